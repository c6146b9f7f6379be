import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { Locale } from '@civic/contracts';

/** A response link's token and the hash stored for it. */
export interface ResponseLinkToken {
  token: string;
  hash: string;
}

/** The SHA-256 of a raw response token, hex encoded: what `response_links.token_hash` stores and looks up. */
export function hashResponseToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The token of a link: HMAC-SHA256 of the link's random seed under the server's response-link key, 32 bytes in
 * base64url (43 characters). Only its hash and the seed are stored; without the key (derived from the server's
 * secret, never in the database's reach when JWT_SECRET is set) a copy of the table gives no working link. The same
 * token is derived again for every email, the PDF letter and the authority's inbox
 * (docs/adr/0090-authority-response-links.md).
 */
export function deriveResponseToken(key: Buffer, seed: string): ResponseLinkToken {
  const token = createHmac('sha256', key).update(seed, 'utf8').digest('base64url');
  return { token, hash: hashResponseToken(token) };
}

/** Whether a string has the shape of a response token (43 base64url characters): anything else is not looked up. */
export function isResponseTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * An authority's personal link to answer one complaint (migration 1763803100000): one row per complaint and
 * recipient address, created by the first email to that address about the complaint and extended by each later one
 * (forward, reminder, escalation, reopen). Also carries the random `replyKey` of the Reply-To address of those emails.
 */
@Entity('response_links')
@Index('response_links_complaint_recipient_uq', ['complaintId', 'recipientEmail'], { unique: true })
@Index('response_links_token_hash_uq', ['tokenHash'], { unique: true })
// Unique on lower(reply_key) (migration 1763804200137): a key is found whatever case a mail system wrote it in.
@Index('response_links_reply_key_uq', { synchronize: false })
@Index('response_links_recipient_idx', ['recipientEmail'])
@Check('response_links_recipient_email_check', "recipient_email = lower(btrim(recipient_email)) AND recipient_email <> ''")
export class ResponseLink {
  @PrimaryColumn('uuid') id: string;
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'response_links_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  /** The recipient address, trimmed and lower-case. */
  @Column({ name: 'recipient_email', type: 'text' }) recipientEmail: string;
  @Column({ name: 'authority_name', type: 'text', default: '' }) authorityName: string;
  @Column({ name: 'authority_designation', type: 'text', default: '' }) authorityDesignation: string;
  /** SHA-256 (hex) of the token. */
  @Column({ name: 'token_hash', type: 'text' }) tokenHash: string;
  /** The random seed the token is derived from with the server's key; replaced when a revoked link is issued again. */
  @Column({ name: 'token_seed', type: 'uuid' }) tokenSeed: string;
  /**
   * Random key of the Reply-To address `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}`: 36 lower-case hex characters (144
   * bits; keys issued before are 24 base64url characters, about 126 bits once case is ignored). Looked up by
   * lower(reply_key) (findReplyLink), since mail systems may lower-case an address.
   */
  @Column({ name: 'reply_key', type: 'text' }) replyKey: string;
  /** RESPONSE_LINK_DAYS after the latest email that carried the link. */
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  /** Set when an admin revoked the complaint's links; a later email issues a new token. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  /** The language of the latest email that carried the link: the response page opens in it. */
  @Column({ name: 'last_language', type: 'text', default: 'en' }) lastLanguage: Locale;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;

  /** A new link for a recipient of a complaint, valid until `expiresAt`. */
  static create(
    key: Buffer,
    input: { complaintId: string; recipientEmail: string; authorityName: string; authorityDesignation: string; language: Locale },
    now: Date,
    expiresAt: Date,
  ): { link: ResponseLink; token: string } {
    const link = new ResponseLink();
    link.id = randomUUID();
    link.complaintId = input.complaintId;
    link.recipientEmail = normaliseRecipient(input.recipientEmail);
    link.authorityName = input.authorityName;
    link.authorityDesignation = input.authorityDesignation;
    link.tokenSeed = randomUUID();
    link.tokenHash = deriveResponseToken(key, link.tokenSeed).hash;
    // Lower-case hex: nothing a mail system does to the case of an address changes it.
    link.replyKey = randomBytes(18).toString('hex');
    link.expiresAt = expiresAt;
    link.revokedAt = null;
    link.lastLanguage = input.language;
    link.createdAt = now;
    link.updatedAt = now;
    return { link, token: deriveResponseToken(key, link.tokenSeed).token };
  }

  /**
   * Another email carries the link: its expiry moves to `expiresAt` (never earlier), the names and the language follow
   * the email; a revoked link gets a new seed (so the revoked token stays dead) and is live again. Answers the token.
   */
  extend(key: Buffer, input: { authorityName: string; authorityDesignation: string; language: Locale }, now: Date, expiresAt: Date): string {
    if (this.revokedAt) {
      this.tokenSeed = randomUUID();
      this.tokenHash = deriveResponseToken(key, this.tokenSeed).hash;
      this.revokedAt = null;
      this.expiresAt = expiresAt;
    } else if (expiresAt.getTime() > this.expiresAt.getTime()) {
      this.expiresAt = expiresAt;
    }
    if (input.authorityName) this.authorityName = input.authorityName;
    if (input.authorityDesignation) this.authorityDesignation = input.authorityDesignation;
    this.lastLanguage = input.language;
    this.updatedAt = now;
    return deriveResponseToken(key, this.tokenSeed).token;
  }

  /** The token of this link (derived again from its seed). */
  token(key: Buffer): string {
    return deriveResponseToken(key, this.tokenSeed).token;
  }

  /** Usable at `now`: not revoked and not past its expiry. */
  liveAt(now: Date): boolean {
    return !this.revokedAt && now.getTime() <= this.expiresAt.getTime();
  }

  /** The name shown for the authority: its name, else its designation, else its address. */
  get displayName(): string {
    return this.authorityName.trim() || this.authorityDesignation.trim() || this.recipientEmail;
  }
}

/** A recipient address as links store it: trimmed, lower-case. */
export function normaliseRecipient(email: string): string {
  return email.trim().toLowerCase();
}
