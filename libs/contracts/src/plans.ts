import type { PlanTranslation, Translations } from './translations.js';

/** Default plans (citizen spec section 9). Amounts are in paise (1 rupee = 100 paise); gstRate is a fraction. */
export interface PlanDefault {
  key: string;
  name: string;
  description: string;
  /** Price before GST, in paise. */
  amount: number;
  currency: 'INR';
  /** GST as a fraction, 0.18 = 18 %. */
  gstRate: number;
  color: 'blue' | 'green' | 'gray';
  popular: boolean;
  enabled: boolean;
  order: number;
  allowOneTime: boolean;
  allowRecurring: boolean;
  features: string[];
  limitations: string[];
  /** Complaints per calendar month; null = unlimited. */
  complaintLimit: number | null;
  /** Photos per complaint. */
  photoLimit: number;
  /** The texts in Konkani, Marathi and Hindi (English is the record itself). */
  translations: Translations<PlanTranslation>;
}

export const FREE_PLAN_NAME = 'Free Citizen';
export const PREMIUM_PLAN_NAME = 'Premium Citizen';
export const ADVOCATE_PLAN_NAME = 'Advocate Plus';
export const DEFAULT_PLAN_LABEL = FREE_PLAN_NAME;
export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_GST_RATE = 0.18;
/** Maximum photo size for every plan, in MB (citizen spec section 9). */
export const MAX_PHOTO_MB = 10;

export const DEFAULT_PLANS: readonly PlanDefault[] = [
  {
    key: 'free',
    name: FREE_PLAN_NAME,
    description: 'File civic complaints with photo evidence at no cost.',
    amount: 0,
    currency: 'INR',
    gstRate: DEFAULT_GST_RATE,
    color: 'gray',
    popular: false,
    enabled: true,
    order: 10,
    allowOneTime: false,
    allowRecurring: false,
    features: ['3 complaints per month', '1 photo per complaint (10MB, JPG/PNG/WEBP)', 'Email status updates', 'Level 1 and level 2 escalations'],
    limitations: ['No GST invoice'],
    complaintLimit: 3,
    photoLimit: 1,
    translations: {
      kok: {
        name: 'मोफत नागरीक',
        description: 'फोटो पुराव्यां सयत नागरी तक्रारी कसलेंच शुल्क नासतना नोंद करात.',
        features: ['म्हयन्याक 3 तक्रारी', 'दर तक्रारीक 1 फोटो (10MB, JPG/PNG/WEBP)', 'ईमेलांतल्यान स्थितीची खबर', 'पांवडो 1 आनी पांवडो 2 चेर वयल्या अधिकाऱ्यांकडे तक्रार'],
        limitations: ['जीएसटी बिल ना'],
      },
      mr: {
        name: 'मोफत नागरिक',
        description: 'फोटो पुराव्यासह नागरी तक्रारी विनामूल्य नोंदवा.',
        features: ['दरमहा 3 तक्रारी', 'प्रत्येक तक्रारीसाठी 1 फोटो (10MB, JPG/PNG/WEBP)', 'ईमेलद्वारे स्थितीची माहिती', 'स्तर 1 आणि स्तर 2 वर वरिष्ठ अधिकाऱ्यांकडे तक्रार'],
        limitations: ['जीएसटी बीजक नाही'],
      },
      hi: {
        name: 'निःशुल्क नागरिक',
        description: 'फ़ोटो सबूत के साथ नागरिक शिकायतें बिना किसी शुल्क के दर्ज करें।',
        features: ['हर महीने 3 शिकायतें', 'हर शिकायत में 1 फ़ोटो (10MB, JPG/PNG/WEBP)', 'ईमेल से स्थिति की जानकारी', 'स्तर 1 और स्तर 2 पर वरिष्ठ अधिकारियों तक शिकायत'],
        limitations: ['जीएसटी चालान नहीं'],
      },
    },
  },
  {
    key: 'premium',
    name: PREMIUM_PLAN_NAME,
    description: 'More complaints and photos for active citizens.',
    amount: 19900,
    currency: 'INR',
    gstRate: DEFAULT_GST_RATE,
    color: 'blue',
    popular: true,
    enabled: true,
    order: 20,
    allowOneTime: true,
    allowRecurring: true,
    features: ['10 complaints per month', 'Up to 5 photos of 10MB per complaint', 'GST invoice', 'Level 1 and level 2 escalations'],
    limitations: [],
    complaintLimit: 10,
    photoLimit: 5,
    translations: {
      kok: {
        name: 'प्रीमियम नागरीक',
        description: 'सक्रीय नागरिकांखातीर चड तक्रारी आनी फोटो.',
        features: ['म्हयन्याक 10 तक्रारी', 'दर तक्रारीक 10MB मेरेनचे 5 फोटो', 'जीएसटी बिल', 'पांवडो 1 आनी पांवडो 2 चेर वयल्या अधिकाऱ्यांकडे तक्रार'],
        limitations: [],
      },
      mr: {
        name: 'प्रीमियम नागरिक',
        description: 'सक्रिय नागरिकांसाठी अधिक तक्रारी आणि फोटो.',
        features: ['दरमहा 10 तक्रारी', 'प्रत्येक तक्रारीसाठी 10MB पर्यंतचे 5 फोटो', 'जीएसटी बीजक', 'स्तर 1 आणि स्तर 2 वर वरिष्ठ अधिकाऱ्यांकडे तक्रार'],
        limitations: [],
      },
      hi: {
        name: 'प्रीमियम नागरिक',
        description: 'सक्रिय नागरिकों के लिए ज़्यादा शिकायतें और फ़ोटो।',
        features: ['हर महीने 10 शिकायतें', 'हर शिकायत में 10MB तक की 5 फ़ोटो', 'जीएसटी चालान', 'स्तर 1 और स्तर 2 पर वरिष्ठ अधिकारियों तक शिकायत'],
        limitations: [],
      },
    },
  },
  {
    key: 'advocate',
    name: ADVOCATE_PLAN_NAME,
    description: 'Unlimited complaints for advocates and resident groups.',
    amount: 49900,
    currency: 'INR',
    gstRate: DEFAULT_GST_RATE,
    color: 'green',
    popular: false,
    enabled: true,
    order: 30,
    allowOneTime: true,
    allowRecurring: true,
    features: ['Unlimited complaints', 'Up to 5 photos of 10MB per complaint', 'GST invoice', 'Level 1 and level 2 escalations'],
    limitations: [],
    complaintLimit: null,
    photoLimit: 5,
    translations: {
      kok: {
        name: 'ॲडव्होकेट प्लस',
        description: 'वकील आनी रहिवासी गटांखातीर अमर्याद तक्रारी.',
        features: ['अमर्याद तक्रारी', 'दर तक्रारीक 10MB मेरेनचे 5 फोटो', 'जीएसटी बिल', 'पांवडो 1 आनी पांवडो 2 चेर वयल्या अधिकाऱ्यांकडे तक्रार'],
        limitations: [],
      },
      mr: {
        name: 'ॲडव्होकेट प्लस',
        description: 'वकील आणि रहिवासी संघटनांसाठी अमर्याद तक्रारी.',
        features: ['अमर्याद तक्रारी', 'प्रत्येक तक्रारीसाठी 10MB पर्यंतचे 5 फोटो', 'जीएसटी बीजक', 'स्तर 1 आणि स्तर 2 वर वरिष्ठ अधिकाऱ्यांकडे तक्रार'],
        limitations: [],
      },
      hi: {
        name: 'एडवोकेट प्लस',
        description: 'अधिवक्ताओं और निवासी समूहों के लिए असीमित शिकायतें।',
        features: ['असीमित शिकायतें', 'हर शिकायत में 10MB तक की 5 फ़ोटो', 'जीएसटी चालान', 'स्तर 1 और स्तर 2 पर वरिष्ठ अधिकारियों तक शिकायत'],
        limitations: [],
      },
    },
  },
];

/** Plans an admin may grant without payment (admin spec section 9). */
export const GRANTABLE_PLANS = [PREMIUM_PLAN_NAME, ADVOCATE_PLAN_NAME] as const;

/** The default plan of a plan name, or the Free plan for an unknown name. */
export function planDefaultsFor(planName: string | null | undefined): PlanDefault {
  return DEFAULT_PLANS.find((p) => p.name === planName) ?? DEFAULT_PLANS[0];
}

/** Formats paise as rupees with 2 decimals ("199.00"). */
export function formatPaise(paise: number): string {
  return (paise / 100).toFixed(2);
}
