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
/**
 * Long side of a photo's preview, in pixels. Photos are shown as thumbnails about 180 CSS px wide and 128 high
 * (320 × 224 device pixels on a phone), so 640 px covers them at any density while a full photo opens on a tap.
 */
export const PHOTO_PREVIEW_MAX_SIDE = 640;
/** A photo stored by the `local` provider: /uploads/, 32 random hex characters, the extension of its type. */
const LOCAL_PHOTO_URL = /^\/uploads\/([a-f0-9]{32})\.(?:jpg|png|webp)$/;
/** What a preview's file name has in place of its photo's extension: `<name>.jpg` → `<name>.preview.webp`. */
export const PHOTO_PREVIEW_SUFFIX = '.preview.webp';

/** The file name of the preview of the stored photo file `storedName` (`<name>.<ext>` → `<name>.preview.webp`). */
export function photoPreviewName(storedName: string): string {
  const dot = storedName.indexOf('.');
  return `${dot === -1 ? storedName : storedName.slice(0, dot)}${PHOTO_PREVIEW_SUFFIX}`;
}

/**
 * The URL of the preview the `local` upload provider writes beside each photo it stores: `/uploads/<name>.preview.webp`,
 * a WebP of at most PHOTO_PREVIEW_MAX_SIDE px on its long side (docs/adr/0126-photo-previews.md). Null for any other
 * URL (photos at ImageKit, Cloudinary or S3, which have none), so a page shows those at their stored size.
 */
export function photoPreviewUrl(photoUrl: string): string | null {
  return LOCAL_PHOTO_URL.test(photoUrl) ? `/uploads/${photoPreviewName(photoUrl.slice('/uploads/'.length))}` : null;
}
export const FREE_PHOTO_LIMIT = 1;
export const PREMIUM_PHOTO_LIMIT = 5;
export const PHOTO_UPLOAD_STATUSES = ['pending', 'uploading', 'done', 'error'] as const;
export type PhotoUploadStatus = (typeof PHOTO_UPLOAD_STATUSES)[number];
export const UPLOAD_PROVIDERS = ['local', 'imagekit', 'cloudinary', 's3'] as const;
export type UploadProvider = (typeof UPLOAD_PROVIDERS)[number];

export function isAllowedPhotoType(mime: string): mime is PhotoMimeType {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(mime);
}
