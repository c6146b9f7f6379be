import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Name, MIME type and size in bytes of an attachment; its bytes are in mail_attachments. */
export interface MailAttachmentInfo {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * Every email the portal sends, stored or sent through SMTP: the sent-mail log that lets staff prove what
 * reached an authority and when. `status`: pending, stored (database transport), sent (SMTP), failed.
 */
@Entity('mail_messages')
@Index('mail_messages_created_idx', ['createdAt'])
// On message_id WHERE reply_to IS NOT NULL (migration 1763804200137): a reply to the sender address finds the email it answers.
@Index('mail_messages_reply_message_idx', { synchronize: false })
export class MailMessage {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** `${eventId}:${handler}` for mail sent by a processor; makes a resend of the same event harmless. */
  @Index('mail_messages_idempotency_uq', { unique: true }) @Column({ name: 'idempotency_key', type: 'text', nullable: true }) idempotencyKey: string | null;
  @Column({ name: 'event_id', type: 'uuid', nullable: true }) eventId: string | null;
  @Column({ name: 'template_key', type: 'text', nullable: true }) templateKey: string | null;
  @Column({ name: 'from_address', type: 'text' }) from: string;
  @Column({ name: 'to_addresses', type: 'text', array: true }) to: string[];
  @Column({ name: 'cc_addresses', type: 'text', array: true, default: () => "'{}'" }) cc: string[];
  /** The Reply-To address (an authority's reply address), null for mail that expects no answer. */
  @Column({ name: 'reply_to', type: 'text', nullable: true }) replyTo: string | null;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) attachments: MailAttachmentInfo[];
  @Column({ type: 'text' }) status: 'pending' | 'stored' | 'sent' | 'failed';
  @Column({ type: 'text' }) transport: 'database' | 'smtp';
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'message_id', type: 'text', nullable: true }) messageId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}

/** The bytes of one attachment, downloadable from the sent-mail log. */
@Entity('mail_attachments')
export class MailAttachment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('mail_attachments_message_idx')
  @ForeignKey(() => MailMessage, { name: 'mail_attachments_message_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;
  @Column({ type: 'text' }) filename: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'bytea', select: false }) content: Buffer;
}
