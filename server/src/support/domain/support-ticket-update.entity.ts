import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { TicketStatus, TicketUpdateKind } from '@civic/contracts';
import type { Actor } from '../../kernel/events/domain-event.js';

/**
 * One entry of a ticket's history (admin spec section 2, Support inbox: "every status change and message"):
 * `created`, `status` (a status change; public), `message` (staff wrote to the sender; public) or `note` (the internal
 * resolution notes were saved; never shown to the sender). `public` rows are the updates of My Support.
 */
@Entity('support_ticket_updates')
@Index('support_ticket_updates_ticket_idx', ['ticketId', 'createdAt'])
@Check('support_ticket_updates_kind_chk', "kind IN ('created', 'status', 'message', 'note')")
@Check('support_ticket_updates_status_chk', "status IS NULL OR status IN ('open', 'in_progress', 'closed')")
export class SupportTicketUpdate {
  @PrimaryColumn('uuid') id: string;
  @ForeignKey('SupportTicket', { name: 'support_ticket_updates_ticket_fk', onDelete: 'CASCADE' })
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;
  @Column({ type: 'text' }) kind: TicketUpdateKind;
  @Column({ type: 'boolean' }) public: boolean;
  /** The status after a `status` entry (and the initial status of `created`); null otherwise. */
  @Column({ type: 'text', nullable: true }) status: TicketStatus | null;
  @Column({ type: 'text', default: '' }) text: string;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ name: 'actor_email', type: 'text', nullable: true }) actorEmail: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  static of(ticketId: string, kind: TicketUpdateKind, fields: { status?: TicketStatus | null; text?: string; actor: Actor | null }): SupportTicketUpdate {
    return Object.assign(new SupportTicketUpdate(), {
      id: randomUUID(),
      ticketId,
      kind,
      public: kind !== 'note',
      status: fields.status ?? null,
      text: fields.text ?? '',
      actorId: fields.actor?.id ?? null,
      actorEmail: fields.actor?.email ?? null,
      createdAt: new Date(),
    } satisfies Partial<SupportTicketUpdate>);
  }
}
