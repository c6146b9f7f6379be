import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** Deletes a routing contact (admin spec section 7, DELETE /api/admin/geo-routing/contacts/{id}). */
export class DeleteRoutingContactCommand extends Command<{ _id: string; deleted: true }> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
