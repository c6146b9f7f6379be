import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One message of a WhatsApp transcript: what the citizen sent (after consent) and every message the portal sent. */
@Entity('whatsapp_messages')
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
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
