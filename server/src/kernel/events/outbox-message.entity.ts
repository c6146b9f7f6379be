import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AuditStamp } from './domain-event.js';

/**
 * A row of the transactional outbox: appended in the same transaction as the state change that raised the
 * event, put on the queues by the relay (DESIGN.md) and done once every subscribed reaction has recorded its
 * effect. `publishedAt` is the relay's lease: a row not done is published again after OUTBOX_REDELIVER_SECONDS.
 */
@Entity('outbox')
@Index('outbox_pending_idx', ['seq'], { where: '"done_at" IS NULL' })
@Index('outbox_done_idx', ['doneAt'], { where: '"done_at" IS NOT NULL' })
export class OutboxMessage {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false }) seq: string;
  @Column({ name: 'event_name', type: 'text' }) eventName: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  /** The envelope's audit stamp: { context, actorId, actorEmail, entityType, entityId }. */
  @Column({ type: 'jsonb', default: {} }) audit: AuditStamp;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** When the relay last put the row's jobs on the queues; null: not yet (or the last attempt failed). */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  /** When the last subscribed reaction recorded its effect; null: not done. */
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true }) doneAt: Date | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
}
