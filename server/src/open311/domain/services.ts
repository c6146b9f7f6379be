import {
  normaliseCategoryKey,
  OTHER_SUBCATEGORY,
  subcategoryChoices,
  translatedListByPosition,
  translatedText,
  translationFor,
  URGENCIES,
  type CategoryTranslation,
  type Locale,
  type Translations,
} from '@civic/contracts';

/** What the services list needs of a category (content's CategoryInfo). */
export interface ServiceCategory {
  key: string;
  name: string;
  description: string;
  subcategories: readonly string[];
  /** Texts in kok, mr and hi; service names follow the request's language, codes stay English. */
  translations?: Translations<CategoryTranslation>;
}

/** One GeoReport v2 service: a category (filed as Other, its description as the issue) or one of its subcategories. */
export interface Open311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: 'realtime';
  keywords: string;
  group: string;
}

/** Where a service files its complaints: the category and the subcategory ('Other' for the category's own service). */
export interface ServiceTarget {
  categoryKey: string;
  subcategory: string;
}

/** Separates a category key ([a-z0-9_], never '-') from the subcategory's part in a service code: 'roads-potholes'. */
const SEPARATOR = '-';

/** The service code of a subcategory: the category key, '-', the subcategory lowercased with '_' for other characters. */
export function subcategoryServiceCode(categoryKey: string, subcategory: string): string {
  return `${categoryKey}${SEPARATOR}${normaliseCategoryKey(subcategory)}`;
}

/**
 * The services of the enabled categories, in the categories' order: the category itself (`roads`), then one
 * per subcategory (`roads-potholes`); group is the category's name; keywords the category and subcategory names.
 * Names, descriptions, groups and keywords are in `locale` where the category has texts in it (English otherwise);
 * service codes are built from the key and the English subcategory, the same in every language.
 */
export function servicesOf(categories: readonly ServiceCategory[], locale: Locale = 'en'): (Open311Service & { target: ServiceTarget })[] {
  const out: (Open311Service & { target: ServiceTarget })[] = [];
  for (const english of categories) {
    const translation = translationFor(english.translations, locale);
    const labels = new Map(english.subcategories.map((sub, i) => [sub, translatedListByPosition(english.subcategories, translation?.subcategories)[i]]));
    const label = (sub: string) => labels.get(sub) ?? sub;
    const c = { ...english, name: translatedText(english.name, translation?.name), description: translatedText(english.description, translation?.description) };
    out.push({
      service_code: c.key,
      service_name: c.name,
      description: c.description || c.name,
      metadata: true,
      type: 'realtime',
      keywords: [c.name, ...subcategoryChoices(c.subcategories).map(label)].join(', '),
      group: c.name,
      target: { categoryKey: c.key, subcategory: OTHER_SUBCATEGORY },
    });
    for (const sub of subcategoryChoices(c.subcategories)) {
      out.push({
        service_code: subcategoryServiceCode(c.key, sub),
        service_name: label(sub),
        description: `${c.name}: ${label(sub)}`,
        metadata: true,
        type: 'realtime',
        keywords: [c.name, label(sub)].join(', '),
        group: c.name,
        target: { categoryKey: c.key, subcategory: sub },
      });
    }
  }
  return out;
}

/** The service code a complaint was filed under: its subcategory's, or the category's for Other (and unknown ones). */
export function serviceCodeOf(categoryKey: string, subcategory: string): string {
  return subcategory === OTHER_SUBCATEGORY ? categoryKey : subcategoryServiceCode(categoryKey, subcategory);
}

/** One attribute of a service definition (GeoReport v2 "GET Service Definition"). */
export interface ServiceAttribute {
  variable: boolean;
  code: string;
  datatype: 'string' | 'number' | 'datetime' | 'text' | 'singlevaluelist' | 'multivaluelist';
  required: boolean;
  datatype_description: string;
  order: number;
  description: string;
  values?: { key: string; name: string }[];
}

/** The wizard's extra fields as attributes: urgency (default medium), landmark, anonymous (default false). */
export const SERVICE_ATTRIBUTES: readonly ServiceAttribute[] = [
  {
    variable: true,
    code: 'urgency',
    datatype: 'singlevaluelist',
    required: false,
    datatype_description: 'One of low, medium, high, critical; medium when not given.',
    order: 1,
    description: 'How urgent the problem is',
    values: URGENCIES.map((u) => ({ key: u, name: u[0].toUpperCase() + u.slice(1) })),
  },
  {
    variable: true,
    code: 'landmark',
    datatype: 'string',
    required: false,
    datatype_description: 'A nearby landmark, up to 200 characters.',
    order: 2,
    description: 'Nearby landmark',
  },
  {
    variable: true,
    code: 'anonymous',
    datatype: 'singlevaluelist',
    required: false,
    datatype_description: 'true hides the reporter from the authority; false when not given.',
    order: 3,
    description: 'Report anonymously',
    values: [
      { key: 'false', name: 'No' },
      { key: 'true', name: 'Yes' },
    ],
  },
];

/** Complaint statuses GeoReport v2 calls open; the others (resolved, rejected) are closed. */
export const OPEN_STATUSES = ['pending', 'in_progress', 'forwarded'] as const;
export const CLOSED_STATUSES = ['resolved', 'rejected'] as const;

/** The GeoReport v2 status of a complaint status. */
export function open311Status(status: string): 'open' | 'closed' {
  return (CLOSED_STATUSES as readonly string[]).includes(status) ? 'closed' : 'open';
}
