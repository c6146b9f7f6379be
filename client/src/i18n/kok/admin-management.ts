import type { Shape } from '../catalogue-shape';
import type { adminManagement as enAdminManagement } from '../en/admin-management';

/** Admin Management (/admin/management, superadmin only), Konkani. */
export const adminManagement = {
  title: 'प्रशासक व्यवस्थापन',
  lead: 'प्रशासक तयार करात, दरेकाक वापरूं येता ते विभाग वेंचात, आनी तांचे पासवर्ड रिसेट करात.',
  admins: 'प्रशासक',
  create: {
    title: 'प्रशासक तयार करात',
    firstName: 'पयलें नांव',
    lastName: 'आडनांव',
    email: 'ईमेल',
    password: 'तात्पुरतो पासवर्ड',
    passwordHint: 'उण्यांत उणीं 6 अक्षरां; तो नव्या प्रशासका कडेन वांटात.',
    modules: 'विभाग',
    creating: 'तयार जाता...',
    submit: 'प्रशासक तयार करात',
  },
  row: {
    roles: { admin: 'प्रशासक', superadmin: 'मुखेल प्रशासक' },
    modulesOf: '{name} चे विभाग',
    superadminModules: 'मुखेल प्रशासका कडेन सगळे विभाग आसतात.',
    resetForm: '{name} चो पासवर्ड रिसेट करात',
    newPasswordFor: '{name} खातीर नवो पासवर्ड',
    resetting: 'रिसेट जाता...',
    reset: 'रिसेट करात',
    saveLabel: '{name} चे विभाग सांबाळात',
    saving: 'सांबाळटा...',
    deleteLabel: '{name} काडून उडयात',
    deleteTitle: 'प्रशासक काडून उडयात',
    deleteMessage: 'प्रशासक {name} ({email}) काडून उडोवचो? तांकां परत लॉग इन करूंक मेळचें ना.',
    twoFactorOn: 'दोन-पांवड्यांचें साइन-इन: चालू',
    twoFactorOff: 'दोन-पांवड्यांचें साइन-इन: सेट केल्लें ना',
    resetTwoFactor: 'दोन-पांवडे रिसेट करात',
    resetTwoFactorLabel: '{name} हांचें दोन-पांवड्यांचें साइन-इन रिसेट करात',
    resetTwoFactorTitle: 'दोन-पांवड्यांचें साइन-इन रिसेट करात',
    resetTwoFactorMessage: '{name} ({email}) हांचें दोन-पांवड्यांचें साइन-इन रिसेट करचें? तांचीं सत्रां सोंपतलीं, आनी ते म्हजें प्रोफायल हांगा परतून ऑथेंटिकेटर ॲप सेट करतले.',
  },
} as const satisfies Shape<typeof enAdminManagement>;
