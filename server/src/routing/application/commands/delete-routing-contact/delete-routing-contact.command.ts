import { Command } from '@nestjs/cqrs';
import type { RoutingActor } from '../../../domain/routing-contact.events.js';

/** Deletes a routing contact (admin spec section 7, DELETE /api/admin/geo-routing/contacts/{id}). */
export class DeleteRoutingContactCommand extends Command<{ _id: string; deleted: true }> {
  constructor(
    readonly id: string,
    readonly actor: RoutingActor,
  ) {
    super();
  }
}
