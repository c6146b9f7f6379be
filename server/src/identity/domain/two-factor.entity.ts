import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Wrong codes in a row before the account's second step is locked (docs/adr/0115-staff-two-factor-sign-in.md). */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** How long the second step stays locked after TWO_FACTOR_MAX_ATTEMPTS wrong codes, in minutes. */
export const TWO_FACTOR_LOCK_MINUTES = 15;

/**
 * An account's TOTP authenticator (RFC 6238): the secret, encrypted (never returned after set-up); `enabledAt` null
 * while the set-up waits for its first code. `lastTimeStep` is the time step of the last accepted code, so that a
 * code is accepted once; `failedAttempts` and `lockedUntil` limit wrong codes per account, whatever the IP.
 */
@Entity('user_two_factor')
export class UserTwoFactor {
  @ForeignKey('User', { name: 'user_two_factor_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** AES-256-GCM of the base32 secret (TwoFactorSecrets). */
  @Column({ name: 'secret_ciphertext', type: 'text' }) secretCiphertext: string;
  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true }) enabledAt: Date | null;
  @Column({
    name: 'last_time_step',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  lastTimeStep: number | null;
  @Column({ name: 'failed_attempts', type: 'int', default: 0 }) failedAttempts: number;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** A new, unconfirmed authenticator for an account. */
  static pending(userId: string, secretCiphertext: string): UserTwoFactor {
    return Object.assign(new UserTwoFactor(), { userId, secretCiphertext, enabledAt: null, lastTimeStep: null, failedAttempts: 0, lockedUntil: null });
  }

  /** Minutes (rounded up) until wrong codes are accepted again, or 0 when not locked. */
  lockedMinutes(now: Date): number {
    if (!this.lockedUntil || this.lockedUntil.getTime() <= now.getTime()) return 0;
    return Math.ceil((this.lockedUntil.getTime() - now.getTime()) / 60_000);
  }

  /** Seconds (rounded up) until wrong codes are accepted again, or 0 when not locked: the 429's Retry-After. */
  lockedSeconds(now: Date): number {
    if (!this.lockedUntil || this.lockedUntil.getTime() <= now.getTime()) return 0;
    return Math.ceil((this.lockedUntil.getTime() - now.getTime()) / 1000);
  }

  /** A wrong code: after TWO_FACTOR_MAX_ATTEMPTS in a row, the second step locks for TWO_FACTOR_LOCK_MINUTES. */
  recordFailure(now: Date): void {
    this.failedAttempts += 1;
    if (this.failedAttempts >= TWO_FACTOR_MAX_ATTEMPTS) {
      this.lockedUntil = new Date(now.getTime() + TWO_FACTOR_LOCK_MINUTES * 60_000);
      this.failedAttempts = 0;
    }
  }

  /** A right code: the count starts again; a TOTP code's time step is remembered so that it is not accepted twice. */
  recordSuccess(timeStep: number | null): void {
    this.failedAttempts = 0;
    this.lockedUntil = null;
    if (timeStep !== null) this.lastTimeStep = timeStep;
  }

  /** The first code confirmed the set-up. */
  confirm(now: Date): void {
    this.enabledAt = now;
  }
}
