/** Goa's bounding box in degrees (citizen spec sections 5 and 9). */
export const GOA_BOUNDS = { minLat: 14.932, maxLat: 15.916, minLng: 73.657, maxLng: 74.344 } as const;
/** Points outside the bounds by at most this many degrees are snapped to the border (citizen spec section 4). */
export const GOA_TOLERANCE_DEGREES = 0.05;
export const MAP_MIN_ZOOM = 10;
export const MAP_MAX_ZOOM = 17;
/** Zoom of the admin map link (admin spec section 9). */
export const MAP_LINK_ZOOM = 18;
export const COORDINATE_DECIMALS = 6;
/** Device location options (citizen spec section 9). */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 } as const;
/** Place search (citizen spec section 9). */
export const PLACE_SEARCH = { minChars: 3, debounceMs: 450, results: 5, blurCloseMs: 150 } as const;
/** Goa's state code (Census 2011 and LGD) and the district list limit (citizen spec section 9). */
export const GOA_STATE_CODE = 30;
export const DISTRICT_LIST_LIMIT = 30;

export interface LatLng {
  lat: number;
  lng: number;
}

export type SnapResult = { ok: true; lat: number; lng: number; snapped: boolean; outsideBounds: boolean } | { ok: false; reason: 'outside' };

/** Rounds degrees to the stored precision (6 decimals, about 0.1 m). */
export function roundToStoredPrecision(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/** True when the point lies inside Goa's bounding box. */
export function isInsideGoa({ lat, lng }: LatLng): boolean {
  return lat >= GOA_BOUNDS.minLat && lat <= GOA_BOUNDS.maxLat && lng >= GOA_BOUNDS.minLng && lng <= GOA_BOUNDS.maxLng;
}

/**
 * Snaps a point to Goa's bounding box (citizen spec section 4): inside, it is kept; outside by no more than
 * the tolerance on each axis, it is moved to the border and flagged; further out it is refused.
 */
export function snapToGoa(point: LatLng): SnapResult {
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { ok: false, reason: 'outside' };
  const b = GOA_BOUNDS;
  const t = GOA_TOLERANCE_DEGREES;
  const eps = 1e-9;
  if (lat < b.minLat - t - eps || lat > b.maxLat + t + eps || lng < b.minLng - t - eps || lng > b.maxLng + t + eps) {
    return { ok: false, reason: 'outside' };
  }
  const snappedLat = Math.min(Math.max(lat, b.minLat), b.maxLat);
  const snappedLng = Math.min(Math.max(lng, b.minLng), b.maxLng);
  const snapped = snappedLat !== lat || snappedLng !== lng;
  return { ok: true, lat: roundToStoredPrecision(snappedLat), lng: roundToStoredPrecision(snappedLng), snapped, outsideBounds: snapped };
}

/** The OpenStreetMap link for the admin panel, coordinates at 6 decimals and zoom 18 (admin spec section 9). */
export function mapUrl({ lat, lng }: LatLng): string {
  const la = lat.toFixed(COORDINATE_DECIMALS);
  const ln = lng.toFixed(COORDINATE_DECIMALS);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${MAP_LINK_ZOOM}/${la}/${ln}`;
}
