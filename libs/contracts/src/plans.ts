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
