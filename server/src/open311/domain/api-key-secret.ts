import { createHash, randomBytes } from 'node:crypto';

/** What every Open311 API key starts with, so that a leaked key is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'o311_';
/** Characters of a key kept in clear (the prefix plus 6 more) to tell keys apart in the admin list. */
export const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/** A new key: `o311_` + 32 random bytes in base64url (256 bits of entropy), its SHA-256 and its shown prefix. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/**
 * The stored form of a key: SHA-256, hex. A fast hash is enough because the key is 256 random bits (no dictionary to
 * try, unlike a password), and it lets every call find its key by an indexed equality instead of checking a slow
 * hash against every row (docs/adr/0052-open311-georeport-v2.md).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
