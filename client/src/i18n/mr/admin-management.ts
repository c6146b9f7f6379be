import type { Shape } from '../catalogue-shape';
import type { adminManagement as enAdminManagement } from '../en/admin-management';

/** Admin Management (/admin/management, superadmin only), Marathi. */
export const adminManagement = {
  title: 'प्रशासक व्यवस्थापन',
  lead: 'प्रशासक तयार करा, प्रत्येकाला वापरता येणारे विभाग निवडा, आणि त्यांचे पासवर्ड रीसेट करा.',
  admins: 'प्रशासक',
  create: {
    title: 'प्रशासक तयार करा',
    firstName: 'पहिले नाव',
    lastName: 'आडनाव',
    email: 'ईमेल',
    password: 'तात्पुरता पासवर्ड',
    passwordHint: 'किमान 6 अक्षरे; तो नवीन प्रशासकाला कळवा.',
    modules: 'विभाग',
    creating: 'तयार करत आहे...',
    submit: 'प्रशासक तयार करा',
  },
  row: {
    roles: { admin: 'प्रशासक', superadmin: 'मुख्य प्रशासक' },
    modulesOf: '{name} चे विभाग',
    superadminModules: 'मुख्य प्रशासकाकडे सर्व विभाग असतात.',
    resetForm: '{name} चा पासवर्ड रीसेट करा',
    newPasswordFor: '{name} साठी नवीन पासवर्ड',
    resetting: 'रीसेट करत आहे...',
    reset: 'रीसेट करा',
    saveLabel: '{name} चे विभाग जतन करा',
    saving: 'जतन करत आहे...',
    deleteLabel: '{name} हटवा',
    deleteTitle: 'प्रशासक हटवा',
    deleteMessage: 'प्रशासक {name} ({email}) हटवायचा? त्यांना यापुढे लॉग इन करता येणार नाही.',
    twoFactorOn: 'द्वि-स्तरीय साइन-इन: चालू',
    twoFactorOff: 'द्वि-स्तरीय साइन-इन: सेट केलेले नाही',
    resetTwoFactor: 'द्वि-स्तरीय रीसेट करा',
    resetTwoFactorLabel: '{name} यांचे द्वि-स्तरीय साइन-इन रीसेट करा',
    resetTwoFactorTitle: 'द्वि-स्तरीय साइन-इन रीसेट करा',
    resetTwoFactorMessage: '{name} ({email}) यांचे द्वि-स्तरीय साइन-इन रीसेट करायचे? त्यांची सत्रे संपतील आणि ते माझे प्रोफाइल येथे पुन्हा ऑथेंटिकेटर ॲप सेट करतील.',
  },
} as const satisfies Shape<typeof enAdminManagement>;
