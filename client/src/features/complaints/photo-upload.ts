import type { PhotoMimeType, UploadProvider } from '@civic/contracts';
import type { CloudinarySignResponse, ImageKitAuthResponse, S3PresignResponse } from '../../api';
import { messageFor } from '../../api';
import type { Translate } from '../../i18n/i18n';
import type { UploadProgress, UploadRequest } from './upload-transport';

/** ImageKit's upload API (citizen spec section 7: multipart with fileName and useUniqueFileName). */
export const IMAGEKIT_UPLOAD_URL = 'https://upload.imagekit.io/api/v1/files/upload';
/** Cloudinary's signed image upload endpoint. */
export const cloudinaryUploadUrl = (cloudName: string) => `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/image/upload`;

/** What an upload needs from the app: the provider, the server's signing calls and fetch. */
export interface UploadDeps {
  provider: UploadProvider;
  /**
   * Local provider: multipart POST /api/uploads/local with the bearer token; resolves with { url }, reporting the bytes
   * sent when it can.
   */
  uploadLocal(file: File, onProgress?: UploadProgress): Promise<{ url: string }>;
  /** POST /api/uploads/ik-auth (ImageKit's authentication endpoint). */
  imageKitAuth(): Promise<ImageKitAuthResponse>;
  /** POST /api/uploads/sign (Cloudinary's signed parameters). */
  sign(): Promise<ImageKitAuthResponse | CloudinarySignResponse>;
  /** POST /api/uploads/s3-presign. */
  presignS3(body: { fileName: string; contentType: PhotoMimeType }): Promise<S3PresignResponse>;
  /** fetch for the direct uploads to the provider (no bearer token goes to a third party). */
  fetchFn: typeof fetch;
  /**
   * Sends a direct upload to the provider reporting the bytes sent (upload-transport.ts, XMLHttpRequest); without it
   * `fetchFn` sends it, without progress.
   */
  sendFn?(url: string, request: UploadRequest, onProgress?: UploadProgress): Promise<Response>;
  /** Words the failure messages. */
  t: Translate;
  /**
   * Makes the chosen photo light before it travels (photo-resize.ts: at most 1600 px, about 550 kB, no metadata);
   * reports its progress, 0-100. Without it the file goes as chosen.
   */
  prepare?(file: File, onProgress?: (percent: number) => void): Promise<File>;
}

/**
 * Where one photo's upload is: being resized (with its percentage), then on its way to the provider, with the bytes
 * sent of the request's total once the browser reports them.
 */
export type UploadStage = { stage: 'resizing'; percent: number } | { stage: 'sending'; sent?: number; total?: number };

/** A failed upload with the message to show on the photo. */
export class PhotoUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The provider answered with an error: its own message when it gives one, else 'Upload failed'. */
async function providerFailure(response: Response, t: Translate): Promise<PhotoUploadError> {
  const body = await readJson(response);
  const error = body.error as { message?: unknown } | undefined;
  const message = typeof body.message === 'string' ? body.message : typeof error?.message === 'string' ? error.message : '';
  return new PhotoUploadError(message.trim() || t('messages:complaint.uploadFailed'));
}

async function send(deps: UploadDeps, url: string, request: UploadRequest, onProgress?: UploadProgress): Promise<Response> {
  let response: Response;
  try {
    response = deps.sendFn ? await deps.sendFn(url, request, onProgress) : await deps.fetchFn(url, request);
  } catch {
    throw new PhotoUploadError(deps.t('messages:complaint.uploadFailed'));
  }
  if (!response.ok) throw await providerFailure(response, deps.t);
  return response;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function uploadToImageKit(file: File, deps: UploadDeps, onProgress?: UploadProgress): Promise<string> {
  const auth = await deps.imageKitAuth();
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('fileName', file.name || 'photo');
  form.append('useUniqueFileName', 'true');
  form.append('publicKey', auth.publicKey);
  form.append('signature', auth.signature);
  form.append('token', auth.token);
  form.append('expire', String(auth.expire));
  form.append('folder', auth.folder);
  const body = await readJson(await send(deps, IMAGEKIT_UPLOAD_URL, { method: 'POST', body: form }, onProgress));
  if (typeof body.url === 'string' && body.url) return body.url;
  if (typeof body.filePath === 'string' && body.filePath) return joinUrl(auth.urlEndpoint, body.filePath);
  throw new PhotoUploadError(deps.t('messages:complaint.uploadFailed'));
}

async function uploadToCloudinary(file: File, deps: UploadDeps, onProgress?: UploadProgress): Promise<string> {
  const params = await deps.sign();
  if (!('cloudName' in params)) throw new PhotoUploadError(deps.t('messages:complaint.uploadsNotConfigured'));
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('api_key', params.apiKey);
  form.append('timestamp', String(params.timestamp));
  form.append('folder', params.folder);
  form.append('signature', params.signature);
  const body = await readJson(await send(deps, cloudinaryUploadUrl(params.cloudName), { method: 'POST', body: form }, onProgress));
  if (typeof body.secure_url === 'string' && body.secure_url) return body.secure_url;
  throw new PhotoUploadError(deps.t('messages:complaint.uploadFailed'));
}

async function uploadToS3(file: File, deps: UploadDeps, onProgress?: UploadProgress): Promise<string> {
  const contentType = file.type as PhotoMimeType;
  const { url, publicUrl } = await deps.presignS3({ fileName: file.name || 'photo', contentType });
  await send(deps, url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } }, onProgress);
  return publicUrl;
}

async function uploadToServer(file: File, deps: UploadDeps, onProgress?: UploadProgress): Promise<string> {
  const { url } = await deps.uploadLocal(file, onProgress);
  if (!url) throw new PhotoUploadError(deps.t('messages:complaint.uploadFailed'));
  return url;
}

/**
 * Uploads one photo through the configured provider (citizen spec section 7), resized first when `deps.prepare` is
 * given (the type and 10 MB checks apply to the chosen file, before), and resolves with the URL
 * to put in the complaint's photos. Rejects with a PhotoUploadError whose message is the server's or
 * provider's message when it gave one ('Unsupported type', 'File too large (10MB max)', 'Uploads not
 * configured'), else 'Upload failed'.
 */
export async function uploadPhoto(chosen: File, deps: UploadDeps, onStage?: (stage: UploadStage) => void): Promise<string> {
  try {
    let file = chosen;
    if (deps.prepare) {
      onStage?.({ stage: 'resizing', percent: 0 });
      file = await deps.prepare(chosen, (percent) => onStage?.({ stage: 'resizing', percent }));
    }
    onStage?.({ stage: 'sending' });
    const onProgress: UploadProgress = (sent, total) => onStage?.({ stage: 'sending', sent, total });
    switch (deps.provider) {
      case 'local':
        return await uploadToServer(file, deps, onProgress);
      case 'imagekit':
        return await uploadToImageKit(file, deps, onProgress);
      case 'cloudinary':
        return await uploadToCloudinary(file, deps, onProgress);
      case 's3':
        return await uploadToS3(file, deps, onProgress);
      default:
        throw new PhotoUploadError(deps.t('messages:complaint.uploadsNotConfigured'));
    }
  } catch (error) {
    throw toUploadError(error, deps.t);
  }
}

/** Any failure as the message for the photo. */
export function toUploadError(error: unknown, t: Translate): PhotoUploadError {
  if (error instanceof PhotoUploadError) return error;
  return new PhotoUploadError(messageFor(error, t('messages:complaint.uploadFailed')));
}
