import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Injection token of the TwoFactorSecrets built from the JWT secret. */
export const TWO_FACTOR_SECRETS = 'TWO_FACTOR_SECRETS';

/**
 * Keys of two-factor sign-in, derived with HKDF-SHA256 (RFC 5869) from the JWT secret every process shares, each
 * under its own label: one encrypts the TOTP secrets at rest (AES-256-GCM, a fresh 12-byte nonce per secret), the
 * other signs the short-lived sign-in challenge, so that a challenge is never a bearer token.
 */
export class TwoFactorSecrets {
  private readonly encryptionKey: Buffer;
  /** HS256 key of the challenge JWTs. */
  readonly challengeKey: string;

  constructor(jwtSecret: string) {
    this.encryptionKey = Buffer.from(hkdfSync('sha256', jwtSecret, 'goa-civic-portal', 'two-factor-secrets', 32));
    this.challengeKey = Buffer.from(hkdfSync('sha256', jwtSecret, 'goa-civic-portal', 'two-factor-challenge', 32)).toString('base64url');
  }

  /** `v1.<nonce>.<tag>.<ciphertext>`, base64url parts. */
  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, nonce);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(stored: string): string {
    const [version, nonce, tag, data] = stored.split('.');
    if (version !== 'v1' || !nonce || !tag || data === undefined) throw new Error('Unknown two-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
