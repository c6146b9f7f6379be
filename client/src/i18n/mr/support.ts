import type { Shape } from '../catalogue-shape';
import type { support as enSupport } from '../en/support';

/** Support (features/support): the contact page and My Support (Marathi). */
export const support = {
  contact: {
    title: 'आमच्याशी संपर्क साधा',
    lead: 'तक्रार, तुमची योजना किंवा स्वयंसेवा याबद्दल प्रश्न आहेत? आम्ही 3 कामकाजाच्या दिवसांत उत्तर देतो.',
    office: 'कार्यालय',
    phoneAndEmail: 'फोन आणि ईमेल',
    mobile: 'मोबाइल: <contact>{phone}</contact>',
    email: 'ईमेल: <contact>{email}</contact>',
    sendMessage: 'आम्हाला संदेश पाठवा',
    formLead: 'तुम्हाला ईमेलद्वारे तिकीट कोड मिळतो; लॉग इन केल्यावर, तुम्ही <mySupport>माझे सहाय्य</mySupport> येथे तिकिटाचा पाठपुरावा करू शकता.',
    name: 'नाव <optional>(ऐच्छिक)</optional>',
    emailLabel: 'ईमेल',
    category: 'श्रेणी',
    subject: 'विषय',
    subjectHint: 'किमान {n} अक्षरे.',
    message: 'संदेश',
    messageHint: 'किमान {n} अक्षरे.',
    send: 'पाठवा',
    sending: 'पाठवत आहे...',
    categories: {
      Support: 'सहाय्य',
      Bug: 'बग',
      Feedback: 'अभिप्राय',
      Request: 'विनंती',
    },
  },
  mySupport: {
    title: 'माझे सहाय्य',
    lead: 'आमच्या पथकाला पाठवलेले तुमचे संदेश आणि त्यांची उत्तरे.',
    loading: 'तुमच्या सहाय्य विनंत्या लोड होत आहेत…',
    newRequest: 'सहाय्य विभागाशी संपर्क साधा',
    listLabel: 'तुमच्या सहाय्य विनंत्या',
    code: 'तिकीट {code}',
    sent: '{date} रोजी पाठवला',
    viewDetails: 'तपशील पहा',
    hideDetails: 'तपशील लपवा',
    yourMessage: 'तुमचा संदेश',
    updates: 'बदल',
    noUpdates: 'अद्याप कोणताही बदल नाही. बदल झाल्यावर आम्ही तुम्हाला ईमेल करू.',
    statusChanged: 'स्थिती {status} मध्ये बदलली',
    opened: 'तिकीट उघडले',
    fromTeam: 'आमच्या पथकाकडून संदेश',
  },
} as const satisfies Shape<typeof enSupport>;
