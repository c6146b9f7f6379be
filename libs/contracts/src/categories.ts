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
