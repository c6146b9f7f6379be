import exifr from 'exifr';

/**
 * The GPS position in a photo's EXIF (confirm fix), read from the original bytes with exifr (the library the
 * wizard uses in the browser). Null for photos without a usable position (none, non-finite, or the 0,0 of a device
 * that had no fix) and for bytes exifr cannot read: a photo without a position is stored all the same.
 */
export async function readPhotoGps(content: Buffer): Promise<{ lat: number; lng: number } | null> {
  try {
    const gps = (await exifr.gps(content)) as { latitude?: number; longitude?: number } | undefined;
    const lat = gps?.latitude;
    const lng = gps?.longitude;
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
    return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
  } catch {
    return null;
  }
}
