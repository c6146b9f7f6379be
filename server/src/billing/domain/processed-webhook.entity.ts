import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A provider webhook already handled, by its event id (X-Razorpay-Event-Id): a redelivery has no second effect.
 * Razorpay retries a webhook for at most 24 hours, so rows older than 30 days are deleted by the daily billing job
 * (SubscriptionExpiryRunner) through processed_webhooks_received_idx.
 */
@Entity('processed_webhooks')
@Index('processed_webhooks_received_idx', ['receivedAt'])
export class ProcessedWebhook {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ type: 'text' }) event: string;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt: Date;
}
