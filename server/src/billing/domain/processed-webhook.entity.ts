import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider webhook already handled, by its event id (X-Razorpay-Event-Id): a redelivery has no second effect. */
@Entity('processed_webhooks')
export class ProcessedWebhook {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ type: 'text' }) event: string;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt: Date;
}
