import type { CategoryTranslation, Translations } from './translations.js';

/** A complaint category as the client shows it (citizen spec section 3). */
export interface CategoryDefault {
  key: string;
  name: string;
  icon: string;
  description: string;
  subcategories: string[];
  enabled: boolean;
  order: number;
  /** Days the authority has to act once a complaint is forwarded (its due date; docs/adr/0048-escalation-ladder.md). */
  responseDays: number;
  /** The texts in Konkani, Marathi and Hindi (English is the record itself). */
  translations: Translations<CategoryTranslation>;
}

/** The eight default categories, each with 5 subcategories (citizen spec section 3). */
export const DEFAULT_CATEGORIES: readonly CategoryDefault[] = [
  {
    key: 'roads',
    name: 'Roads & Potholes',
    icon: '🛣️',
    description: 'Potholes, damaged roads, missing signage and blocked footpaths.',
    subcategories: ['Potholes', 'Damaged road surface', 'Missing road signs', 'Waterlogging on road', 'Encroached footpath'],
    enabled: true,
    order: 10,
    responseDays: 15,
    translations: {
      kok: {
        name: 'रस्ते आनी खड्डे',
        description: 'खड्डे, मोडिल्ले रस्ते, नाशिल्ले दिशा-फलक आनी आडायिल्ले फुटपाथ.',
        subcategories: ['खड्डे', 'रस्त्याचो वयलो थर मोडला', 'रस्त्यार फलक नात', 'रस्त्यार उदक सांचलां', 'फुटपाथार अतिक्रमण'],
      },
      mr: {
        name: 'रस्ते आणि खड्डे',
        description: 'खड्डे, खराब रस्ते, गायब दिशादर्शक फलक आणि अडवलेले पदपथ.',
        subcategories: ['खड्डे', 'खराब झालेला रस्त्याचा पृष्ठभाग', 'रस्त्यावरील फलक गायब', 'रस्त्यावर साचलेले पाणी', 'पदपथावर अतिक्रमण'],
      },
      hi: {
        name: 'सड़कें और गड्ढे',
        description: 'गड्ढे, टूटी सड़कें, गायब संकेत-चिह्न और अवरुद्ध फुटपाथ।',
        subcategories: ['गड्ढे', 'क्षतिग्रस्त सड़क की सतह', 'सड़क संकेत-चिह्न गायब', 'सड़क पर जलभराव', 'फुटपाथ पर अतिक्रमण'],
      },
    },
  },
  {
    key: 'garbage',
    name: 'Garbage & Waste',
    icon: '🗑️',
    description: 'Uncollected garbage, illegal dumping and overflowing bins.',
    subcategories: ['Uncollected garbage', 'Illegal dumping', 'Overflowing bins', 'Burning of waste', 'Blocked drains'],
    enabled: true,
    order: 20,
    responseDays: 3,
    translations: {
      kok: {
        name: 'कचरो आनी केर',
        description: 'उखलूंक नाशिल्लो कचरो, बेकायदेशीर कचरो उडोवप आनी भरून व्हांवपी कचरापेटयो.',
        subcategories: ['कचरो उखलूंक ना', 'बेकायदेशीर कचरो उडयला', 'कचरापेटयो भरून व्हांवतात', 'कचरो लासप', 'गटारां बुजल्यांत'],
      },
      mr: {
        name: 'कचरा आणि घनकचरा',
        description: 'न उचललेला कचरा, बेकायदा कचरा टाकणे आणि भरून वाहणाऱ्या कचराकुंड्या.',
        subcategories: ['कचरा उचललेला नाही', 'बेकायदा कचरा टाकणे', 'भरून वाहणाऱ्या कचराकुंड्या', 'कचरा जाळणे', 'तुंबलेली गटारे'],
      },
      hi: {
        name: 'कचरा और अपशिष्ट',
        description: 'न उठाया गया कचरा, अवैध डंपिंग और भरे हुए कूड़ेदान।',
        subcategories: ['कचरा नहीं उठाया गया', 'अवैध रूप से कचरा फेंकना', 'भरे हुए कूड़ेदान', 'कचरा जलाना', 'बंद नालियाँ'],
      },
    },
  },
  {
    key: 'safety',
    name: 'Safety & Security',
    icon: '🛡️',
    description: 'Unsafe streets, dark spots and hazards to the public.',
    subcategories: ['Unsafe area', 'Dark spot', 'Open manhole', 'Dangerous structure', 'Harassment hotspot'],
    enabled: true,
    order: 30,
    responseDays: 7,
    translations: {
      kok: {
        name: 'सुरक्षा आनी राखण',
        description: 'असुरक्षीत रस्ते, काळखी सुवाती आनी लोकांक धोको जावपी गजाली.',
        subcategories: ['असुरक्षीत वाठार', 'काळखी सुवात', 'उक्तें मॅनहोल', 'धोकादायक बांदकाम', 'त्रास दिवपाची सुवात'],
      },
      mr: {
        name: 'सुरक्षा आणि संरक्षण',
        description: 'असुरक्षित रस्ते, अंधाऱ्या जागा आणि लोकांना धोकादायक गोष्टी.',
        subcategories: ['असुरक्षित परिसर', 'अंधारी जागा', 'उघडे मॅनहोल', 'धोकादायक बांधकाम', 'छेडछाडीचे ठिकाण'],
      },
      hi: {
        name: 'सुरक्षा और संरक्षा',
        description: 'असुरक्षित सड़कें, अंधेरी जगहें और जनता के लिए खतरे।',
        subcategories: ['असुरक्षित इलाका', 'अंधेरी जगह', 'खुला मैनहोल', 'खतरनाक ढाँचा', 'उत्पीड़न वाली जगह'],
      },
    },
  },
  {
    key: 'police',
    name: 'Police Issues',
    icon: '👮',
    description: 'Traffic violations, noise and issues needing police attention.',
    subcategories: ['Traffic violation', 'Illegal parking', 'Noise pollution', 'Public nuisance', 'Delayed police response'],
    enabled: true,
    order: 40,
    responseDays: 7,
    translations: {
      kok: {
        name: 'पुलिसांचे प्रस्न',
        description: 'वाहतुकेच्या नेमांचो भंग, आवाज आनी पुलिसांनी लक्ष दिवचे असले प्रस्न.',
        subcategories: ['वाहतुकेच्या नेमांचो भंग', 'बेकायदेशीर पार्किंग', 'आवाजाचें प्रदूशण', 'सार्वजनिक उपद्रव', 'पुलिसांचो उशीरा प्रतिसाद'],
      },
      mr: {
        name: 'पोलिसांशी संबंधित प्रश्न',
        description: 'वाहतूक नियमभंग, गोंगाट आणि पोलिसांनी लक्ष द्यावे असे प्रश्न.',
        subcategories: ['वाहतूक नियमभंग', 'बेकायदा पार्किंग', 'ध्वनिप्रदूषण', 'सार्वजनिक उपद्रव', 'पोलिसांचा उशिरा प्रतिसाद'],
      },
      hi: {
        name: 'पुलिस से जुड़े मामले',
        description: 'यातायात उल्लंघन, शोर और पुलिस के ध्यान की ज़रूरत वाले मामले।',
        subcategories: ['यातायात नियमों का उल्लंघन', 'अवैध पार्किंग', 'ध्वनि प्रदूषण', 'सार्वजनिक उपद्रव', 'पुलिस की देर से प्रतिक्रिया'],
      },
    },
  },
  {
    key: 'animals',
    name: 'Stray Animals',
    icon: '🐕',
    description: 'Stray dogs, cattle on roads and injured animals.',
    subcategories: ['Stray dogs', 'Cattle on road', 'Injured animal', 'Dead animal', 'Animal cruelty'],
    enabled: true,
    order: 50,
    responseDays: 7,
    translations: {
      kok: {
        name: 'भोंवडी जनावरां',
        description: 'भोंवडे कुत्रे, रस्त्यार गोरवां आनी जखमी जनावरां.',
        subcategories: ['भोंवडे कुत्रे', 'रस्त्यार गोरवां', 'जखमी जनावर', 'मेल्लें जनावर', 'जनावरांचेर क्रूरताय'],
      },
      mr: {
        name: 'भटकी जनावरे',
        description: 'भटकी कुत्री, रस्त्यावरील गुरे आणि जखमी जनावरे.',
        subcategories: ['भटकी कुत्री', 'रस्त्यावर गुरे', 'जखमी जनावर', 'मृत जनावर', 'जनावरांवरील क्रूरता'],
      },
      hi: {
        name: 'आवारा पशु',
        description: 'आवारा कुत्ते, सड़क पर मवेशी और घायल पशु।',
        subcategories: ['आवारा कुत्ते', 'सड़क पर मवेशी', 'घायल पशु', 'मृत पशु', 'पशु क्रूरता'],
      },
    },
  },
  {
    key: 'electricity',
    name: 'Electricity & Lighting',
    icon: '💡',
    description: 'Street lights, power cuts and exposed wiring.',
    subcategories: ['Street light not working', 'Frequent power cuts', 'Exposed wiring', 'Damaged electric pole', 'Transformer issue'],
    enabled: true,
    order: 60,
    responseDays: 3,
    translations: {
      kok: {
        name: 'वीज आनी दिवे',
        description: 'रस्त्यावयले दिवे, वीज वचप आनी उक्तीं वायरां.',
        subcategories: ['रस्त्यावयलो दिवो पेटना', 'परत परत वीज वता', 'उक्तीं वायरां', 'मोडिल्लो विजेचो खांबो', 'ट्रान्सफॉर्मराचो प्रस्न'],
      },
      mr: {
        name: 'वीज आणि दिवाबत्ती',
        description: 'पथदिवे, वीजपुरवठा खंडित होणे आणि उघड्या तारा.',
        subcategories: ['पथदिवा बंद आहे', 'वारंवार वीज जाणे', 'उघड्या तारा', 'खराब झालेला विजेचा खांब', 'ट्रान्सफॉर्मरची समस्या'],
      },
      hi: {
        name: 'बिजली और रोशनी',
        description: 'स्ट्रीट लाइट, बिजली कटौती और खुले तार।',
        subcategories: ['स्ट्रीट लाइट बंद है', 'बार-बार बिजली कटौती', 'खुले तार', 'क्षतिग्रस्त बिजली का खंभा', 'ट्रांसफॉर्मर की समस्या'],
      },
    },
  },
  {
    key: 'environment',
    name: 'Environmental Issues',
    icon: '🌳',
    description: 'Tree felling, pollution, sand mining and damage to nature.',
    subcategories: ['Illegal tree felling', 'Water pollution', 'Air pollution', 'Illegal sand mining', 'Beach pollution'],
    enabled: true,
    order: 70,
    responseDays: 15,
    translations: {
      kok: {
        name: 'पर्यावरणाचे प्रस्न',
        description: 'झाडां कापप, प्रदूशण, रेंव काडप आनी सैमाचें लुकसाण.',
        subcategories: ['बेकायदेशीर झाडां कापप', 'उदकाचें प्रदूशण', 'वाऱ्याचें प्रदूशण', 'बेकायदेशीर रेंव काडप', 'दर्यादेगेर प्रदूशण'],
      },
      mr: {
        name: 'पर्यावरणाचे प्रश्न',
        description: 'वृक्षतोड, प्रदूषण, वाळू उपसा आणि निसर्गाची हानी.',
        subcategories: ['बेकायदा वृक्षतोड', 'जलप्रदूषण', 'वायुप्रदूषण', 'बेकायदा वाळू उपसा', 'समुद्रकिनाऱ्यावरील प्रदूषण'],
      },
      hi: {
        name: 'पर्यावरण से जुड़े मामले',
        description: 'पेड़ों की कटाई, प्रदूषण, रेत खनन और प्रकृति को नुकसान।',
        subcategories: ['अवैध पेड़ कटाई', 'जल प्रदूषण', 'वायु प्रदूषण', 'अवैध रेत खनन', 'समुद्र तट पर प्रदूषण'],
      },
    },
  },
  {
    key: 'construction',
    name: 'Illegal Construction',
    icon: '🏗️',
    description: 'Unauthorised buildings, encroachment and hill cutting.',
    subcategories: ['Unauthorised building', 'Encroachment on public land', 'Hill cutting', 'Construction in CRZ area', 'Construction debris'],
    enabled: true,
    order: 80,
    responseDays: 30,
    translations: {
      kok: {
        name: 'बेकायदेशीर बांदकाम',
        description: 'अनधिकृत इमारती, अतिक्रमण आनी दोंगर कापप.',
        subcategories: ['अनधिकृत इमारत', 'सार्वजनिक जमनीचेर अतिक्रमण', 'दोंगर कापप', 'सीआरझेड वाठारांत बांदकाम', 'बांदकामाचो कचरो'],
      },
      mr: {
        name: 'बेकायदा बांधकाम',
        description: 'अनधिकृत इमारती, अतिक्रमण आणि डोंगरकटाई.',
        subcategories: ['अनधिकृत इमारत', 'सार्वजनिक जागेवर अतिक्रमण', 'डोंगरकटाई', 'सीआरझेड क्षेत्रात बांधकाम', 'बांधकामाचा राडारोडा'],
      },
      hi: {
        name: 'अवैध निर्माण',
        description: 'अनधिकृत इमारतें, अतिक्रमण और पहाड़ियों की कटाई।',
        subcategories: ['अनधिकृत इमारत', 'सार्वजनिक ज़मीन पर अतिक्रमण', 'पहाड़ी कटाई', 'सीआरज़ेड क्षेत्र में निर्माण', 'निर्माण का मलबा'],
      },
    },
  },
];

/** Label of the free-text choice offered besides the subcategories (citizen spec section 5). */
export const OTHER_SUBCATEGORY = 'Other';

/** Subcategory choices exclude Other/Others, which is offered separately (citizen spec section 5). */
export function subcategoryChoices(subcategories: readonly string[]): string[] {
  return subcategories.filter((s) => !/^others?$/i.test(s.trim()));
}

/** Maximum length of a category key (admin spec section 9). */
export const CATEGORY_KEY_MAX_LENGTH = 50;

/**
 * Normalises a category key (admin spec section 5): lowercased, runs of non-alphanumerics become one
 * underscore, leading and trailing underscores trimmed, cut to 50 characters.
 */
export function normaliseCategoryKey(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, CATEGORY_KEY_MAX_LENGTH);
}

/** Splits comma separated subcategories: trimmed, empties dropped (admin spec section 5). */
export function splitSubcategories(input: string): string[] {
  return input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The order of a new category or plan: last order plus 10 (admin spec section 9). */
export function nextOrder(existing: readonly { order: number }[]): number {
  return existing.reduce((max, item) => Math.max(max, item.order), 0) + 10;
}

/** Bounds of a category's response time in days (admin Categories page; docs/adr/0048-escalation-ladder.md). */
export const RESPONSE_DAYS_MIN = 1;
export const RESPONSE_DAYS_MAX = 90;
/** The response time of a category created without one. */
export const DEFAULT_RESPONSE_DAYS = 15;
