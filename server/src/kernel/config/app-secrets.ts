import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSource } from 'typeorm';
import { fromRepoRoot } from '../paths.js';
import type { AppConfig } from './app-config.js';

/** How a sealed value starts: the format's version, so that another cipher can be added later. */
const SEALED_PREFIX = 'enc:v1:';
/** AES-256-GCM with a 96-bit nonce and a 128-bit tag (NIST SP 800-38D's recommended sizes). */
const CIPHER = 'aes-256-gcm';

/** Raised when a stored secret cannot be opened with the key in use (another APP_ENCRYPTION_KEY sealed it). */
export class SecretKeyMismatchError extends Error {
  constructor(setting: string) {
    super(
      `The app_settings secret '${setting}' was encrypted with another key: start with the APP_ENCRYPTION_KEY (or key file) that sealed it, ` +
        'or delete the row to have a new secret generated (sign-in tokens and pending email links then stop working).',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

const keys = new Map<string, Buffer>();

/**
 * The 256-bit key that encrypts the secrets kept in app_settings, from outside the database: APP_ENCRYPTION_KEY when
 * set (any string of at least 32 characters, hashed to 32 bytes with SHA-256), else the key file APP_ENCRYPTION_KEY_FILE
 * (default data/app-encryption.key), generated on first start with mode 0600. A database dump alone then reveals no
 * secret. Every process of a deployment must use the same key: on several machines, set APP_ENCRYPTION_KEY.
 */
export function appEncryptionKey(config: Pick<AppConfig, 'APP_ENCRYPTION_KEY' | 'APP_ENCRYPTION_KEY_FILE'>): Buffer {
  if (config.APP_ENCRYPTION_KEY) return createHash('sha256').update(config.APP_ENCRYPTION_KEY, 'utf8').digest();
  const file = fromRepoRoot(config.APP_ENCRYPTION_KEY_FILE);
  const cached = keys.get(file);
  if (cached) return cached;

  try {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': never overwrite a key another process wrote first; that one is read below.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const material = readFileSync(file, 'utf8').trim();
  if (material.length < 32) throw new Error(`The key file ${file} holds fewer than 32 characters.`);
  const key = createHash('sha256').update(material, 'utf8').digest();
  keys.set(file, key);
  return key;
}

/** Encrypts a secret for app_settings: `enc:v1:<nonce>:<tag>:<ciphertext>`, base64url, bound to its setting name. */
export function sealSecret(key: Buffer, setting: string, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key, nonce);
  cipher.setAAD(Buffer.from(setting, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${nonce.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
}

/** Whether a stored value is sealed (a value written before encryption is plain text). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** Decrypts a sealed value; SecretKeyMismatchError when the key (or the setting name) is not the one it was sealed with. */
export function openSecret(key: Buffer, setting: string, stored: string): string {
  const [nonce, tag, body] = stored.slice(SEALED_PREFIX.length).split(':');
  try {
    const decipher = createDecipheriv(CIPHER, key, Buffer.from(nonce ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(setting, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyMismatchError(setting);
  }
}

/**
 * A secret kept in app_settings, encrypted at rest: generated once (`generate`) and stored sealed, shared by every
 * process through the database. A value stored in plain text by an earlier version is sealed in place the first time
 * it is read (only if nobody changed it meanwhile).
 */
export async function storedSecret(
  dataSource: DataSource,
  config: Pick<AppConfig, 'APP_ENCRYPTION_KEY' | 'APP_ENCRYPTION_KEY_FILE'>,
  setting: string,
  generate: () => string,
): Promise<string> {
  const key = appEncryptionKey(config);
  await dataSource.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [setting, sealSecret(key, setting, generate())]);
  const rows: { value: string }[] = await dataSource.query('SELECT value FROM app_settings WHERE key = $1', [setting]);
  const stored = rows[0].value;
  if (isSealed(stored)) return openSecret(key, setting, stored);
  await dataSource.query('UPDATE app_settings SET value = $1 WHERE key = $2 AND value = $3', [sealSecret(key, setting, stored), setting, stored]);
  return stored;
}

/**
 * Reads a secret kept in app_settings without writing: null when none is stored; a value stored in plain text by an
 * earlier version is answered as it is (storedSecret seals it).
 */
export async function readStoredSecret(
  dataSource: DataSource,
  config: Pick<AppConfig, 'APP_ENCRYPTION_KEY' | 'APP_ENCRYPTION_KEY_FILE'>,
  setting: string,
): Promise<string | null> {
  const rows: { value: string }[] = await dataSource.query('SELECT value FROM app_settings WHERE key = $1', [setting]);
  const stored = rows[0]?.value;
  if (stored === undefined) return null;
  return isSealed(stored) ? openSecret(appEncryptionKey(config), setting, stored) : stored;
}
