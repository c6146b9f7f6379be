import { createHash, createHmac } from 'node:crypto';
import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** Minutes an emailed deletion code stays valid. */
export const DELETION_CODE_TTL_MINUTES = 30;
/** Wrong codes before the pending code is void (a new one must be requested). */
export const DELETION_CODE_MAX_ATTEMPTS = 5;

/**
 * The pending code that confirms the deletion of an account without a password (a Google account). The code is
 * derived from `id` with the server's link key (deletionCodeFor), so that the event and the queue carry only the id;
 * the table keeps its SHA-256.
 */
@Entity('account_deletion_codes')
export class AccountDeletionCode {
  @ForeignKey('User', { name: 'account_deletion_codes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'uuid' }) id: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'failed_attempts', type: 'int', default: 0 }) failedAttempts: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** Whether `code` is this pending code, still valid at `now` and not spent by wrong tries. */
  accepts(code: string, now: Date): boolean {
    if (this.expiresAt.getTime() <= now.getTime() || this.failedAttempts >= DELETION_CODE_MAX_ATTEMPTS) return false;
    return hashDeletionCode(code.trim()) === this.codeHash;
  }
}

/** The 8-digit code of a pending deletion id: HMAC-SHA256 under the link key, reduced to 8 digits. */
export function deletionCodeFor(linkKey: Buffer, id: string): string {
  const mac = createHmac('sha256', linkKey).update(`account-deletion:${id}`, 'utf8').digest();
  return String(mac.readUInt32BE(0) % 100_000_000).padStart(8, '0');
}

export function hashDeletionCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
