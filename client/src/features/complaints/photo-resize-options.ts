/**
 * How a photo is made light before it is uploaded (docs/adr/0120-photos-resized-on-the-phone.md): at most 2048 px on
 * the long side and about 1 MB, re-encoded on a canvas, which keeps the picture upright (the EXIF orientation is
 * applied to the pixels) and drops every other piece of metadata (camera, time, GPS). The GPS of the original is read
 * before (photo-gps.ts).
 */
export const RESIZE_OPTIONS = {
  /** Long side in pixels. */
  maxWidthOrHeight: 2048,
  /**
   * Target size in MiB (the library lowers the quality, then the size, step by step until the file fits): just under
   * 1 MB, so that three photos stay under 3 MB with their multipart framing.
   */
  maxSizeMB: 0.9,
  /** Start at a quality a phone camera's JPEG is usually already at. */
  initialQuality: 0.85,
  preserveExif: false,
} as const;

/** The type of the resized file: PNG screenshots and photos become JPEG (a lossless PNG of 2048 px stays several MB). */
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
