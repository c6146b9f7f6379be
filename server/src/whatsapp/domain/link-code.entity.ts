import { createHash, randomInt } from 'node:crypto';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** How long a link code is valid, in milliseconds (10 minutes). */
export const LINK_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes tried before the code is void. */
export const LINK_CODE_MAX_ATTEMPTS = 5;
/** Codes sent in an hour at most, per account and per number (across accounts): 429 RATE_LIMITED beyond. */
export const LINK_CODES_PER_HOUR = 5;
/** The window LINK_CODES_PER_HOUR counts in, in milliseconds. */
export const LINK_CODE_WINDOW_MS = 3_600_000;

export const hashLinkCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A signed-in citizen's pending link of a WhatsApp number: the code sent on WhatsApp, hashed. */
@Entity('whatsapp_link_codes')
@Index('whatsapp_link_codes_phone_idx', ['phone'])
@Check('whatsapp_link_codes_phone_check', "phone ~ '^[0-9]{6,20}$'")
export class WhatsAppLinkCode {
  @ForeignKey('User', { name: 'whatsapp_link_codes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  /** When the account's current hour of codes began, and how many codes it was sent in it (LINK_CODES_PER_HOUR). */
  @Column({ name: 'window_started_at', type: 'timestamptz', default: () => 'now()' }) windowStartedAt: Date;
  @Column({ name: 'sent_in_window', type: 'int', default: 1 }) sentInWindow: number;

  /**
   * A new code for `userId` and `phone`: the entity and the 6 digits to send. `previous` is the account's code it
   * replaces, whose hour of codes goes on when it began less than an hour ago.
   */
  static issue(userId: string, phone: string, now: Date, previous: WhatsAppLinkCode | null = null): { link: WhatsAppLinkCode; code: string } {
    const sameHour = previous !== null && now.getTime() - previous.windowStartedAt.getTime() < LINK_CODE_WINDOW_MS;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const link = Object.assign(new WhatsAppLinkCode(), {
      userId,
      phone,
      codeHash: hashLinkCode(code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS),
      windowStartedAt: sameHour ? previous.windowStartedAt : now,
      sentInWindow: sameHour ? previous.sentInWindow + 1 : 1,
    });
    return { link, code };
  }

  /** Whether `code` is this link's, at `now`, within the attempts; counts the attempt. */
  tryCode(code: string, now: Date): boolean {
    if (this.attempts >= LINK_CODE_MAX_ATTEMPTS || now > this.expiresAt) return false;
    this.attempts += 1;
    return hashLinkCode(code.trim()) === this.codeHash;
  }
}
