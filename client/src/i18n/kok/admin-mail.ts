import type { Shape } from '../catalogue-shape';
import type { adminMail as enAdminMail } from '../en/admin-mail';

/** The sent-mail log (/admin/mail, superadmin only), Konkani. */
export const adminMail = {
  title: 'धाडिल्लें मेल',
  lead: 'पोर्टलान सांबाळिल्लो वा धाडिल्लो दर एक ईमेल, ताचे घेवपी, स्थिती आनी जोडण्यां सयत.',
  searchLabel: 'घेवपी वा विशया प्रमाण सोदात',
  total: 'एकूण: <strong>{total}</strong>',
  tableLabel: 'धाडिल्लें मेल',
  notSending: {
    title: 'ईमेल धाडपाक नात',
    body: 'SMTP_URL घाल्लो ना, देखून एकूय ईमेल सर्वरा भायर वचना: दर एक संदेश, ताच्या जिव्या पासवर्ड-रीसेट आनी पडताळणी लिंकां सयत, फकत ह्या लॉगांत उरता. थळाव्या चांचणेक बरें; प्रत्यक्ष वापरा खातीर SMTP_URL घालूंकूच जाय.',
    open: 'धाडिल्ल्या मेलाचो लॉग उगडात',
  },
  columns: {
    when: 'केन्ना',
    to: 'कोणाक',
    cc: 'Cc',
    subject: 'विशय',
    status: 'स्थिती',
    attachments: 'जोडण्यो',
    actions: 'कृती',
  },
  status: { pending: 'प्रलंबीत', stored: 'सांबाळला', sent: 'धाडला', failed: 'अपेशी' },
  none: 'ना',
  size: '({size})',
  viewLabel: '{subject} पळयात',
  pages: 'पानां',
  detail: {
    message: 'संदेश',
    from: 'कोणा कडल्यान',
    to: 'कोणाक',
    cc: 'Cc',
    recorded: 'नोंद केलो',
    sent: 'धाडलो',
    status: 'स्थिती',
    via: '{transport} वरवीं',
    attempts: ', {n} यत्न',
    template: 'नमुनो',
    messageId: 'संदेश आयडी',
    attachments: 'जोडण्यो',
    html: 'HTML',
    htmlFrame: 'ईमेल HTML',
    text: 'मजकूर',
  },
} as const satisfies Shape<typeof enAdminMail>;
