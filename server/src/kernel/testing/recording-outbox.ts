import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../events/domain-event.js';
import type { OutboxService } from '../events/outbox.service.js';

/**
 * For handler unit specs (excluded from the production build): an outbox whose transaction runs the work against
 * the spec's fake `manager` and records the events it appends in `appended`, in order. A work that throws appends
 * nothing, as a rolled-back transaction would.
 */
export function recordingOutbox(manager: EntityManager, appended: DomainEvent[] = []): { outbox: OutboxService; appended: DomainEvent[] } {
  const outbox = {
    transaction: async <T>(work: (m: EntityManager) => Promise<{ result: T; events?: readonly DomainEvent[] }>) => {
      const { result, events = [] } = await work(manager);
      appended.push(...events);
      return result;
    },
  } as unknown as OutboxService;
  return { outbox, appended };
}
