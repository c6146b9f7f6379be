/** Photo rules (citizen spec sections 5 and 9). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];
/** Maximum size of one photo: 10 MB = 10 × 1024 × 1024 bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Largest decoded image accepted: 40 megapixels (8000 × 5000; a 16,000 × 16,000 PNG of 750 KB decodes to 768 MB).
 * Counted from the image header, before any decoding.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Long side of a stored photo, in pixels: larger photos are scaled down to it (aspect ratio kept). */
export const STORED_PHOTO_MAX_SIDE = 2048;
export const FREE_PHOTO_LIMIT = 1;
export const PREMIUM_PHOTO_LIMIT = 5;
export const PHOTO_UPLOAD_STATUSES = ['pending', 'uploading', 'done', 'error'] as const;
export type PhotoUploadStatus = (typeof PHOTO_UPLOAD_STATUSES)[number];
export const UPLOAD_PROVIDERS = ['local', 'imagekit', 'cloudinary', 's3'] as const;
export type UploadProvider = (typeof UPLOAD_PROVIDERS)[number];

export function isAllowedPhotoType(mime: string): mime is PhotoMimeType {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(mime);
}
