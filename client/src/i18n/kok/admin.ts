import type { Shape } from '../catalogue-shape';
import type { admin as enAdmin } from '../en/admin';

/** The admin home (features/admin): its cards (by `adminCardKey`) and the module names (Konkani). */
export const admin = {
  home: {
    title: 'प्रशासक डॅशबोर्ड',
    lead: 'येवकार, {name}. सांबाळपाक एक विभाग वेंचात.',
    noModules: 'तुमच्या खात्याक अजून एकूय प्रशासक विभाग दिवंक ना. मुखेल प्रशासकाक ते दिवपाक सांगात.',
    open: 'उगडात <arrow>→</arrow>',
  },
  cards: {
    complaints: { title: 'तक्रारी', description: 'तक्रारी तपासात, अपडेट करात आनी फुडें धाडात.' },
    'inbound-replies': { title: 'ईमेल जापो', description: 'ईमेलान आयिल्ल्यो जापो ज्यो तक्रारीक जोडपाक वा रद्द करपाक वाट पळयतात.' },
    categories: { title: 'वर्ग', description: 'तक्रारींचे वर्ग आनी उपवर्ग.' },
    testimonials: { title: 'अभिप्राय', description: 'मुखेल पानार संमती सयत दाखयतात ते उतार.' },
    plans: { title: 'दर', description: 'योजना, दर, GST आनी मर्यादा.' },
    support: { title: 'आदार', description: 'नागरिकां कडल्यो आदार तिकिटां.' },
    volunteers: { title: 'स्वयंसेवक', description: 'स्वयंसेवक आनी आदार फॉर्मांतले अर्ज.' },
    routing: { title: 'राउटिंग संपर्क', description: 'सुवात आनी वर्गा प्रमाण प्राधिकरणांचे ईमेल.' },
    'routing-template': { title: 'नमुनो आयात', description: 'xlsx नमुन्या वरवीं एकाच वेळार जायते राउटिंग संपर्क बदलात.' },
    'routing-test': { title: 'राउटिंग तपासात', description: 'एक सुवात खंयच्या प्राधिकरणा कडेन वता तें तपासात.' },
    'routing-logs': { title: 'ऑडिट लॉग', description: 'राउटिंग संपर्क कोणें आनी केन्ना बदलले.' },
    billing: { title: 'बिलिंग', description: 'खरेदी, बिलां, दिल्ल्यो योजना आनी डाउनग्रेड.' },
    users: { title: 'वापरपी', description: 'वापरप्यांचीं खातीं पडताळात, बंद करात वा काडून उडयात.' },
    'email-templates': { title: 'ईमेल नमुने', description: 'पोर्टल धाडटा ते ईमेल बदलात.' },
    'pdf-templates': { title: 'PDF नमुने', description: 'प्राधिकरणाक वचपी पत्र बदलात.' },
    mail: { title: 'धाडिल्लें मेल', description: 'सांबाळिल्लो वा धाडिल्लो दर एक ईमेल, जोडण्यां सयत.' },
    docs: { title: 'प्रशासक मार्गदर्शिका', description: 'भूमिका, दिसपट्टीं कामां, राउटिंगाचे नेम, अडचणींचेर उपाय.' },
    management: { title: 'प्रशासक व्यवस्थापन', description: 'प्रशासक तयार करात आनी विभाग दियात.' },
    integrations: { title: 'एकत्रीकरण', description: 'हेर ॲपां खातीर Open311 API की.' },
    queues: { title: 'रांगो', description: 'फाटल्यान चलपी कामां: आंकडे, फसल्लीं कामां, परत चलयात.' },
    whatsapp: { title: 'WhatsApp', description: 'सिम्युलेटरांत खंयच्याय नंबरान उलयात; धाडिल्ले संदेश.' },
  },
  modules: {
    complaints: 'तक्रारी',
    billing: 'बिलिंग',
    pricing: 'दर (योजना)',
    support: 'आदार आनी स्वयंसेवक',
    routing: 'राउटिंग',
    categories: 'वर्ग',
    users: 'वापरपी',
    email_templates: 'ईमेल नमुने',
    documents: 'PDF नमुने (दस्तावेज)',
  },
} as const satisfies Shape<typeof enAdmin>;
