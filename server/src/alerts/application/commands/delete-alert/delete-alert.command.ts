import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** A signed-in person deletes one of their alerts (DELETE /api/alerts/{id}); another's or an unknown one is 404. */
export class DeleteAlertCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly owner: Actor & { id: string },
  ) {
    super();
  }
}
