import type { Catalogue } from '../catalogue';

/** Hindi: the admin home, its cards (by adminCardKey) and the module names. */
export const admin: Catalogue['admin'] = {
  home: {
    title: 'एडमिन डैशबोर्ड',
    lead: 'स्वागत है, {name}। प्रबंधन के लिए कोई क्षेत्र चुनें।',
    noModules: 'आपके खाते को अभी कोई एडमिन मॉड्यूल नहीं सौंपा गया है। किसी सुपर एडमिन से उन्हें सौंपने के लिए कहें।',
    open: 'खोलें <arrow>→</arrow>',
  },
  cards: {
    complaints: { title: 'शिकायतें', description: 'शिकायतों की समीक्षा करें, अपडेट करें और आगे भेजें।' },
    'inbound-replies': { title: 'ईमेल उत्तर', description: 'ईमेल से आए उत्तर जो किसी शिकायत से जोड़े जाने या रद्द किए जाने की प्रतीक्षा में हैं।' },
    categories: { title: 'श्रेणियाँ', description: 'शिकायत श्रेणियाँ और उप-श्रेणियाँ।' },
    testimonials: { title: 'प्रशंसापत्र', description: 'मुखपृष्ठ पर सहमति के साथ दिखाए गए उद्धरण।' },
    plans: { title: 'मूल्य', description: 'प्लान, मूल्य, GST और सीमाएँ।' },
    support: { title: 'सहायता', description: 'नागरिकों के सहायता टिकट।' },
    volunteers: { title: 'स्वयंसेवक', description: 'स्वयंसेवा और सहायता फ़ॉर्म की प्रविष्टियाँ।' },
    routing: { title: 'रूटिंग संपर्क', description: 'स्थान और श्रेणी के अनुसार प्राधिकरणों के ईमेल।' },
    'routing-template': { title: 'टेम्पलेट आयात', description: 'xlsx टेम्पलेट से रूटिंग संपर्क एक साथ संपादित करें।' },
    'routing-test': { title: 'रूटिंग जाँचें', description: 'जाँचें कि कोई स्थान किस प्राधिकरण तक पहुँचता है।' },
    'routing-logs': { title: 'ऑडिट लॉग', description: 'रूटिंग संपर्क किसने और कब बदले।' },
    billing: { title: 'बिलिंग', description: 'खरीद, चालान, अनुदान और डाउनग्रेड।' },
    users: { title: 'उपयोगकर्ता', description: 'उपयोगकर्ता खातों को सत्यापित, ब्लॉक या हटाएँ।' },
    'email-templates': { title: 'ईमेल टेम्पलेट', description: 'पोर्टल द्वारा भेजे जाने वाले ईमेल संपादित करें।' },
    'pdf-templates': { title: 'PDF टेम्पलेट', description: 'प्राधिकरण पत्र संपादित करें।' },
    mail: { title: 'भेजे गए ईमेल', description: 'संग्रहीत या भेजा गया हर ईमेल, संलग्नकों के साथ।' },
    docs: { title: 'एडमिन मार्गदर्शिका', description: 'भूमिकाएँ, दैनिक कार्य, रूटिंग नियम, समस्या निवारण।' },
    management: { title: 'एडमिन प्रबंधन', description: 'एडमिन बनाएँ और मॉड्यूल सौंपें।' },
    integrations: { title: 'इंटीग्रेशन', description: 'अन्य ऐप्स के लिए Open311 API कुंजियाँ।' },
    queues: { title: 'कतारें', description: 'पृष्ठभूमि के काम: गिनती, विफल काम, फिर से चलाएँ।' },
  },
  modules: {
    complaints: 'शिकायतें',
    billing: 'बिलिंग',
    pricing: 'मूल्य (प्लान)',
    support: 'सहायता और स्वयंसेवक',
    routing: 'रूटिंग',
    categories: 'श्रेणियाँ',
    users: 'उपयोगकर्ता',
    email_templates: 'ईमेल टेम्पलेट',
    documents: 'PDF टेम्पलेट (दस्तावेज़)',
  },
};
