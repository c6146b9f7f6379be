import type { Catalogue } from '../catalogue';

/** Hindi: Admin Management. */
export const adminManagement: Catalogue['admin-management'] = {
  title: 'एडमिन प्रबंधन',
  lead: 'एडमिन बनाएँ, हर एक के उपयोग के मॉड्यूल चुनें, और उनके पासवर्ड रीसेट करें।',
  admins: 'एडमिन',
  create: {
    title: 'एडमिन बनाएँ',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल',
    password: 'अस्थायी पासवर्ड',
    passwordHint: 'कम से कम 6 अक्षर; इसे नए एडमिन के साथ साझा करें।',
    modules: 'मॉड्यूल',
    creating: 'बनाया जा रहा है...',
    submit: 'एडमिन बनाएँ',
  },
  row: {
    roles: { admin: 'एडमिन', superadmin: 'सुपर एडमिन' },
    modulesOf: '{name} के मॉड्यूल',
    superadminModules: 'सुपर एडमिन के पास हर मॉड्यूल होता है।',
    resetForm: '{name} का पासवर्ड रीसेट करें',
    newPasswordFor: '{name} के लिए नया पासवर्ड',
    resetting: 'रीसेट हो रहा है...',
    reset: 'रीसेट करें',
    saveLabel: '{name} के मॉड्यूल सहेजें',
    saving: 'सहेजा जा रहा है...',
    deleteLabel: '{name} हटाएँ',
    deleteTitle: 'एडमिन हटाएँ',
    deleteMessage: 'एडमिन {name} ({email}) को हटाएँ? वे अब साइन इन नहीं कर पाएँगे।',
    twoFactorOn: 'दो-चरणीय साइन-इन: चालू',
    twoFactorOff: 'दो-चरणीय साइन-इन: सेट नहीं है',
    resetTwoFactor: 'दो-चरणीय रीसेट करें',
    resetTwoFactorLabel: '{name} का दो-चरणीय साइन-इन रीसेट करें',
    resetTwoFactorTitle: 'दो-चरणीय साइन-इन रीसेट करें',
    resetTwoFactorMessage: '{name} ({email}) का दो-चरणीय साइन-इन रीसेट करें? उनके सत्र समाप्त हो जाएँगे, और वे मेरी प्रोफ़ाइल पर फिर से ऑथेंटिकेटर ऐप सेट करेंगे।',
  },
};
