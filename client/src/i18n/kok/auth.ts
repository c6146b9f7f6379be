import type { Shape } from '../catalogue-shape';
import type { auth as enAuth } from '../en/auth';

/** Sign-in (features/auth): login/signup modal, My Profile, verify-email and reset-password pages (Konkani). */
export const auth = {
  modal: {
    titles: {
      login: 'लॉग इन करात',
      signup: 'तुमचें खातें तयार करात',
      'forgot-password': 'पासवर्ड विसरलो',
    },
    close: 'बंद करात',
    or: 'वा',
  },
  fields: {
    firstName: 'पयलें नांव',
    lastName: 'आडनांव',
    email: 'ईमेल',
    phone: 'फोन',
    phonePlaceholder: '+91 98xxxxxxxx',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्डाची खात्री करात',
    atLeast6: 'उण्यांत उणीं 6 अक्षरां',
    currentPassword: 'सद्याचो पासवर्ड',
    newPassword: 'नवो पासवर्ड',
    confirmNewPassword: 'नव्या पासवर्डाची खात्री करात',
  },
  login: {
    form: 'लॉग इन करात',
    sending: 'धाडटा...',
    resend: 'पडताळणी परत धाडात',
    forgot: 'पासवर्ड विसरलात?',
    submitting: 'लॉग इन जाता...',
    submit: 'लॉग इन करात',
    newHere: 'हांगा नवे? <button>खातें तयार करात</button>',
  },
  signup: {
    form: 'नोंदणी करात',
    terms: 'हांव <terms>सेवेच्यो अटी</terms> आनी <privacy>गुपितताय धोरण</privacy> मान्य करतां, आनी हांव गोंयचो रहिवासी आसां हाची खात्री करतां.',
    submitting: 'खातें तयार जाता...',
    submit: 'खातें तयार करात',
    haveAccount: 'आदीं सावन खातें आसा? <button>लॉग इन करात</button>',
  },
  forgot: {
    form: 'पासवर्ड विसरलो',
    lead: 'तुमच्या खात्याचो ईमेल पत्तो घालात आनी नवो पासवर्ड वेंचपाक आमी तुमकां एक लिंक धाडटले.',
    sending: 'धाडटा...',
    submit: 'रिसेट लिंक धाडात',
    remembered: 'उगडास आयलो? <button>लॉग इनाक परत वचात</button>',
  },
  profile: {
    title: 'म्हजें प्रोफायल',
    lead: 'तुमचो संपर्क तपशील आनी पासवर्ड.',
    loading: 'लोड जाता...',
    details: 'वैयक्तीक तपशील',
    verified: 'तुमचो ईमेल पत्तो पडताळला.',
    notVerified: 'तुमचो ईमेल पत्तो अजून पडताळूंक ना: आमी ईमेलान धाडिल्ली लिंक उगडात.',
    emailHint: 'नवो ईमेल पत्तो आमी ताचेर धाडिल्ली लिंक उगडटकूच लागू जाता; तुमचो सद्याचो पासवर्ड गरजेचो.',
    saving: 'सांबाळटा...',
    saveChanges: 'बदल सांबाळात',
    changePassword: 'पासवर्ड बदलात',
    createPassword: 'पासवर्ड तयार करात',
    changeLead: 'बदल जाले उपरांत तुमी नव्या पासवर्डान परत लॉग इन करतले.',
    createLead: 'तुमचें खातें Google वरवीं लॉग इन करता. तुमच्या ईमेलानूय लॉग इन करपाक पासवर्ड जोडात.',
    updatePassword: 'पासवर्ड अपडेट करात',
    createPasswordButton: 'पासवर्ड तयार करात',
  },
  reset: {
    title: 'पासवर्ड रिसेट करात',
    lead: 'तुमच्या खात्या खातीर नवो पासवर्ड वेंचात.',
    form: 'पासवर्ड रिसेट करात',
    saving: 'सांबाळटा...',
    submit: 'पासवर्ड रिसेट करात',
  },
  verify: {
    title: 'ईमेल पडताळात',
  },
} as const satisfies Shape<typeof enAuth>;
