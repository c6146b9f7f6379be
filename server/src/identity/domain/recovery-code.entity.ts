import { createHash, randomBytes } from 'node:crypto';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Recovery codes given when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A single-use recovery code, for a lost authenticator. Only its SHA-256 is stored: the codes are 50 random bits
 * each, so a slow password hash adds nothing (docs/adr/0115-staff-two-factor-sign-in.md).
 */
@Entity('user_recovery_codes')
@Index('user_recovery_codes_user_hash_uq', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('User', { name: 'user_recovery_codes_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** Lowercase letters and digits without look-alikes (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new code, `xxxxx-xxxxx` (10 characters of a 31-letter alphabet, about 50 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The stored form of a code as typed: spaces and dashes dropped, lowercased, then SHA-256 in hex. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal, 'utf8').digest('hex');
}

/** Whether a typed code has the shape of a recovery code (10 characters of the alphabet, dashes and spaces aside). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
}
