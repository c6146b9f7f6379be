import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { SupportTicketUpdate } from '../domain/support-ticket-update.entity.js';
import { SupportTicket } from '../domain/support-ticket.entity.js';

/** Handler name: with the event id it forms the job id. */
export const ERASE_DELETED_USER_TICKETS = 'erase-deleted-user-tickets';

/**
 * On UserDeleted (Users admin: "the account and its personal data go"), erases the person's name and email from the
 * support tickets sent from that address, and their address from the tickets' history; the tickets themselves, their
 * codes, subjects, messages and staff updates stay as the support record (docs/adr/0016-users-admin.md). The
 * account link (`user_id`) was already set to null by the database when the row went. Runs on the audit queue (a
 * bookkeeping effect, no email), in the event's transaction, so it happens exactly once.
 */
@Injectable()
export class EraseDeletedUserTickets implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.UserDeleted,
      queue: QueueName.Audit,
      handler: ERASE_DELETED_USER_TICKETS,
      inside: (event, manager) => this.run(event, manager),
    });
  }

  async run(event: DomainEvent<'UserDeleted'>, manager: EntityManager): Promise<void> {
    await eraseTicketsOf(event.payload.email, manager);
  }
}

/** Erases a person's name and address from the tickets sent from that address and from their history. */
export async function eraseTicketsOf(address: string, manager: EntityManager): Promise<void> {
  const email = address.toLowerCase();
  await manager.createQueryBuilder().update(SupportTicket).set({ name: '', email: '' }).where('lower(email) = :email', { email }).execute();
  await manager.createQueryBuilder().update(SupportTicketUpdate).set({ actorEmail: null, actorId: null }).where('actor_email = :email', { email }).execute();
}
