import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReplyHoldReason } from '@civic/contracts';

/** published: in the complaint's history; held: waiting for an admin; discarded: an admin refused it. */
export type AuthorityReplyStatus = 'published' | 'held' | 'discarded';

/**
 * An email reply to a complaint's reply address (`reply+{replyKey}@…`), recorded once per Message-ID (the unique index
 * is what keeps two processes receiving the same message from adding two history entries). A reply from one of
 * the complaint's recipients, authenticated, to a live link's key is published at once; any other (a forwarded mail,
 * a spoof, a revoked or expired key) is held, with its reason, until an admin publishes or discards it
 * (docs/adr/0095-inbound-replies-by-email.md, docs/adr/0129-authenticated-replies.md).
 */
@Entity('authority_replies')
@Check('authority_replies_status_check', "status IN ('published', 'held', 'discarded')")
@Check('authority_replies_held_reason_check', "held_reason IN ('link_revoked', 'link_expired', 'sender_not_recipient', 'not_authenticated', 'not_accepted')")
@Index('authority_replies_held_idx', { synchronize: false })
export class AuthorityReply {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('authority_replies_complaint_idx')
  @ForeignKey('Complaint', { name: 'authority_replies_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  @Index('authority_replies_message_id_uq', { unique: true }) @Column({ name: 'message_id', type: 'text' }) messageId: string;
  @Column({ name: 'reply_key', type: 'text' }) replyKey: string;
  /** The address the reply came from (lower case). */
  @Column({ name: 'from_address', type: 'text' }) fromAddress: string;
  /** The recipient the reply key was issued to: whose answer the reply is, once published. */
  @Column({ name: 'recipient_email', type: 'text' }) recipientEmail: string;
  @Column({ name: 'authority_name', type: 'text', default: '' }) authorityName: string;
  /** The reply's own words: quoted history and signature removed. */
  @Column({ type: 'text', default: '' }) text: string;
  /** After-photos stored from the reply's image attachments (checked like uploads). */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) photos: string[];
  /** Attachments not kept, each 'name (reason)'. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) dropped: string[];
  @Column({ type: 'text' }) status: AuthorityReplyStatus;
  /** Why it was held (REPLY_HOLD_REASONS); null for a reply published at once, and for replies held before reasons were kept. */
  @Column({ name: 'held_reason', type: 'text', nullable: true }) heldReason: ReplyHoldReason | null;
  /** The sender checks' results in a line (`dmarc=fail spf=none … dkim=none`, `upstream mx.example.in: dmarc=pass`). */
  @Column({ type: 'text', default: '' }) authentication: string;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt: Date | null;
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true }) reviewedBy: string | null;
  /** Why an admin discarded it; null otherwise (and for replies discarded before a reason was asked). */
  @Column({ name: 'discard_reason', type: 'text', nullable: true }) discardReason: string | null;
}
