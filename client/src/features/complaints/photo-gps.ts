import type { LatLng } from '@civic/contracts';

/**
 * Reads the GPS position from a JPEG's EXIF (citizen spec section 4) with exifr's lite build, loaded on
 * first use. Null for other types (WebP carries no EXIF that exifr can read), for photos without GPS and
 * for unreadable files.
 */
export async function readPhotoGps(file: Blob): Promise<LatLng | null> {
  if (file.type !== 'image/jpeg') return null;
  try {
    const { default: exifr } = await import('exifr/dist/lite.esm.mjs');
    // The bytes rather than the Blob: photos are at most 10 MB, and exifr then needs no FileReader.
    const gps = await exifr.gps(new Uint8Array(await file.arrayBuffer()));
    if (!gps || !Number.isFinite(gps.latitude) || !Number.isFinite(gps.longitude)) return null;
    return { lat: gps.latitude, lng: gps.longitude };
  } catch {
    return null;
  }
}
