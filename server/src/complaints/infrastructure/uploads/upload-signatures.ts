import { createHash, createHmac } from 'node:crypto';

/**
 * ImageKit client-side upload authentication (ImageKit docs, "Upload file" from the client):
 * signature = HMAC-SHA1 keyed with the private key over `token + expire`, hex encoded.
 * `expire` is a Unix time in seconds, less than one hour ahead.
 */
export function imageKitSignature(privateKey: string, token: string, expire: number): string {
  return createHmac('sha1', privateKey).update(`${token}${expire}`).digest('hex');
}

/**
 * Cloudinary signed upload (Cloudinary docs, "Generating authentication signatures"): the parameters to sign
 * sorted by name and joined as `name=value&...`, the API secret appended, then SHA-1, hex encoded.
 * `file`, `cloud_name`, `resource_type` and `api_key` are never signed; empty values are skipped.
 */
export function cloudinarySignature(params: Record<string, string | number | undefined>, apiSecret: string): string {
  const excluded = new Set(['file', 'cloud_name', 'resource_type', 'api_key']);
  const toSign = Object.keys(params)
    .filter((k) => !excluded.has(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('sha1').update(`${toSign}${apiSecret}`).digest('hex');
}

/** The S3 settings a presigned upload needs (AppConfig S3_*). */
export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (MinIO, R2...); path-style addressing is used with it. */
  endpoint?: string;
}

/**
 * A presigned PUT URL (AWS Signature V4 in the query string) for one object, valid `expiresIn` seconds.
 * `content-type` is a signed header, so the upload must send exactly `contentType`. Checksums are only
 * added when required: the SDK's default would sign a CRC32 of an empty body into the URL and make every
 * real upload fail.
 */
export async function presignS3Put(settings: S3Settings, key: string, contentType: string, expiresIn: number, now?: Date): Promise<string> {
  // The AWS SDK is loaded with the first presigned URL: a deployment with another upload provider never carries it.
  const [{ PutObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    return await getSignedUrl(client, new PutObjectCommand({ Bucket: settings.bucket, Key: key, ContentType: contentType }), {
      expiresIn,
      signableHeaders: new Set(['content-type']),
      ...(now ? { signingDate: now } : {}),
    });
  } finally {
    client.destroy();
  }
}
