import type { Shape } from '../catalogue-shape';
import type { admin as enAdmin } from '../en/admin';

/** The admin home (features/admin): its cards (by `adminCardKey`) and the module names (Marathi). */
export const admin = {
  home: {
    title: 'प्रशासक डॅशबोर्ड',
    lead: 'स्वागत, {name}. व्यवस्थापनासाठी एक विभाग निवडा.',
    noModules: 'तुमच्या खात्याला अद्याप कोणतेही प्रशासक विभाग दिलेले नाहीत. मुख्य प्रशासकाला ते देण्यास सांगा.',
    open: 'उघडा <arrow>→</arrow>',
  },
  cards: {
    complaints: { title: 'तक्रारी', description: 'तक्रारी तपासा, अद्ययावत करा आणि पुढे पाठवा.' },
    'inbound-replies': { title: 'ईमेल उत्तरे', description: 'ईमेलने आलेली उत्तरे जी तक्रारीला जोडण्याची किंवा रद्द करण्याची वाट पाहत आहेत.' },
    categories: { title: 'श्रेणी', description: 'तक्रारींच्या श्रेणी आणि उपश्रेणी.' },
    testimonials: { title: 'अभिप्राय', description: 'मुख्यपृष्ठावर संमतीसह दाखवले जाणारे उद्धरण.' },
    plans: { title: 'दर', description: 'योजना, किंमती, GST आणि मर्यादा.' },
    support: { title: 'सहाय्य', description: 'नागरिकांकडून आलेली सहाय्य तिकिटे.' },
    volunteers: { title: 'स्वयंसेवक', description: 'स्वयंसेवक आणि सहाय्य फॉर्ममधील अर्ज.' },
    routing: { title: 'राउटिंग संपर्क', description: 'ठिकाण आणि श्रेणीनुसार प्राधिकरणांचे ईमेल.' },
    'routing-template': { title: 'साचा आयात', description: 'xlsx साच्याद्वारे एकाच वेळी अनेक राउटिंग संपर्क संपादित करा.' },
    'routing-test': { title: 'राउटिंग तपासा', description: 'एखादे ठिकाण कोणत्या प्राधिकरणाकडे जाते ते तपासा.' },
    'routing-logs': { title: 'ऑडिट लॉग', description: 'राउटिंग संपर्क कोणी आणि कधी बदलले.' },
    billing: { title: 'बिलिंग', description: 'खरेदी, बीजके, दिलेल्या योजना आणि डाउनग्रेड.' },
    users: { title: 'वापरकर्ते', description: 'वापरकर्त्यांची खाती पडताळा, ब्लॉक करा किंवा हटवा.' },
    'email-templates': { title: 'ईमेल साचे', description: 'पोर्टल पाठवत असलेले ईमेल संपादित करा.' },
    'pdf-templates': { title: 'PDF साचे', description: 'प्राधिकरणाला जाणारे पत्र संपादित करा.' },
    mail: { title: 'पाठवलेले मेल', description: 'जतन केलेला किंवा पाठवलेला प्रत्येक ईमेल, जोडण्यांसह.' },
    docs: { title: 'प्रशासक मार्गदर्शिका', description: 'भूमिका, दैनंदिन कामे, राउटिंगचे नियम, समस्यांचे निवारण.' },
    management: { title: 'प्रशासक व्यवस्थापन', description: 'प्रशासक तयार करा आणि विभाग नेमून द्या.' },
    integrations: { title: 'एकत्रीकरण', description: 'इतर ॲपसाठी Open311 API की.' },
    queues: { title: 'रांगा', description: 'पार्श्वभूमीतील कामे: संख्या, अयशस्वी कामे, पुन्हा चालवा.' },
    whatsapp: { title: 'WhatsApp', description: 'सिम्युलेटरमध्ये कोणत्याही क्रमांकाने गप्पा करा; पाठवलेले संदेश.' },
  },
  modules: {
    complaints: 'तक्रारी',
    billing: 'बिलिंग',
    pricing: 'दर (योजना)',
    support: 'सहाय्य आणि स्वयंसेवक',
    routing: 'राउटिंग',
    categories: 'श्रेणी',
    users: 'वापरकर्ते',
    email_templates: 'ईमेल साचे',
    documents: 'PDF साचे (दस्तऐवज)',
  },
} as const satisfies Shape<typeof enAdmin>;
