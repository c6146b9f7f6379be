import { randomBytes } from 'node:crypto';
import { access, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Sharp, SharpOptions } from 'sharp';
import {
  ErrorCode,
  isAllowedPhotoType,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  Messages,
  PHOTO_PREVIEW_MAX_SIDE,
  PHOTO_PREVIEW_SUFFIX,
  photoPreviewName,
  STORED_PHOTO_MAX_SIDE,
  type PhotoMimeType,
} from '@civic/contracts';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { type FileStorage, PHOTO_KEY_PREFIX } from '../../../kernel/storage/file-storage.js';

let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;

/**
 * sharp (libvips), loaded on the first photo instead of at start-up, with libvips' operation cache off and one libvips
 * thread per image: an API process that stores no photo does not carry the library, and one that does keeps no
 * decoded images between uploads (the API process's peak RSS).
 */
function sharpLib(): Promise<(input: Buffer, options: SharpOptions) => Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}

/**
 * Photos decoded and re-encoded at once by this process: a decoded phone photo takes width × height × 3
 * bytes (36 MB for 12 megapixels), and sixteen uploads at once raised the API process's resident memory by about
 * 100 MB that the allocator kept afterwards. Two at once keep both cores busy; the others wait with their bytes only.
 */
const reencoding = pLimit(2);

/** The URL path under which the server serves stored photos (bootstrap.ts registers the static folder). */
export const LOCAL_UPLOADS_PATH = '/uploads';
/** Stored names: 32 random hex characters and the extension of the detected type. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/** The random part of a stored photo's name, as its preview's name carries it (photoPreviewName). */
const RANDOM_PART = /^[a-f0-9]{32}$/;
/** Quality of a preview's WebP encoding: a 640 px preview of a street photo is 30-60 kB at 75. */
const PREVIEW_QUALITY = 75;

/** True for the name of a photo this store wrote (not its preview, not a temporary file, not anything else in the folder). */
export function isStoredPhotoName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The stored photo names a preview name can belong to (`<hex>.jpg`, `.png` or `.webp`), or null for other files. */
export function photoNamesOfPreview(name: string): string[] | null {
  if (!name.endsWith(PHOTO_PREVIEW_SUFFIX)) return null;
  const random = name.slice(0, -PHOTO_PREVIEW_SUFFIX.length);
  return RANDOM_PART.test(random) ? Object.values(EXTENSIONS).map((extension) => `${random}.${extension}`) : null;
}
/** Names of stored photos this process has written or found on disk (about 40 bytes each). */
const KNOWN_NAMES = 20_000;
const EXTENSIONS: Record<PhotoMimeType, 'jpg' | 'png' | 'webp'> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** 415 UNSUPPORTED_MEDIA_TYPE 'Unsupported type' (citizen spec section 5). */
export function unsupportedType(): DomainError {
  return new DomainError(ErrorCode.UnsupportedMediaType, Messages.complaint.unsupportedType);
}

/** 413 PAYLOAD_TOO_LARGE 'File too large (10MB max)' (citizen spec section 5). */
export function fileTooLarge(): DomainError {
  return new DomainError(ErrorCode.PayloadTooLarge, Messages.complaint.fileTooLarge, { maxBytes: MAX_PHOTO_BYTES });
}

/**
 * 413 PAYLOAD_TOO_LARGE 'Image too large (40 megapixels max)...': a small file can decode to gigabytes (a 750 KB PNG of
 * 16,000 × 16,000 pixels is 768 MB decoded), so the pixel count is checked from the header before decoding.
 */
export function imageTooLarge(pixels?: number): DomainError {
  return new DomainError(ErrorCode.PayloadTooLarge, Messages.complaint.imageTooLarge, { maxPixels: MAX_PHOTO_PIXELS, ...(pixels ? { pixels } : {}) });
}

/**
 * The `local` upload provider: photos on the server's disk under UPLOAD_DIR, served at /uploads/<name>.
 * A file is accepted by its content (magic bytes), never its name or declared type: JPEG, PNG or WEBP only,
 * 10 MB and 40 megapixels at most. It is decoded and re-encoded, which drops every metadata block (EXIF with GPS, XMP,
 * ICC comments); the EXIF orientation is applied to the pixels first so the photo still shows upright, and a photo
 * longer than 2048 px on its long side is scaled down to it (what a browser shows of it; a phone's 12 megapixels
 * would otherwise be served to every reader at full size).
 */
export class LocalPhotoStore {
  /**
   * Photos known to be on disk (checking the file of each photo of each filing was 4.7 % of a filing
   * burst's time). A stored photo is deleted only with its complaint or after 24 hours unreferenced, so a name once
   * seen stays true; an unknown name is looked for on disk, so another process's uploads are found as before. A photo
   * deleted by another process may stay known here until evicted.
   */
  private readonly known = new LRUCache<string, true>({ max: KNOWN_NAMES });

  constructor(
    private readonly dir: string,
    private readonly storage: FileStorage,
  ) {}

  /** Checks, cleans and stores one photo; returns the URL path it is served at. */
  async save(content: Buffer): Promise<{ url: string; name: string; type: PhotoMimeType; bytes: number }> {
    if (content.length > MAX_PHOTO_BYTES) throw fileTooLarge();
    const detected = await fileTypeFromBuffer(content);
    if (!detected || !isAllowedPhotoType(detected.mime)) throw unsupportedType();
    const type = detected.mime;
    const sharp = await sharpLib();
    let pixels: number;
    try {
      // The header only: no pixel is decoded yet.
      const { width = 0, height = 0 } = await sharp(content, { failOn: 'error', animated: false, limitInputPixels: false }).metadata();
      pixels = width * height;
    } catch {
      throw unsupportedType();
    }
    if (pixels > MAX_PHOTO_PIXELS) throw imageTooLarge(pixels);
    let cleaned: Buffer;
    try {
      cleaned = await reencoding(() => {
        const image = sharp(content, { failOn: 'error', animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
          .autoOrient()
          .resize({ width: STORED_PHOTO_MAX_SIDE, height: STORED_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
        return type === 'image/jpeg'
          ? image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
          : type === 'image/png'
            ? image.png({ compressionLevel: 9 }).toBuffer()
            : image.webp({ quality: 85 }).toBuffer();
      });
    } catch {
      // The header looked like an image but the data cannot be decoded.
      throw unsupportedType();
    }
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    const url = `${LOCAL_UPLOADS_PATH}/${name}`;
    // Through the storage port, whose local adapter keeps photos flat in UPLOAD_DIR (docs/adr/0111-one-storage-port.md).
    // The photo before its preview: the hourly clean-up deletes a preview whose photo is missing.
    await this.storage.put(`${PHOTO_KEY_PREFIX}${name}`, cleaned, type);
    await this.writePreview(name, cleaned);
    this.known.set(name, true);
    return { url, name, type, bytes: cleaned.length };
  }

  /**
   * Writes the preview of the stored photo `name` from its cleaned bytes: a WebP of at most PHOTO_PREVIEW_MAX_SIDE px
   * on its long side, served at photoPreviewUrl(url) (docs/adr/0126-photo-previews.md). Pages show photos by their
   * preview, so a complaint's page paints a 40 kB image instead of a 2048 px one of 300 kB or more.
   */
  async writePreview(name: string, cleaned: Buffer): Promise<void> {
    const sharp = await sharpLib();
    const preview = await reencoding(() =>
      sharp(cleaned, { failOn: 'error', animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
        .resize({ width: PHOTO_PREVIEW_MAX_SIDE, height: PHOTO_PREVIEW_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PREVIEW_QUALITY })
        .toBuffer(),
    );
    await this.storage.put(`${PHOTO_KEY_PREFIX}${photoPreviewName(name)}`, preview, 'image/webp');
  }

  /**
   * Removes the stored photo at `url` (`/uploads/<name>`) and its preview, and forgets it. Throws when the photo's file
   * cannot be removed (ENOENT when it is gone); a preview left behind is deleted by the next hourly clean-up.
   */
  async remove(url: string): Promise<void> {
    const name = basename(url);
    await unlink(join(this.dir, name));
    this.forget(url);
    await unlink(join(this.dir, photoPreviewName(name))).catch(() => undefined);
  }

  /** Forgets a deleted photo, so that this process no longer accepts its URL. */
  forget(url: string): void {
    this.known.delete(url.slice(`${LOCAL_UPLOADS_PATH}/`.length));
  }

  /** True when `url` is `/uploads/<name>` of a photo this store holds. */
  async holds(url: string): Promise<boolean> {
    const prefix = `${LOCAL_UPLOADS_PATH}/`;
    if (!url.startsWith(prefix)) return false;
    const name = url.slice(prefix.length);
    if (!STORED_NAME.test(name)) return false;
    if (this.known.has(name)) return true;
    try {
      await access(join(this.dir, name));
      this.known.set(name, true);
      return true;
    } catch {
      return false;
    }
  }
}
