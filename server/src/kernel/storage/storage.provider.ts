import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { fromRepoRoot } from '../paths.js';
import { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * The adapter the configuration asks for: S3 when UPLOAD_PROVIDER is `s3` with its bucket, region and keys, local
 * folders (UPLOAD_DIR for photos, FILES_DIR for documents) otherwise.
 */
export function createFileStorage(config: AppConfig): FileStorage {
  const c = config;
  if (c.UPLOAD_PROVIDER === 's3' && c.S3_BUCKET && c.S3_REGION && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY) {
    return new S3FileStorage({
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      endpoint: c.S3_ENDPOINT,
    });
  }
  return new LocalFileStorage(fromRepoRoot(c.UPLOAD_DIR), fromRepoRoot(c.FILES_DIR));
}

/** FileStorage for injection (KernelModule exports it to every context). */
export function fileStorageProvider(config: AppConfig): Provider {
  return { provide: FileStorage, useFactory: () => createFileStorage(config) };
}
