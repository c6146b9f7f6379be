import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AreaAlert } from '../../../domain/area-alert.entity.js';
import { DeleteAlertCommand } from './delete-alert.command.js';

/** Deletes the caller's alert (AreaAlertDeleted, how 'owner'); 404 for one that is not theirs, as for an unknown one. */
@CommandHandler(DeleteAlertCommand)
export class DeleteAlertHandler implements ICommandHandler<DeleteAlertCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, owner }: DeleteAlertCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const alert = await findLockedOrFail(manager, AreaAlert, isUuid(id) ? { id, userId: owner.id } : null, Messages.alerts.notFound);
      await manager.delete(AreaAlert, { id: alert.id });
      return { result: undefined, events: alert.deleted('owner', owner) };
    });
  }
}
