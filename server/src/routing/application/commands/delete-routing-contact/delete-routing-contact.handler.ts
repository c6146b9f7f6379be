import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { lockContactOrFail } from '../../routing-contacts.writer.js';
import { DeleteRoutingContactCommand } from './delete-routing-contact.command.js';

/** Removes the contact and appends RoutingContactDeleted in the same transaction; 404 for an unknown id. */
@CommandHandler(DeleteRoutingContactCommand)
export class DeleteRoutingContactHandler implements ICommandHandler<DeleteRoutingContactCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, actor }: DeleteRoutingContactCommand): Promise<{ _id: string; deleted: true }> {
    return this.outbox.transaction(async (manager) => {
      const contact = await lockContactOrFail(manager, id);
      const events = contact.delete(actor);
      await manager.delete(RoutingContact, { id: contact.id });
      return { result: { _id: contact.id, deleted: true as const }, events };
    });
  }
}
