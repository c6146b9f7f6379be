/**
 * How a photo is made light before it is uploaded (docs/adr/0120-photos-resized-on-the-phone.md, tuned in
 * docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md): at most 1600 px on the long side and about 550 kB,
 * re-encoded on a canvas, which keeps the picture upright (the EXIF orientation is applied to the pixels) and drops
 * every other piece of metadata (camera, time, GPS). The GPS of the original is read before (photo-gps.ts).
 */
export const RESIZE_OPTIONS = {
  /**
   * Long side in pixels: 1600 px still shows a pothole's edge or a sign's words (the server's 640 px preview and the
   * authority's letter use less), and at that size a phone photo fits the target at the first quality tried, so the
   * library seldom re-encodes a second time on a slow phone's processor.
   */
  maxWidthOrHeight: 1600,
  /**
   * Target size in MiB (the library lowers the quality, then the size, step by step until the file fits): 0.52 MiB,
   * about 545 kB, so that a phone photo travels as at most about 600 kB with its multipart framing, about 7 s on a
   * 'Fast 3G' uplink.
   */
  maxSizeMB: 0.52,
  /** Start a little under a phone camera's own quality: at 1600 px it lands under the target for most photos. */
  initialQuality: 0.8,
  preserveExif: false,
} as const;

/** The type of the resized file: PNG screenshots and photos become JPEG (a lossless PNG of 1600 px stays several MB). */
export function resizedType(type: string): string {
  return type === 'image/png' ? 'image/jpeg' : type;
}

/** The resized file's name: the chosen file's, with .jpg when it changed to JPEG. */
export function resizedName(name: string, fromType: string): string {
  if (resizedType(fromType) === fromType) return name;
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'photo'}.jpg`;
}

/** What the page sends the worker. */
export interface ResizeRequest {
  id: number;
  file: File;
  /**
   * Keep the original's EXIF (a JPEG's, orientation reset): for the reporter's after-photos, whose GPS the server reads
   * to verify the fix at the pin (photo_points). Every other photo travels without metadata.
   */
  keepExif: boolean;
}

/** What the worker answers: progress (0-100), then the resized blob or an error. */
export type ResizeReply = { id: number; progress: number } | { id: number; blob: Blob } | { id: number; error: string };
