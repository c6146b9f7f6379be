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
