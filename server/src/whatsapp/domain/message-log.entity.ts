import { randomUUID } from 'node:crypto';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One message of a WhatsApp transcript: what the citizen sent (after consent) and every message the portal sent. */
@Entity('whatsapp_messages')
@Check('whatsapp_messages_direction_check', "direction IN ('in', 'out')")
@Check('whatsapp_messages_status_check', "status IN ('received', 'pending', 'sent', 'simulated', 'failed')")
@Index('whatsapp_messages_phone_idx', ['phone', 'createdAt'])
@Index('whatsapp_messages_out_created_idx', { synchronize: false })
export class WhatsAppMessage {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ type: 'text' }) direction: 'in' | 'out';
  /** text, list, buttons, image, location, interactive. */
  @Column({ type: 'text' }) kind: string;
  /** The message as sent to the Graph API (out) or as read from the webhook (in). */
  @Column({ type: 'jsonb' }) body: Record<string, unknown>;
  /** received (in); pending, sent, simulated (the simulator took it) or failed (out). */
  @Column({ type: 'text' }) status: 'received' | 'pending' | 'sent' | 'simulated' | 'failed';
  @Column({ type: 'text', nullable: true }) error: string | null;
  /** Sends tried (a template message whose send failed for a passing reason is tried again by its queue). */
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** A portal message to `phone`, pending until delivered; `body` keeps the message and its Graph API form. */
  static outgoing(phone: string, kind: string, body: Record<string, unknown>, at: Date): WhatsAppMessage {
    return Object.assign(new WhatsAppMessage(), {
      id: randomUUID(),
      phone,
      direction: 'out',
      kind,
      body,
      status: 'pending',
      error: null,
      attempts: 0,
      createdAt: at,
    });
  }
}
