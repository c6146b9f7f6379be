import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Recovery codes given when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * argon2id cost of a recovery code: OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane), lower than a password's
 * (the argon2 package's defaults, 64 MiB and 3 passes), because a sign-in may try every unused code of the account
 * (up to RECOVERY_CODE_COUNT) and the codes carry about 50 random bits each (docs/adr/0131-two-factor-bound-to-the-session.md).
 */
export const RECOVERY_CODE_ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A single-use recovery code, for a lost authenticator, stored as an argon2id hash with its own salt (a stolen table
 * gives no code without a search of the codes' space at argon2's cost). `prehashed`: a code issued before argon2,
 * when only its SHA-256 was kept; the migration wrapped that digest in argon2id, so such a row verifies
 * argon2(sha256(code)) (docs/adr/0131-two-factor-bound-to-the-session.md).
 */
@Entity('user_recovery_codes')
@Index('user_recovery_codes_user_hash_uq', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('User', { name: 'user_recovery_codes_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** The argon2id PHC string (`$argon2id$v=19$m=…`). */
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ type: 'boolean', default: false }) prehashed: boolean;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** Whether `code` (as typed) is this row's code. */
  async matches(code: string): Promise<boolean> {
    const normal = normaliseRecoveryCode(code);
    const input = this.prehashed ? createHash('sha256').update(normal, 'utf8').digest('hex') : normal;
    try {
      return await argon2.verify(this.codeHash, input);
    } catch {
      return false;
    }
  }
}

/** Lowercase letters and digits without look-alikes (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new code, `xxxxx-xxxxx` (10 characters of a 31-letter alphabet, about 50 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A code as typed, spaces and dashes dropped and lowercased: the form that is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** The stored form of a new code: argon2id (RECOVERY_CODE_ARGON2) of its normal form, with a random salt. */
export function hashRecoveryCode(code: string): Promise<string> {
  return argon2.hash(normaliseRecoveryCode(code), RECOVERY_CODE_ARGON2);
}

/** Whether a typed code has the shape of a recovery code (10 characters of the alphabet, dashes and spaces aside). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
}
