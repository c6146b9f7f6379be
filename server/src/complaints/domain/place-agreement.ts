/**
 * Whether a pin agrees with the place a citizen chose (docs/adr/0121-pin-and-place-must-agree.md). Villages and ULBs
 * are known by their centroids only (data/goa), so "the pin lies in the chosen taluka" is approximated as: some village
 * or ULB of the chosen taluka (district, when no taluka is known) has its centroid within PLACE_AGREEMENT_KM of the
 * pin. A pin on Panaji's waterfront is 1.7 km from Reis Magos' centroid (Bardez) but 2.6 km from Panaji's (Tiswadi):
 * it agrees with Tiswadi. A pin at Reis Magos' centroid is 3.4 km from Panaji's: it does not.
 */
export const PLACE_AGREEMENT_KM = 3;

/** A village's or ULB's centroid with its taluka and district. */
export interface PlaceCentroid {
  districtCode: number;
  subdistrictCode: number | null;
  lat: number | null;
  lng: number | null;
}

/** Ground distance in kilometres (equirectangular: exact enough inside Goa's 100 km). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * True when some place of the chosen area (`subdistrictCode`, else `districtCode`) has its centroid within
 * PLACE_AGREEMENT_KM of the pin. Pure.
 */
export function pinAgreesWithArea(
  pin: { lat: number; lng: number },
  area: { districtCode: number; subdistrictCode: number | null },
  places: Iterable<PlaceCentroid>,
): boolean {
  for (const place of places) {
    if (place.lat === null || place.lng === null) continue;
    const inArea = area.subdistrictCode !== null ? place.subdistrictCode === area.subdistrictCode : place.districtCode === area.districtCode;
    if (inArea && distanceKm(pin, { lat: place.lat, lng: place.lng }) <= PLACE_AGREEMENT_KM) return true;
  }
  return false;
}
