import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { isForeignKeyViolation } from '../../../../kernel/database/postgres-errors.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { lockAdminOrFail } from '../../user-lookup.js';
import { DeleteAdminCommand } from './delete-admin.command.js';

/** Deletes an admin account (AdminDeleted): 'Cannot delete a superadmin' (403); 409 while other records still reference it. */
@CommandHandler(DeleteAdminCommand)
export class DeleteAdminHandler implements ICommandHandler<DeleteAdminCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ adminId, actor }: DeleteAdminCommand): Promise<void> {
    try {
      await this.outbox.transaction(async (manager) => {
        const admin = await lockAdminOrFail(manager, adminId);
        const events = admin.deleteAdmin(actor);
        await manager.delete(User, { id: admin.id });
        return { result: undefined, events };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictError(Messages.admin.admins.stillReferenced);
      throw error;
    }
  }
}
