import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** How a received email reached the portal. */
export type InboundTransport = 'smtp' | 'imap';

/**
 * What became of a received email (the received half of the mail log):
 * - `published`: a reply from one of the complaint's recipients, in the complaint's history at once;
 * - `held`: a reply to a known key from another address, waiting for an admin to publish or discard it;
 * - `empty`: a reply with neither words nor photos of its own (only the quoted email), never history;
 * - `unknown_key`: matched no complaint: no known reply key, no email of the portal in In-Reply-To or References, no
 *   complaint of the sender's in the subject (the SMTP listener refuses it with 550 after logging it);
 * - `auto_reply`: an automatic answer (Auto-Submitted, X-Autoreply, an out-of-office subject), never history;
 * - `bounce`: a delivery status notification; the failed addresses are marked on the routing contacts page;
 * - `oversize`: larger than INBOUND_MAX_BYTES (25 MB), refused unread;
 * - `failed`: the reply could not be recorded (the detail says why);
 * - `received`: being handled right now (a row left so by a crash is handled again by the next delivery).
 */
export const INBOUND_OUTCOMES = ['published', 'held', 'empty', 'unknown_key', 'auto_reply', 'bounce', 'oversize', 'failed', 'received'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/** Every email the portal received, with its outcome: the mail log's "Received" list (superadmin). */
@Entity('inbound_mails')
@Index('inbound_mails_search_trgm_idx', { synchronize: false })
export class InboundMail {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The message's Message-ID (one derived from its bytes when it has none): unique, so a message is recorded once. */
  @Index('inbound_mails_message_id_uq', { unique: true }) @Column({ name: 'message_id', type: 'text' }) messageId: string;
  @Column({ type: 'text' }) transport: InboundTransport;
  @Column({ name: 'from_address', type: 'text', default: '' }) from: string;
  @Column({ name: 'to_addresses', type: 'text', array: true, default: () => "'{}'" }) to: string[];
  @Column({ type: 'text', default: '' }) subject: string;
  @Column({ name: 'size_bytes', type: 'int', default: 0 }) sizeBytes: number;
  /** The reply key of the address it was sent to, when it had one. */
  @Column({ name: 'reply_key', type: 'text', nullable: true }) replyKey: string | null;
  @Column({ name: 'complaint_public_id', type: 'text', nullable: true }) complaintPublicId: string | null;
  @Column({ type: 'text' }) outcome: InboundOutcome;
  /** Why, in a line: attachments dropped, the addresses a bounce reported, the error of a failed reply. */
  @Column({ type: 'text', default: '' }) detail: string;
  /** The reply's own words (quoted history and signature removed), at most INBOUND_TEXT_MAX characters. */
  @Column({ type: 'text', default: '' }) text: string;
  @Index('inbound_mails_received_idx') @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
