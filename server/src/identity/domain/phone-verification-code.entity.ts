import { createHash, createHmac } from 'node:crypto';
import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { PHONE_CODE_DIGITS, PHONE_CODE_MAX_ATTEMPTS } from '@civic/contracts';

/**
 * The pending code that verifies a phone number by SMS (one per account; a new request replaces it). The code is
 * derived from `id` with the server's link key (phoneCodeFor), so that the event and the queue carry only the id; the
 * table keeps its SHA-256 and the number (E.164) that the code was sent to, which the confirmation verifies.
 */
@Entity('phone_verification_codes')
export class PhoneVerificationCode {
  @ForeignKey('User', { name: 'phone_verification_codes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'uuid' }) id: string;
  /** The number the code went to, E.164 (+919822012345). */
  @Column({ type: 'text' }) phone: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'failed_attempts', type: 'int', default: 0 }) failedAttempts: number;
  /** When the hour of PHONE_CODES_PER_HOUR began, and how many codes were texted in it (this one included). */
  @Column({ name: 'window_started_at', type: 'timestamptz' }) windowStartedAt: Date;
  @Column({ name: 'sent_in_window', type: 'int', default: 1 }) sentInWindow: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** Whether `code` is this pending code, still valid at `now` and not spent by wrong tries. */
  accepts(code: string, now: Date): boolean {
    if (this.expiresAt.getTime() <= now.getTime() || this.failedAttempts >= PHONE_CODE_MAX_ATTEMPTS) return false;
    return hashPhoneCode(code.trim()) === this.codeHash;
  }
}

/** The 6-digit code of a pending phone verification id: HMAC-SHA256 under the link key, reduced to 6 digits. */
export function phoneCodeFor(linkKey: Buffer, id: string): string {
  const mac = createHmac('sha256', linkKey).update(`phone-verification:${id}`, 'utf8').digest();
  return String(mac.readUInt32BE(0) % 10 ** PHONE_CODE_DIGITS).padStart(PHONE_CODE_DIGITS, '0');
}

export function hashPhoneCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
