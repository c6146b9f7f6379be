import { In, type EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { OutboxService } from '../../kernel/events/outbox.service.js';
import { SupportTicketUpdate } from '../domain/support-ticket-update.entity.js';
import { SupportTicket, type TicketChange } from '../domain/support-ticket.entity.js';
import { toAdminTicketView, type AdminTicketView } from './support.view.js';
import { findLockedByIdOrFail } from '../../kernel/database/lock-or-404.js';

/** The histories of several tickets in one query (no N+1), oldest first, keyed by ticket id. */
export async function updatesOf(manager: EntityManager, ticketIds: readonly string[]): Promise<Map<string, SupportTicketUpdate[]>> {
  const byTicket = new Map<string, SupportTicketUpdate[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return byTicket;
  const rows = await manager.find(SupportTicketUpdate, { where: { ticketId: In([...ticketIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
  for (const row of rows) byTicket.get(row.ticketId)?.push(row);
  return byTicket;
}

/**
 * Applies a staff change to a ticket in one outbox transaction: locks the row, runs `change` (the entity's
 * behaviour), saves the ticket, inserts the new history entries, appends the events, and returns the admin view.
 */
export async function changeTicket(outbox: OutboxService, id: string, change: (ticket: SupportTicket) => TicketChange): Promise<AdminTicketView> {
  return outbox.transaction(async (manager) => {
    const ticket = await findLockedByIdOrFail(manager, SupportTicket, id, Messages.admin.support.notFound);
    const { updates, events } = change(ticket);
    if (events.length) await manager.save(SupportTicket, ticket);
    if (updates.length) await manager.insert(SupportTicketUpdate, updates);
    const history = await updatesOf(manager, [ticket.id]);
    return { result: toAdminTicketView(ticket, history.get(ticket.id) ?? []), events };
  });
}
