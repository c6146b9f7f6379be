import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { FailingAddress } from '../../../domain/failing-address.entity.js';
import { failingAddressEvent, RoutingEvent } from '../../../domain/events/routing-contact.events.js';
import { MarkAddressesFailingCommand } from './mark-addresses-failing.command.js';

/**
 * Upserts each failing address (lower case) with the bounce's time and reason, in one statement, and raises
 * AddressesMarkedFailing with the addresses, so that other contexts that mail them (the area alerts) stop on their own.
 */
@CommandHandler(MarkAddressesFailingCommand)
export class MarkAddressesFailingHandler implements ICommandHandler<MarkAddressesFailingCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ failures, at }: MarkAddressesFailingCommand): Promise<{ marked: string[] }> {
    const byEmail = new Map(failures.map((f) => [f.email.trim().toLowerCase(), f.reason.slice(0, 300)]));
    const rows = [...byEmail].filter(([email]) => email.includes('@')).map(([email, reason]) => ({ email, reason, failedAt: at }));
    if (rows.length === 0) return { marked: [] };
    return this.outbox.transaction(async (manager) => {
      await manager.getRepository(FailingAddress).upsert(rows, ['email']);
      const marked = rows.map((r) => r.email);
      return {
        result: { marked },
        events: [failingAddressEvent(RoutingEvent.AddressesMarkedFailing, null, null, { emails: marked, failedAt: at.toISOString() })],
      };
    });
  }
}
