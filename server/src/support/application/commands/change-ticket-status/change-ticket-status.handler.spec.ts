import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import type { SupportTicketUpdate } from '../../../domain/support-ticket-update.entity.js';
import { SupportTicket } from '../../../domain/support-ticket.entity.js';
import { ChangeTicketStatusCommand } from './change-ticket-status.command.js';
import { ChangeTicketStatusHandler } from './change-ticket-status.handler.js';
import { recordingOutbox } from '../../../../kernel/testing/recording-outbox.js';

const STAFF = { id: '00000000-0000-4000-8000-000000000001', email: 'desk@goa-civic.in' };

/**
 * One opened ticket and its history behind a fake entity manager, and an outbox transaction that records what was
 * saved and appended (nothing when the work throws, as a rollback).
 */
function setUp() {
  const opened = SupportTicket.open({ name: 'Asha', email: 'asha@example.in', category: 'Bug', subject: 'Map', message: 'Map is grey' }, 'SUP-ABCDE', null);
  const ticket = Object.assign(opened.ticket, { createdAt: new Date('2026-11-20T10:00:00Z'), updatedAt: new Date('2026-11-20T10:00:00Z') });
  const history: SupportTicketUpdate[] = [...opened.updates];
  const saved: SupportTicket[] = [];
  const appended: DomainEvent[] = [];
  const manager = {
    findOne: async (_target: unknown, options: { where: { id: string } }) => (options.where.id === ticket.id ? ticket : null),
    save: async (_target: unknown, entity: SupportTicket) => void saved.push(entity),
    insert: async (_target: unknown, rows: SupportTicketUpdate[]) => void history.push(...rows),
    find: async () => [...history],
  } as unknown as EntityManager;
  const { outbox } = recordingOutbox(manager, appended);
  return { handler: new ChangeTicketStatusHandler(outbox), ticket, saved, appended };
}

describe('ChangeTicketStatusHandler (support status, admin spec section 2)', () => {
  it('a change saves the ticket, adds a public history entry by the staff member and raises TicketStatusChanged for the email', async () => {
    const { handler, ticket, saved, appended } = setUp();
    const view = await handler.execute(new ChangeTicketStatusCommand(ticket.id, 'in_progress', STAFF));
    expect(saved).toEqual([ticket]);
    expect(view.status).toBe('in_progress');
    expect(view.updates.map((u) => [u.type, u.status])).toEqual([
      ['created', 'open'],
      ['status', 'in_progress'],
    ]);
    expect(view.updates[1].actorEmail).toBe(STAFF.email);
    expect(appended.map((e) => e.name)).toEqual(['TicketStatusChanged']);
    expect(appended[0].payload).toMatchObject({ code: 'SUP-ABCDE', email: 'asha@example.in', from: 'open', to: 'in_progress' });
    expect(appended[0].audit).toMatchObject({ actorId: STAFF.id, actorEmail: STAFF.email, entityId: ticket.id });
  });

  it('the same status again saves nothing, adds no entry and raises no event (so no second email)', async () => {
    const { handler, ticket, saved, appended } = setUp();
    await handler.execute(new ChangeTicketStatusCommand(ticket.id, 'closed', STAFF));
    const view = await handler.execute(new ChangeTicketStatusCommand(ticket.id, 'closed', STAFF));
    expect(saved).toHaveLength(1);
    expect(appended.map((e) => e.name)).toEqual(['TicketStatusChanged']);
    expect(view.updates.map((u) => u.status)).toEqual(['open', 'closed']);
  });

  it("answers 404 'Ticket not found' for an unknown or malformed id", async () => {
    const { handler, appended } = setUp();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(handler.execute(new ChangeTicketStatusCommand(id, 'open', STAFF))).rejects.toMatchObject({
        status: 404,
        message: Messages.admin.support.notFound,
      });
    }
    expect(appended).toEqual([]);
  });
});
