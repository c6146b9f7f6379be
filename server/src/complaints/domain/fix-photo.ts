import { distanceMetres, FIX_VERIFY_RADIUS_METRES } from '@civic/contracts';

/** Where the server read an uploaded photo's EXIF GPS, and when it was uploaded (a photo_points row). */
export interface PhotoPosition {
  lat: number;
  lng: number;
  createdAt: Date;
}

/**
 * Whether an after-photo verifies a fix: the server read EXIF GPS from its original bytes at upload, the upload came
 * no earlier than `notBefore` (the resolution, for the reporter; the authority's link, for an authority), and the
 * position lies within FIX_VERIFY_RADIUS_METRES of the complaint's pin. One rule for the reporter's confirmation and
 * the authority's resolution; the browser's word is never taken.
 */
export function photoVerifiesFix(point: PhotoPosition | null | undefined, pin: { lat: number; lng: number }, notBefore: Date | null): boolean {
  return !!point && !!notBefore && point.createdAt.getTime() >= notBefore.getTime() && distanceMetres(point, pin) <= FIX_VERIFY_RADIUS_METRES;
}
