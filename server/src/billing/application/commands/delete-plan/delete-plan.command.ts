import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin deletes a plan (admin spec section 7, DELETE /api/admin/plans/{id}). */
export class DeletePlanCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
