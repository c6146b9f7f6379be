/**
 * The one storage port for every file the portal keeps (docs/adr/0111-one-storage-port.md): complaint photos,
 * authority and escalation letters, RTI applications and tax invoices. Keys are relative paths such as
 * `complaints/<name>.jpg` or `documents/letters/<id>.pdf`; the adapter is chosen by UPLOAD_PROVIDER: `s3` stores in
 * the S3 bucket (shared by every API and worker machine), anything else in local folders.
 */
export abstract class FileStorage {
  /** `local` or `s3`. */
  abstract readonly kind: 'local' | 's3';
  /** Stores `content` under `key`, replacing what was there (a repeated job writes the same bytes again). */
  abstract put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there is no such file. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every key held, in no particular order. */
  abstract list(): Promise<string[]>;
}

/** Key prefix of complaint photos (public: served at /uploads/ or by the bucket's public URL). */
export const PHOTO_KEY_PREFIX = 'complaints/';
/** Key prefix of the private documents (letters, RTI applications, invoices), never served as static files. */
export const DOCUMENT_KEY_PREFIX = 'documents/';

/** A key is a relative path of safe segments: no `..`, no leading slash, no backslashes or control characters. */
export function isSafeKey(key: string): boolean {
  return /^[a-zA-Z0-9_-][a-zA-Z0-9_.-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9_.-]*)*$/.test(key) && !key.split('/').includes('..');
}
