import type { AuditStamp } from './domain-event.js';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of the transactional outbox: appended in the same transaction as the state change that raised the
 * event, then moved to the queues by the relay (DESIGN.md). `sentAt` null means not yet published.
 */
@Entity('outbox')
@Index('outbox_unsent_idx', ['seq'], { where: '"sent_at" IS NULL' })
export class OutboxMessage {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false }) seq: string;
  @Column({ name: 'event_name', type: 'text' }) eventName: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  /** The envelope's audit stamp: { context, actorId, actorEmail, entityType, entityId }. */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) audit: AuditStamp;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
}
