import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { authTokenExpiry, isAuthTokenUsable, type AuthTokenLifetimes, type AuthTokenPurpose } from './auth-token.rules.js';

/**
 * A single-use emailed link (verification or password reset). Only the SHA-256 hash of its token (derived from the
 * id, deriveAuthToken) is stored, with its expiry; `usedAt` is set when it is used or superseded.
 */
@Entity('auth_tokens')
@Check('auth_tokens_purpose_check', "purpose IN ('verify_email', 'reset_password', 'change_email')")
@Index('auth_tokens_user_purpose_idx', ['userId', 'purpose'], { where: '"used_at" IS NULL' })
@Index('auth_tokens_user_purpose_created_idx', ['userId', 'purpose', 'createdAt'])
export class AuthToken {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('User', { name: 'auth_tokens_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'text' }) purpose: AuthTokenPurpose;
  @Index('auth_tokens_hash_uq', { unique: true }) @Column({ name: 'token_hash', type: 'text' }) tokenHash: string;
  /** The address the link was sent to. */
  @Column({ type: 'text' }) email: string;
  @Index('auth_tokens_expires_idx') @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  static issue(id: string, userId: string, purpose: AuthTokenPurpose, email: string, tokenHash: string, now: Date, lifetimes: AuthTokenLifetimes): AuthToken {
    return Object.assign(new AuthToken(), {
      id,
      userId,
      purpose,
      email: email.toLowerCase(),
      tokenHash,
      expiresAt: authTokenExpiry(purpose, now, lifetimes),
      usedAt: null,
    });
  }

  usableFor(purpose: AuthTokenPurpose, currentEmail: string, now: Date): boolean {
    return isAuthTokenUsable(this, purpose, currentEmail, now);
  }

  markUsed(now: Date): void {
    this.usedAt = now;
  }
}
