import type { Shape } from '../catalogue-shape';
import type { auth as enAuth } from '../en/auth';

/** Sign-in (features/auth): login/signup modal, My Profile, verify-email and reset-password pages (Marathi). */
export const auth = {
  modal: {
    titles: {
      login: 'लॉग इन करा',
      signup: 'तुमचे खाते तयार करा',
      'forgot-password': 'पासवर्ड विसरलात',
    },
    close: 'बंद करा',
    or: 'किंवा',
  },
  fields: {
    firstName: 'पहिले नाव',
    lastName: 'आडनाव',
    email: 'ईमेल',
    phone: 'फोन',
    phonePlaceholder: '+91 98xxxxxxxx',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्डची पुष्टी करा',
    atLeast6: 'किमान 6 अक्षरे',
    currentPassword: 'सध्याचा पासवर्ड',
    newPassword: 'नवीन पासवर्ड',
    confirmNewPassword: 'नवीन पासवर्डची पुष्टी करा',
  },
  login: {
    form: 'लॉग इन करा',
    sending: 'पाठवत आहे...',
    resend: 'पडताळणी पुन्हा पाठवा',
    forgot: 'पासवर्ड विसरलात?',
    submitting: 'लॉग इन होत आहे...',
    submit: 'लॉग इन करा',
    newHere: 'येथे नवीन आहात? <button>खाते तयार करा</button>',
  },
  signup: {
    form: 'नोंदणी करा',
    terms: 'मी <terms>सेवेच्या अटी</terms> आणि <privacy>गोपनीयता धोरण</privacy> मान्य करतो/करते, आणि मी गोव्याचा/गोव्याची रहिवासी असल्याची पुष्टी करतो/करते.',
    submitting: 'खाते तयार होत आहे...',
    submit: 'खाते तयार करा',
    haveAccount: 'आधीच खाते आहे? <button>लॉग इन करा</button>',
  },
  forgot: {
    form: 'पासवर्ड विसरलात',
    lead: 'तुमच्या खात्याचा ईमेल पत्ता टाका आणि नवीन पासवर्ड निवडण्यासाठी आम्ही तुम्हाला एक लिंक पाठवू.',
    sending: 'पाठवत आहे...',
    submit: 'रीसेट लिंक पाठवा',
    remembered: 'आठवला? <button>लॉग इनकडे परत</button>',
  },
  profile: {
    title: 'माझे प्रोफाइल',
    lead: 'तुमचा संपर्क तपशील आणि पासवर्ड.',
    loading: 'लोड होत आहे...',
    details: 'वैयक्तिक तपशील',
    verified: 'तुमचा ईमेल पत्ता पडताळला आहे.',
    notVerified: 'तुमचा ईमेल पत्ता अद्याप पडताळलेला नाही: आम्ही ईमेलने पाठवलेली लिंक उघडा.',
    emailHint: 'नवीन ईमेल पत्ता आम्ही त्यावर पाठवलेली लिंक उघडल्यावरच लागू होतो; तुमचा सध्याचा पासवर्ड आवश्यक आहे.',
    saving: 'जतन करत आहे...',
    saveChanges: 'बदल जतन करा',
    changePassword: 'पासवर्ड बदला',
    createPassword: 'पासवर्ड तयार करा',
    changeLead: 'बदलानंतर तुम्ही नवीन पासवर्डने पुन्हा लॉग इन कराल.',
    createLead: 'तुमचे खाते Google द्वारे लॉग इन करते. तुमच्या ईमेलनेही लॉग इन करण्यासाठी पासवर्ड जोडा.',
    updatePassword: 'पासवर्ड अद्ययावत करा',
    createPasswordButton: 'पासवर्ड तयार करा',
  },
  reset: {
    title: 'पासवर्ड रीसेट करा',
    lead: 'तुमच्या खात्यासाठी नवीन पासवर्ड निवडा.',
    form: 'पासवर्ड रीसेट करा',
    saving: 'जतन करत आहे...',
    submit: 'पासवर्ड रीसेट करा',
  },
  verify: {
    title: 'ईमेल पडताळा',
  },
} as const satisfies Shape<typeof enAuth>;
