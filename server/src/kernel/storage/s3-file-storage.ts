import type { S3Client } from '@aws-sdk/client-s3';
import { FileStorage, isSafeKey } from './file-storage.js';

/** The S3 settings of AppConfig (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT). */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver...); path-style addressing is used with it. */
  endpoint?: string;
}

/**
 * The S3-compatible adapter: every file in one bucket, shared by all API and worker machines. Photos are uploaded by
 * the browser through a presigned PUT under `complaints/`; documents are written here by the workers under
 * `documents/` and read back through the portal (the bucket needs no public access to them).
 */
export class S3FileStorage extends FileStorage {
  readonly kind = 's3' as const;
  /** The SDK and its client, made with the first call (the SDK is about 6 MB of heap a local deployment never needs). */
  private connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | null = null;

  constructor(private readonly settings: S3StorageSettings) {
    super();
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    this.check(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: content, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    this.check(key);
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async list(): Promise<string[]> {
    const { sdk, client } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Closes the SDK's connections when the application shuts down. */
  async onApplicationShutdown(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }

  private connect(): Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> {
    const { region, accessKeyId, secretAccessKey, endpoint } = this.settings;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        credentials: { accessKeyId, secretAccessKey },
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  private check(key: string): void {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
  }
}
