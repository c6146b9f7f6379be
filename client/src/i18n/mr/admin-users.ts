import type { Shape } from '../catalogue-shape';
import type { adminUsers as enAdminUsers } from '../en/admin-users';

/** Users (/admin/users), Marathi. */
export const adminUsers = {
  title: 'वापरकर्ते',
  lead: 'नागरिकांची खाती: ईमेल पडताळा किंवा पडताळणी रद्द करा, ब्लॉक किंवा अनब्लॉक करा, कायमचे हटवा.',
  search: 'वापरकर्ते शोधा',
  searchHint: 'नाव, ईमेल किंवा फोन.',
  searchButton: 'शोधा',
  tableLabel: 'वापरकर्ते',
  loading: 'वापरकर्ते लोड होत आहेत…',
  empty: 'कोणताही वापरकर्ता सापडला नाही.',
  columns: {
    user: 'वापरकर्ता',
    contact: 'फोन',
    plan: 'योजना',
    sign_in: 'लॉग इन',
    status: 'स्थिती',
    actions: 'कृती',
  },
  premium: 'प्रीमियम',
  provider: {
    local: 'ईमेल आणि पासवर्ड',
    google: 'Google',
    whatsapp: 'WhatsApp',
  },
  noPassword: 'पासवर्ड सेट केलेला नाही',
  verified: 'ईमेल पडताळला',
  unverified: 'ईमेल पडताळलेला नाही',
  blocked: 'ब्लॉक केले',
  active: 'सक्रिय',
  verify: 'ईमेल पडताळा',
  unverify: 'ईमेल पडताळणी रद्द करा',
  block: 'ब्लॉक करा',
  unblock: 'अनब्लॉक करा',
  delete: 'हटवा',
  actionLabel: '{action}: {name}',
  updated: 'अद्ययावत केले',
  adminAccount: 'प्रशासक खाते: प्रशासक व्यवस्थापनात हाताळले जाते.',
  confirmDelete: {
    title: '{name} हटवायचे?',
    message: '{name} ({email}) यांचे खाते आणि त्याची वैयक्तिक माहिती कायमची हटवली जाईल. त्यांच्या तक्रारी ‘हटवलेला वापरकर्ता’ म्हणून नोंदीत राहतात.',
    confirm: 'कायमचे हटवा',
  },
  confirmBlock: {
    title: '{name} ब्लॉक करायचे?',
    message: '{name} लॉग आउट होतील आणि अनब्लॉक करेपर्यंत लॉग इन करू शकणार नाहीत.',
    confirm: 'ब्लॉक करा',
  },
} as const satisfies Shape<typeof enAdminUsers>;
