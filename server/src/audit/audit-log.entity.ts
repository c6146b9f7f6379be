import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One audit entry per domain event, written by the audit processor (DESIGN.md, Events and queues). */
@Entity('audit_log')
@Index('audit_log_context_created_idx', ['context', 'createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('audit_log_event_uq', { unique: true }) @Column({ name: 'event_id', type: 'uuid' }) eventId: string;
  /** The event name, e.g. ComplaintFiled, RoutingContactCreated. */
  @Column({ type: 'text' }) action: string;
  /** The bounded context that raised it (complaints, routing, identity...). */
  @Column({ type: 'text', nullable: true }) context: string | null;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ name: 'actor_email', type: 'text', nullable: true }) actorEmail: string | null;
  @Column({ name: 'entity_type', type: 'text', nullable: true }) entityType: string | null;
  @Column({ name: 'entity_id', type: 'text', nullable: true }) entityId: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) meta: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
