import { describe, it } from 'node:test';
import { expect } from 'expect';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { OpenTicketCommand } from './open-ticket.command.js';
import { OpenTicketHandler } from './open-ticket.handler.js';

const fields = { name: '', email: 'a@x.in', category: 'Support' as const, subject: 'Hello', message: 'Hello there' };

function uniqueViolation(constraint: string): QueryFailedError {
  return new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505', constraint }));
}

/** An outbox whose transactions fail with `failures` (in order) before one succeeds; the work runs against a recording manager. */
function outboxFailing(failures: Error[]) {
  const inserted: string[] = [];
  let calls = 0;
  const manager = { insert: async (_entity: unknown, row: { code?: string }) => void (row.code && inserted.push(row.code)) } as unknown as EntityManager;
  const outbox = {
    transaction: async <T>(work: (m: EntityManager) => Promise<{ result: T }>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return (await work(manager)).result;
    },
  } as unknown as OutboxService;
  return { outbox, inserted, calls: () => calls };
}

describe('OpenTicketHandler', () => {
  it('draws a new code when the code index reports a collision', async () => {
    const fake = outboxFailing([uniqueViolation('support_tickets_code_uq'), uniqueViolation('support_tickets_code_uq')]);
    const result = await new OpenTicketHandler(fake.outbox).execute(new OpenTicketCommand(fields, null));
    expect(fake.calls()).toBe(3);
    expect(result.code).toMatch(/^SUP-[23456789A-HJ-NP-Z]{5}$/);
    expect(fake.inserted).toEqual([result.code]);
  });

  it('gives up after five collisions, and never retries another failure', async () => {
    const five = outboxFailing(Array.from({ length: 5 }, () => uniqueViolation('support_tickets_code_uq')));
    await expect(new OpenTicketHandler(five.outbox).execute(new OpenTicketCommand(fields, null))).rejects.toThrow('duplicate key');
    expect(five.calls()).toBe(5);
    const other = outboxFailing([uniqueViolation('another_index')]);
    await expect(new OpenTicketHandler(other.outbox).execute(new OpenTicketCommand(fields, null))).rejects.toThrow('duplicate key');
    expect(other.calls()).toBe(1);
  });
});
