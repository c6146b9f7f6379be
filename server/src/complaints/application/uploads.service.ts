import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
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
import { UploadNotOwnedError } from '../domain/complaint.errors.js';
import { Upload, type UploadOwner } from '../domain/upload.entity.js';
import { isStoredPhotoName, LOCAL_UPLOADS_PATH, LocalPhotoStore, photoNamesOfPreview, unsupportedType } from '../infrastructure/uploads/local-photo-store.js';
import { cloudinarySignature, imageKitSignature, presignS3Put, type S3Settings } from '../infrastructure/uploads/upload-signatures.js';

/** Folder (ImageKit, Cloudinary) or key prefix (S3) that complaint photos are uploaded to. */
export const PHOTO_FOLDER = 'complaints';
/** Lifetime of an ImageKit token: 30 minutes (ImageKit refuses more than one hour). */
export const IMAGEKIT_EXPIRE_SECONDS = 30 * 60;
/** Lifetime of an S3 presigned PUT URL: 5 minutes. */
export const S3_PRESIGN_EXPIRES_SECONDS = 5 * 60;
const EXTENSIONS: Record<PhotoMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** How long an uploaded photo may wait for a complaint that carries it before it is deleted: 24 hours. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/** Stored files looked up in one statement by the clean-up. */
const CLEANUP_BATCH = 500;

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
 * provider.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');
  readonly localStore: LocalPhotoStore;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
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
   * being checked for presence. The object's public URL is recorded as `owner`'s upload (the key is chosen here, so
   * no one else's photo can land there).
   */
  async presignS3(contentType: string, owner: UploadOwner, now?: Date): Promise<{ url: string; publicUrl: string }> {
    const settings = this.s3Settings();
    if (!settings) throw notConfigured();
    if (!isAllowedPhotoType(contentType)) throw unsupportedType();
    const key = `${PHOTO_FOLDER}/${randomUUID()}.${EXTENSIONS[contentType]}`;
    const url = await presignS3Put(settings, key, contentType, S3_PRESIGN_EXPIRES_SECONDS, now);
    const publicUrl = `${this.s3PublicBase(settings)}/${key}`;
    await this.recordUpload(publicUrl, owner);
    return { url, publicUrl };
  }

  /** Records that `owner` made the upload at `url` (in `manager`'s transaction when given). */
  async recordUpload(url: string, owner: UploadOwner, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(Upload, { url, ...Upload.ownerColumns(owner) });
  }

  /**
   * Checks the photos a filing, answer or request carries: each must come from the configured provider (else
   * `invalid()`), and `owner` must have uploaded each one (else 403 UPLOAD_NOT_OWNED naming `field`): an upload
   * belongs to the account, response link or Open311 key that made it (docs/adr/0133). The server records local and S3
   * uploads when it stores or presigns them; an ImageKit or Cloudinary upload, which the server never sees, is
   * recorded here as `owner`'s by the first call that carries it. A URL with no record otherwise, or whose owner is
   * gone, belongs to no one.
   */
  async checkPhotos(urls: readonly string[], owner: UploadOwner, field: string, invalid: () => DomainError): Promise<void> {
    if (urls.length === 0) return;
    for (const url of urls) if (!(await this.isAcceptedPhotoUrl(url))) throw invalid();
    if (this.provider === 'imagekit' || this.provider === 'cloudinary') {
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(Upload)
        .values(urls.map((url) => ({ url, ...Upload.ownerColumns(owner) })))
        .orIgnore()
        .execute();
    }
    const rows = await this.dataSource.getRepository(Upload).findBy({ url: In([...urls]) });
    const owned = new Set(rows.filter((row) => row.isOwnedBy(owner)).map((row) => row.url));
    const foreign = urls.filter((url) => !owned.has(url));
    if (foreign.length > 0) throw new UploadNotOwnedError(field, foreign);
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
   * Deletes the stored files of photos of a deleted complaint (admin spec section 7, DELETE /api/admin/complaints/{id}).
   * Photos of the local provider (`/uploads/<name>` files under UPLOAD_DIR, whatever the provider configured now)
   * are removed from disk; with S3 as the provider, photos under its public base are removed from the bucket through
   * the file storage; photos at ImageKit or Cloudinary stay with the provider and are listed in `kept`
   * (docs/adr/0026-complaints-desk.md). A file that cannot be removed is logged and listed in `kept`; the
   * complaint stays deleted.
   */
  async deleteStoredPhotos(urls: readonly string[]): Promise<{ deleted: string[]; kept: string[] }> {
    const deleted: string[] = [];
    const kept: string[] = [];
    const s3 = this.s3Settings();
    const s3Photos = s3 && this.storage.kind === 's3' ? `${this.s3PublicBase(s3)}/` : null;
    for (const url of new Set(urls)) {
      if (s3Photos && url.startsWith(`${s3Photos}${PHOTO_FOLDER}/`)) {
        try {
          await this.storage.delete(decodeURIComponent(url.slice(s3Photos.length)));
          deleted.push(url);
        } catch (error) {
          this.logger.warn(`Could not delete photo ${url}: ${(error as Error).message}`);
          kept.push(url);
        }
        continue;
      }
      if (!(await this.localStore.holds(url))) {
        if (!url.startsWith(`${LOCAL_UPLOADS_PATH}/`)) kept.push(url);
        continue;
      }
      try {
        await this.unlinkLocalPhoto(url);
        deleted.push(url);
      } catch (error) {
        this.logger.warn(`Could not delete photo ${url}: ${(error as Error).message}`);
        kept.push(url);
      }
    }
    if (kept.length) this.logger.log(`Photos kept at their provider after deleting a complaint: ${kept.join(', ')}`);
    // A kept photo keeps its owner's record, so that no one else can file it.
    if (deleted.length) await this.dataSource.query('DELETE FROM uploads WHERE url = ANY($1::text[])', [deleted]);
    return { deleted, kept };
  }

  /**
   * Deletes the photos of the local provider that were stored more than 24 hours before `now` (file modification time)
   * and that no complaint carries, as a photo or as its fix photo: an upload abandoned with its form, or sent without
   * ever filing, does not stay on disk. Their photo_points rows go with them. Runs in batches of CLEANUP_BATCH names,
   * each one statement against complaints_photos_gin_idx and complaints_fix_photo_idx; returns the deleted URLs.
   */
  async deleteUnreferencedPhotos(now: Date): Promise<string[]> {
    let names: string[];
    try {
      names = (await readdir(this.localDir)).filter(isStoredPhotoName);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const cutoff = now.getTime() - UNREFERENCED_UPLOAD_TTL_MS;
    const deleted: string[] = [];
    for (let i = 0; i < names.length; i += CLEANUP_BATCH) {
      const old: string[] = [];
      for (const name of names.slice(i, i + CLEANUP_BATCH)) {
        const info = await stat(join(this.localDir, name)).catch(() => null);
        if (info && info.mtimeMs < cutoff) old.push(`${LOCAL_UPLOADS_PATH}/${name}`);
      }
      if (!old.length) continue;
      const rows: { url: string }[] = await this.dataSource.query(
        `SELECT u.url FROM unnest($1::text[]) AS u(url)
          WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.photos @> ARRAY[u.url])
            AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.fix_photo = u.url)`,
        [old],
      );
      for (const { url } of rows) {
        try {
          await this.unlinkLocalPhoto(url);
          deleted.push(url);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not delete unreferenced photo ${url}: ${(error as Error).message}`);
        }
      }
    }
    if (deleted.length) {
      await this.dataSource.query('DELETE FROM photo_points WHERE url = ANY($1::text[])', [deleted]);
      await this.dataSource.query('DELETE FROM uploads WHERE url = ANY($1::text[])', [deleted]);
      this.logger.log(`Deleted ${deleted.length} uploaded photo(s) no complaint referenced after 24 hours`);
    }
    return deleted;
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

  /** Removes a stored photo of the local provider and its preview. */
  private async unlinkLocalPhoto(url: string): Promise<void> {
    const name = basename(url);
    await unlink(join(this.localDir, name));
    this.localStore.forget(url);
    // A preview left behind is deleted by the next hourly run (writeMissingPreviews).
    await unlink(join(this.localDir, photoPreviewName(name))).catch(() => undefined);
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
