import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How a text message went: 'sent' (the provider accepted it), 'recorded' (the sandbox kept it), 'pending', 'failed'. */
export type TextMessageStatus = 'pending' | 'sent' | 'recorded' | 'failed';
/** The channel of a text message: SMS now; WhatsApp messages go in the same log. */
export type TextChannel = 'sms' | 'whatsapp';

/**
 * Every text message the portal sent or tried to send (the text message log beside the sent-mail log, superadmin
 * only): its channel, recipient (E.164), kind, words, the provider and its message id, the DLT template used, and the
 * complaint it is about. `idempotencyKey` (`${eventId}:${handler}`) makes a repeat of the same event harmless.
 */
@Entity('text_messages')
@Index('text_messages_created_idx', ['createdAt'])
@Index('text_messages_channel_created_idx', ['channel', 'createdAt'])
@Index('text_messages_user_idx', ['userId'])
@Index('text_messages_idempotency_key_uq', { synchronize: false })
@Check('text_messages_channel_check', "channel IN ('sms', 'whatsapp')")
@Check('text_messages_status_check', "status IN ('pending', 'sent', 'recorded', 'failed')")
export class TextMessage {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'text' }) channel: TextChannel;
  /** The number, E.164. */
  @Column({ type: 'text' }) recipient: string;
  /** What the message says: phone_code, complaint_update, ... (SMS_KINDS). */
  @Column({ type: 'text' }) kind: string;
  @Column({ type: 'text' }) locale: string;
  @Column({ type: 'text' }) body: string;
  /** 'twilio' or 'sandbox' (and the WhatsApp provider's name). */
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'template_id', type: 'text', nullable: true }) templateId: string | null;
  @Column({ name: 'provider_message_id', type: 'text', nullable: true }) providerMessageId: string | null;
  @Column({ type: 'text' }) status: TextMessageStatus;
  @Column({ type: 'text', nullable: true }) error: string | null;
  /** The complaint's public id, when the message is about one. */
  @Column({ name: 'complaint_id', type: 'text', nullable: true }) complaintId: string | null;
  /** The account it went to (null once the account is deleted, or for a person without one). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ name: 'event_id', type: 'uuid', nullable: true }) eventId: string | null;
  @Column({ name: 'idempotency_key', type: 'text', nullable: true }) idempotencyKey: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
