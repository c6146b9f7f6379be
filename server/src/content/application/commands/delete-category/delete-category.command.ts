import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin deletes a category (admin spec section 7, DELETE /api/admin/categories/{id}). */
export class DeleteCategoryCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
