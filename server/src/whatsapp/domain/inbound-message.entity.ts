import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { IncomingMessage } from './webhook-payload.js';

/** A message Meta delivered, recorded once by its id (a redelivery finds it), pending until its step has run. */
@Entity('whatsapp_inbound')
@Index('whatsapp_inbound_pending_idx', { synchronize: false })
export class WhatsAppInbound {
  @PrimaryColumn({ name: 'message_id', type: 'text' }) messageId: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ type: 'jsonb' }) message: IncomingMessage;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true }) handledAt: Date | null;
}
