import type { Shape } from '../catalogue-shape';
import type { adminUsers as enAdminUsers } from '../en/admin-users';

/** Users (/admin/users), Konkani. */
export const adminUsers = {
  title: 'वापरपी',
  lead: 'नागरिकांचीं खातीं: ईमेल पडताळात वा पडताळणी काडात, बंद करात वा परत सुरू करात, कायमचें काडून उडयात.',
  search: 'वापरपी सोदात',
  searchHint: 'नांव, ईमेल वा फोन.',
  searchButton: 'सोदात',
  tableLabel: 'वापरपी',
  loading: 'वापरपी लोड जातात…',
  empty: 'एकूय वापरपी मेळ्ळो ना.',
  columns: {
    user: 'वापरपी',
    contact: 'फोन',
    plan: 'योजना',
    sign_in: 'लॉग इन',
    status: 'स्थिती',
    actions: 'कृती',
  },
  premium: 'प्रीमियम',
  provider: {
    local: 'ईमेल आनी पासवर्ड',
    google: 'Google',
    whatsapp: 'WhatsApp',
  },
  noPassword: 'पासवर्ड थारावंक ना',
  verified: 'ईमेल पडताळला',
  unverified: 'ईमेल पडताळूंक ना',
  blocked: 'बंद केलां',
  active: 'सक्रीय',
  verify: 'ईमेल पडताळात',
  unverify: 'ईमेल पडताळणी काडात',
  block: 'बंद करात',
  unblock: 'परत सुरू करात',
  delete: 'काडून उडयात',
  actionLabel: '{action}: {name}',
  updated: 'अपडेट जालें',
  adminAccount: 'प्रशासक खातें: प्रशासक व्यवस्थापनांत सांबाळटात.',
  confirmDelete: {
    title: '{name} काडून उडोवचो?',
    message: '{name} ({email}) हांचें खातें आनी ताची वैयक्तीक म्हायती कायमची काडून उडयतले. तांच्यो तक्रारी ‘काडून उडयल्लो वापरपी’ म्हूण नोंदींत उरतात.',
    confirm: 'कायमचें काडून उडयात',
  },
  confirmBlock: {
    title: '{name} बंद करचो?',
    message: '{name} लॉग आउट जातले आनी परत सुरू करिमेरेन लॉग इन करूंक शकचे नात.',
    confirm: 'बंद करात',
  },
} as const satisfies Shape<typeof enAdminUsers>;
