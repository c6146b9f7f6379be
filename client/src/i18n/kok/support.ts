import type { Shape } from '../catalogue-shape';
import type { support as enSupport } from '../en/support';

/** Support (features/support): the contact page and My Support (Konkani). */
export const support = {
  contact: {
    title: 'आमकां संपर्क करात',
    lead: 'तक्रार, तुमची योजना वा स्वयंसेवा हांचे विशीं प्रस्न? आमी 3 कामाच्या दिसां भितर जाप दितात.',
    office: 'कार्यालय',
    phoneAndEmail: 'फोन आनी ईमेल',
    mobile: 'मोबायल: <contact>{phone}</contact>',
    email: 'ईमेल: <contact>{email}</contact>',
    sendMessage: 'आमकां संदेश धाडात',
    formLead: 'तुमकां ईमेलान तिकीट कोड मेळटा; लॉग इन करून, तुमी <mySupport>म्हजो आदार</mySupport> हांगा तिकीटाचो फाटपुरावो करूंक शकतात.',
    name: 'नांव <optional>(गरजेचें ना)</optional>',
    emailLabel: 'ईमेल',
    category: 'वर्ग',
    subject: 'विशय',
    subjectHint: 'उण्यांत उणीं {n} अक्षरां.',
    message: 'संदेश',
    messageHint: 'उण्यांत उणीं {n} अक्षरां.',
    send: 'धाडात',
    sending: 'धाडटा...',
    categories: {
      Support: 'आदार',
      Bug: 'बग',
      Feedback: 'अभिप्राय',
      Request: 'विनंती',
    },
  },
  mySupport: {
    title: 'म्हजो आदार',
    lead: 'आमच्या तंडीक धाडिल्ले तुमचे संदेश आनी तांच्यो जापो.',
    loading: 'तुमच्यो आदाराच्यो विनंत्यो लोड जातात…',
    newRequest: 'आदार विभागाक संपर्क करात',
    listLabel: 'तुमच्यो आदाराच्यो विनंत्यो',
    code: 'तिकीट {code}',
    sent: '{date} दिसा धाडलो',
    viewDetails: 'तपशील पळयात',
    hideDetails: 'तपशील लिपयात',
    yourMessage: 'तुमचो संदेश',
    updates: 'बदल',
    noUpdates: 'अजून बदल ना. कांय आयलें जाल्यार आमी तुमकां ईमेल धाडटले.',
    statusChanged: 'स्थिती {status} केली',
    opened: 'तिकीट उगडलें',
    fromTeam: 'आमच्या तंडी कडलो संदेश',
  },
} as const satisfies Shape<typeof enSupport>;
