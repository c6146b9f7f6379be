import { createHash, randomInt } from 'node:crypto';
import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** How long a link code is valid, in milliseconds (10 minutes). */
export const LINK_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes tried before the code is void. */
export const LINK_CODE_MAX_ATTEMPTS = 5;

export const hashLinkCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A signed-in citizen's pending link of a WhatsApp number: the code sent on WhatsApp, hashed. */
@Entity('whatsapp_link_codes')
@Check('whatsapp_link_codes_phone_check', "phone ~ '^[0-9]{6,20}$'")
export class WhatsAppLinkCode {
  @ForeignKey('User', { name: 'whatsapp_link_codes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ name: 'code_hash', type: 'text' }) codeHash: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;

  /** A new code for `userId` and `phone`: the entity and the 6 digits to send. */
  static issue(userId: string, phone: string, now: Date): { link: WhatsAppLinkCode; code: string } {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const link = Object.assign(new WhatsAppLinkCode(), {
      userId,
      phone,
      codeHash: hashLinkCode(code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS),
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
