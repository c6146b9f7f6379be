import { type LatLng, type LocationSource, snapToGoa } from '@civic/contracts';

/**
 * The complaint's exact point and where it came from (citizen spec sections 4, 5 and 9). Pure functions,
 * used by the wizard's reducer:
 * - photo metadata (EXIF GPS) fills the pin only while there is none; a pin the citizen chose (a dropped
 *   pin, the device location or a place search) is never overwritten by photo metadata;
 * - removing the photo that supplied the pin falls back to another photo's metadata, else clears it;
 * - a point outside Goa by at most 0.05 degrees is snapped to the border with a warning, further out it
 *   is refused (snapToGoa); coordinates are kept to 6 decimals.
 */

export interface Pin extends LatLng {
  source: LocationSource;
  /** Device accuracy in metres (source geolocation only). */
  accuracy?: number;
  /** The photo whose metadata supplied the pin (source exif only). */
  photoId?: string;
  /** The point was just outside Goa and was moved to the border. */
  snapped: boolean;
}

/** A photo's GPS point, already snapped into Goa. */
export interface PhotoPoint extends LatLng {
  photoId: string;
  snapped: boolean;
}

/** What the citizen is told about the last point: snapped to the border, or refused as outside Goa. */
export type LocationNotice = { kind: 'snapped' } | { kind: 'outside'; from: 'photo'; fileName: string } | { kind: 'outside'; from: 'user' };

export interface LocationState {
  pin: Pin | null;
  /** GPS points of the current photos, in the order they were read. */
  photoPoints: PhotoPoint[];
  notice: LocationNotice | null;
}

export const EMPTY_LOCATION: LocationState = { pin: null, photoPoints: [], notice: null };

/** Sources the citizen chose: photo metadata never replaces them. */
export type UserLocationSource = Exclude<LocationSource, 'exif'>;

function pinFromPhoto(point: PhotoPoint): Pin {
  return { lat: point.lat, lng: point.lng, source: 'exif', photoId: point.photoId, snapped: point.snapped };
}

/** A photo's EXIF GPS was read. Refused outside Goa; otherwise remembered, and it becomes the pin only when there is none. */
export function photoLocated(state: LocationState, photoId: string, fileName: string, raw: LatLng): LocationState {
  const snap = snapToGoa(raw);
  if (!snap.ok) return { ...state, notice: { kind: 'outside', from: 'photo', fileName } };
  const point: PhotoPoint = { photoId, lat: snap.lat, lng: snap.lng, snapped: snap.snapped };
  const photoPoints = [...state.photoPoints.filter((p) => p.photoId !== photoId), point];
  if (state.pin) return { ...state, photoPoints };
  return { pin: pinFromPhoto(point), photoPoints, notice: point.snapped ? { kind: 'snapped' } : null };
}

/**
 * A photo was removed. If its metadata supplied the pin, the pin falls back to the first other photo
 * with metadata, or is cleared. A pin the citizen chose stays.
 */
export function photoRemoved(state: LocationState, photoId: string): LocationState {
  const photoPoints = state.photoPoints.filter((p) => p.photoId !== photoId);
  const suppliedPin = state.pin?.source === 'exif' && state.pin.photoId === photoId;
  if (!suppliedPin) return { ...state, photoPoints };
  const next = photoPoints[0];
  if (!next) return { pin: null, photoPoints, notice: null };
  return { pin: pinFromPhoto(next), photoPoints, notice: next.snapped ? { kind: 'snapped' } : null };
}

/** The citizen dropped a pin, used the device location or picked a search result. Refused outside Goa (the old pin stays). */
export function userPinSet(state: LocationState, raw: LatLng, source: UserLocationSource, accuracy?: number): LocationState {
  const snap = snapToGoa(raw);
  if (!snap.ok) return { ...state, notice: { kind: 'outside', from: 'user' } };
  const pin: Pin = { lat: snap.lat, lng: snap.lng, source, snapped: snap.snapped };
  if (source === 'geolocation' && accuracy !== undefined && Number.isFinite(accuracy) && accuracy >= 0) pin.accuracy = Math.round(accuracy);
  return { ...state, pin, notice: snap.snapped ? { kind: 'snapped' } : null };
}

/** The coordinates of the complaint body (citizen spec section 3), or null without a pin. */
export function coordinatesOf(pin: Pin | null): { lat: number; lng: number; source: LocationSource; accuracy?: number } | null {
  if (!pin) return null;
  return { lat: pin.lat, lng: pin.lng, source: pin.source, ...(pin.accuracy !== undefined ? { accuracy: pin.accuracy } : {}) };
}
