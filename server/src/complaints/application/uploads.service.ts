import { randomUUID } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  isAllowedPhotoType,
  MAX_PHOTO_BYTES,
  Messages,
  PHOTO_MIME_TYPES,
  photoPreviewName,
  type PhotoMimeType,
  type UploadProvider,
} from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { fromRepoRoot } from '../../kernel/paths.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { isStoredPhotoName, LocalPhotoStore, photoNamesOfPreview, unsupportedType } from '../infrastructure/uploads/local-photo-store.js';
import { cloudinarySignature, imageKitSignature, presignS3Put, type S3Settings } from '../infrastructure/uploads/upload-signatures.js';

/** Folder (ImageKit, Cloudinary) or key prefix (S3) that complaint photos are uploaded to. */
export const PHOTO_FOLDER = 'complaints';
/** Lifetime of an ImageKit token: 30 minutes (ImageKit refuses more than one hour). */
export const IMAGEKIT_EXPIRE_SECONDS = 30 * 60;
/** Lifetime of an S3 presigned PUT URL: 5 minutes. */
export const S3_PRESIGN_EXPIRES_SECONDS = 5 * 60;
const EXTENSIONS: Record<PhotoMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** GET /api/uploads/config (citizen spec section 7). */
export interface UploadsConfig {
  provider: UploadProvider;
  /** Largest photo in bytes (10 MB = 10485760). */
  maxBytes: number;
  types: string[];
}

export interface ImageKitAuth {
  publicKey: string;
  signature: string;
  token: string;
  /** Unix time in seconds. */
  expire: number;
  folder: string;
  urlEndpoint: string;
}

export interface CloudinaryParams {
  apiKey: string;
  /** Unix time in seconds. */
  timestamp: number;
  folder: string;
  signature: string;
  cloudName: string;
}

/**
 * 409 UPLOAD_PROVIDER_NOT_CONFIGURED 'Uploads not configured' (citizen spec section 8): the call belongs to a provider
 * this server does not use (or whose keys are missing). A request for something the server does not offer is the
 * caller's error, never a 5xx (docs/adr/0027-paged-lists-and-hostile-input.md).
 */
export function notConfigured(): DomainError {
  return new DomainError(ErrorCode.UploadProviderNotConfigured, Messages.complaint.uploadsNotConfigured);
}

/**
 * Photo uploads through the provider chosen by UPLOAD_PROVIDER (DESIGN.md, embedded defaults): `local`
 * stores on the server; `imagekit`, `cloudinary` and `s3` get signed parameters so that the browser uploads
 * directly to them. Also decides which photo URLs a complaint may carry: only those of the configured
 * provider. Reads only: UploadsWriter records and checks whose an upload is, PresignUploadCommand records a presigned
 * upload, DeleteOrphanPhotosCommand and DeleteUnreferencedPhotosCommand delete photos.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');
  readonly localStore: LocalPhotoStore;

  constructor(
    private readonly config: AppConfig,
    private readonly storage: FileStorage,
  ) {
    this.localStore = new LocalPhotoStore(fromRepoRoot(config.UPLOAD_DIR), storage);
  }

  get provider(): UploadProvider {
    return this.config.UPLOAD_PROVIDER;
  }

  /** The folder the local provider stores photos in (absolute). */
  get localDir(): string {
    return fromRepoRoot(this.config.UPLOAD_DIR);
  }

  uploadsConfig(): UploadsConfig {
    return { provider: this.provider, maxBytes: MAX_PHOTO_BYTES, types: [...PHOTO_MIME_TYPES] };
  }

  /** ImageKit client-side upload authentication; 503 unless ImageKit is the configured provider with its keys. */
  imageKitAuth(now: Date = new Date()): ImageKitAuth {
    const { IMAGEKIT_PUBLIC_KEY: publicKey, IMAGEKIT_PRIVATE_KEY: privateKey, IMAGEKIT_URL_ENDPOINT: urlEndpoint } = this.config;
    if (this.provider !== 'imagekit' || !publicKey || !privateKey || !urlEndpoint) throw notConfigured();
    const token = randomUUID();
    const expire = Math.floor(now.getTime() / 1000) + IMAGEKIT_EXPIRE_SECONDS;
    return { publicKey, signature: imageKitSignature(privateKey, token, expire), token, expire, folder: `/${PHOTO_FOLDER}`, urlEndpoint };
  }

  /** Cloudinary signed upload parameters; 503 unless Cloudinary is the configured provider with its keys. */
  cloudinaryParams(now: Date = new Date()): CloudinaryParams {
    const { CLOUDINARY_CLOUD_NAME: cloudName, CLOUDINARY_API_KEY: apiKey, CLOUDINARY_API_SECRET: apiSecret } = this.config;
    if (this.provider !== 'cloudinary' || !cloudName || !apiKey || !apiSecret) throw notConfigured();
    const timestamp = Math.floor(now.getTime() / 1000);
    return { apiKey, timestamp, folder: PHOTO_FOLDER, signature: cloudinarySignature({ folder: PHOTO_FOLDER, timestamp }, apiSecret), cloudName };
  }

  /** POST /api/uploads/sign: the signed parameters of the configured direct-upload provider (ImageKit or Cloudinary). */
  sign(now: Date = new Date()): ImageKitAuth | CloudinaryParams {
    if (this.provider === 'imagekit') return this.imageKitAuth(now);
    if (this.provider === 'cloudinary') return this.cloudinaryParams(now);
    throw notConfigured();
  }

  /**
   * A presigned S3 PUT for one photo (5 minutes). The content type must be JPEG, PNG or WEBP ('Unsupported
   * type') and is signed into the URL; the object key is random under `complaints/`, the file name only
   * being checked for presence. PresignUploadCommand records the public URL as its caller's upload (the key is chosen
   * here, so no one else's photo can land there).
   */
  async presignS3(contentType: string, now?: Date): Promise<{ url: string; publicUrl: string }> {
    const settings = this.s3Settings();
    if (!settings) throw notConfigured();
    if (!isAllowedPhotoType(contentType)) throw unsupportedType();
    const key = `${PHOTO_FOLDER}/${randomUUID()}.${EXTENSIONS[contentType]}`;
    const url = await presignS3Put(settings, key, contentType, S3_PRESIGN_EXPIRES_SECONDS, now);
    return { url, publicUrl: `${this.s3PublicBase(settings)}/${key}` };
  }

  /**
   * Whether a complaint may carry this photo URL: it must come from the configured provider. Local: a
   * `/uploads/<name>` this server stored. ImageKit: under URL endpoint + /complaints/. Cloudinary: an image
   * of the cloud under complaints/. S3: the public base URL + /complaints/.
   */
  async isAcceptedPhotoUrl(url: string): Promise<boolean> {
    if (this.provider === 'local') return this.localStore.holds(url);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    const href = parsed.href;
    switch (this.provider) {
      case 'imagekit': {
        const endpoint = this.config.IMAGEKIT_URL_ENDPOINT?.replace(/\/+$/, '');
        return !!endpoint && href.startsWith(`${endpoint}/${PHOTO_FOLDER}/`);
      }
      case 'cloudinary': {
        const cloud = this.config.CLOUDINARY_CLOUD_NAME;
        if (!cloud) return false;
        const pattern = new RegExp(`^https://res\\.cloudinary\\.com/${cloud.replace(/[^a-zA-Z0-9_-]/g, '')}/image/upload/(?:v\\d+/)?${PHOTO_FOLDER}/[^?#]+$`);
        return pattern.test(href);
      }
      case 's3': {
        const settings = this.s3Settings();
        return !!settings && href.startsWith(`${this.s3PublicBase(settings)}/${PHOTO_FOLDER}/`);
      }
    }
  }

  /**
   * The public base (with its trailing slash) of the photos stored in S3 through the file storage, or null when S3 is not
   * both the upload provider and the storage: the photos under it are the server's to delete.
   */
  s3PhotosBase(): string | null {
    const settings = this.s3Settings();
    return settings && this.storage.kind === 's3' ? `${this.s3PublicBase(settings)}/` : null;
  }

  /**
   * Writes the preview of every stored photo of the local provider that has none (photos stored before previews
   * existed, or whose preview write failed) and deletes previews whose photo is gone; returns how many were written.
   * Run with the hourly clean-up, so a deployment's existing photos get their previews within the hour; until then
   * pages fall back to the full photo (docs/adr/0126-photo-previews.md).
   */
  async writeMissingPreviews(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.localDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const present = new Set(names);
    let written = 0;
    for (const name of names) {
      const photoNames = photoNamesOfPreview(name);
      if (photoNames && !photoNames.some((photo) => present.has(photo))) {
        await unlink(join(this.localDir, name)).catch(() => undefined);
        continue;
      }
      if (!isStoredPhotoName(name) || present.has(photoPreviewName(name))) continue;
      try {
        await this.localStore.writePreview(name, await readFile(join(this.localDir, name)));
        written += 1;
      } catch (error) {
        // A photo deleted meanwhile, or bytes that no longer decode: its pages keep showing the full photo.
        this.logger.warn(`Could not write the preview of photo ${name}: ${(error as Error).message}`);
      }
    }
    if (written) this.logger.log(`Wrote the previews of ${written} stored photo(s)`);
    return written;
  }

  private s3Settings(): S3Settings | null {
    const c = this.config;
    if (this.provider !== 's3' || !c.S3_BUCKET || !c.S3_REGION || !c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY) return null;
    return { bucket: c.S3_BUCKET, region: c.S3_REGION, accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY, endpoint: c.S3_ENDPOINT };
  }

  /** Where uploaded objects are read from: S3_PUBLIC_URL, else the endpoint/bucket, else the AWS virtual-hosted URL. */
  private s3PublicBase(s: S3Settings): string {
    if (this.config.S3_PUBLIC_URL) return this.config.S3_PUBLIC_URL.replace(/\/+$/, '');
    if (s.endpoint) return `${s.endpoint.replace(/\/+$/, '')}/${s.bucket}`;
    return `https://${s.bucket}.s3.${s.region}.amazonaws.com`;
  }
}
