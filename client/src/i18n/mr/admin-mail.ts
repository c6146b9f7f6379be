import type { Shape } from '../catalogue-shape';
import type { adminMail as enAdminMail } from '../en/admin-mail';

/** The sent-mail log (/admin/mail, superadmin only), Marathi. */
export const adminMail = {
  title: 'पाठवलेले मेल',
  lead: 'पोर्टलने जतन केलेला किंवा पाठवलेला प्रत्येक ईमेल, त्याचे प्राप्तकर्ते, स्थिती आणि जोडण्यांसह.',
  searchLabel: 'प्राप्तकर्ता किंवा विषयानुसार शोधा',
  total: 'एकूण: <strong>{total}</strong>',
  tableLabel: 'पाठवलेले मेल',
  notSending: {
    title: 'ईमेल पाठवले जात नाहीत',
    body: 'SMTP_URL सेट केलेला नाही, त्यामुळे कोणताही ईमेल सर्व्हरबाहेर जात नाही: प्रत्येक संदेश, त्यातील सक्रिय पासवर्ड-रीसेट आणि पडताळणी लिंकसह, फक्त या लॉगमध्ये राहतो. स्थानिक चाचणीसाठी ठीक; प्रत्यक्ष वापरासाठी SMTP_URL सेट करणे आवश्यक आहे.',
    open: 'पाठवलेल्या मेलचा लॉग उघडा',
  },
  columns: {
    when: 'कधी',
    to: 'प्रति',
    cc: 'Cc',
    subject: 'विषय',
    status: 'स्थिती',
    attachments: 'जोडण्या',
    actions: 'कृती',
  },
  status: { pending: 'प्रलंबित', stored: 'जतन केला', sent: 'पाठवला', failed: 'अयशस्वी' },
  none: 'काहीही नाही',
  size: '({size})',
  viewLabel: '{subject} पहा',
  pages: 'पृष्ठे',
  detail: {
    message: 'संदेश',
    from: 'प्रेषक',
    to: 'प्रति',
    cc: 'Cc',
    recorded: 'नोंदवला',
    sent: 'पाठवला',
    status: 'स्थिती',
    via: '{transport} द्वारे',
    attempts: ', {n} प्रयत्न',
    template: 'साचा',
    messageId: 'संदेश आयडी',
    attachments: 'जोडण्या',
    html: 'HTML',
    htmlFrame: 'ईमेल HTML',
    text: 'मजकूर',
  },
} as const satisfies Shape<typeof enAdminMail>;
