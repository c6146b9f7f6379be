import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { DeleteRoutingContactCommand } from './delete-routing-contact.command.js';

/** Removes the contact and appends RoutingContactDeleted in the same transaction; 404 for an unknown id. */
@CommandHandler(DeleteRoutingContactCommand)
export class DeleteRoutingContactHandler implements ICommandHandler<DeleteRoutingContactCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, actor }: DeleteRoutingContactCommand): Promise<{ _id: string; deleted: true }> {
    return this.outbox.transaction(async (manager) => {
      const contact = await findLockedByIdOrFail(manager, RoutingContact, id, Messages.admin.routing.contactNotFound);
      const events = contact.delete(actor);
      await manager.delete(RoutingContact, { id: contact.id });
      return { result: { _id: contact.id, deleted: true as const }, events };
    });
  }
}
