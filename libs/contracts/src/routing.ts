/** Routing levels and scopes (admin spec section 9). */
export const ROUTING_LEVELS = ['district', 'subdistrict', 'village', 'ulb'] as const;
export type RoutingLevel = (typeof ROUTING_LEVELS)[number];
export const ROUTING_SCOPES = ['Rural', 'Urban'] as const;
export type RoutingScope = (typeof ROUTING_SCOPES)[number];

/** Fallback order (admin spec section 9): Rural village → subdistrict → district; Urban ulb → district. */
export const FALLBACK_ORDER: Record<RoutingScope, readonly RoutingLevel[]> = {
  Rural: ['village', 'subdistrict', 'district'],
  Urban: ['ulb', 'district'],
};

/** Routing template columns (admin spec section 5): 7 columns plus up to 3 additional recipients. */
export const ROUTING_TEMPLATE_COLUMNS = ['Row ID', 'Location', 'Category Key', 'Authority Email', 'Designation', 'Name', 'Phone'] as const;
export const ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS = 3;
/** The columns of each additional recipient, n = 1..3 (docs/adr/0039-routing-template.md). */
export function routingTemplateRecipientColumns(n: number): [string, string, string] {
  return [`Additional Email ${n}`, `Additional Name ${n}`, `Additional Designation ${n}`];
}
/** Every column of the routing template and export, in order: the 7 of admin spec section 5, then 3 × 3 recipient columns. */
export const ROUTING_TEMPLATE_ALL_COLUMNS: readonly string[] = [
  ...ROUTING_TEMPLATE_COLUMNS,
  ...Array.from({ length: ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS }, (_, i) => routingTemplateRecipientColumns(i + 1)).flat(),
  'Escalation Level',
  'Language',
];
/**
 * The escalation level column: 0 the authority forwarded to, 1 and 2 the appellate levels. Last, so that the
 * spec's columns keep their places; optional on import (a file without it, or a blank cell, is level 0).
 */
export const ROUTING_TEMPLATE_LEVEL_COLUMN = 'Escalation Level';
/**
 * The office's language column (en, kok, mr, hi), after the level: optional on import; a blank cell or a file without
 * the column keeps the contact's language (English for a new one).
 */
export const ROUTING_TEMPLATE_LANGUAGE_COLUMN = 'Language';
/** Sheet names of the routing template: the rows, then the category reference (key, name, subcategories). */
export const ROUTING_TEMPLATE_SHEETS = { rows: 'Routing', categories: 'Categories' } as const;
/** Data rows accepted in one template file (a larger file is refused with an issue). */
export const ROUTING_TEMPLATE_MAX_ROWS = 50_000;
/** Row ID prefixes of the template (stable ids of the locations: 'D-551', 'S-5610', 'V-626635', 'U-252071'). */
export const ROUTING_ROW_ID_PREFIX: Record<RoutingLevel, string> = { district: 'D', subdistrict: 'S', village: 'V', ulb: 'U' };
/** Validation issues shown at most (admin spec section 9). */
export const ROUTING_TEMPLATE_MAX_ISSUES_SHOWN = 200;

/** A simple email shape (admin spec section 5, 'Invalid email: {value}'). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The deepest selected level of a location (admin spec section 5): ulb for Urban, else village, subdistrict, district. */
export function deepestLevel(
  scope: RoutingScope,
  codes: { districtCode?: unknown; subdistrictCode?: unknown; villageCode?: unknown; ulbCode?: unknown },
): RoutingLevel | null {
  if (scope === 'Urban') {
    if (codes.ulbCode) return 'ulb';
    return codes.districtCode ? 'district' : null;
  }
  if (codes.villageCode) return 'village';
  if (codes.subdistrictCode) return 'subdistrict';
  return codes.districtCode ? 'district' : null;
}
