import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Marks that a consumer (handler) has had its effect for an event id: the idempotency key of processors. */
@Entity('processed_events')
@Index('processed_events_processed_idx', ['processedAt'])
export class ProcessedEvent {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId: string;
  @PrimaryColumn({ type: 'text' }) handler: string;
  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' }) processedAt: Date;
}
