import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { isForeignKeyViolation } from '../../../../kernel/database/postgres-errors.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { DeleteUserCommand } from './delete-user.command.js';

/**
 * Deletes the account row with UserDeleted (audited with the acting admin). The database does the rest in the same
 * transaction: sign-in links go with it (auth_tokens ON DELETE CASCADE), complaints keep their record with
 * reporter_id set to null, support tickets keep theirs with user_id set to null (docs/adr/0016-users-admin.md); the
 * events about the person still kept in the outbox take the pseudonym (docs/adr/0132-mail-log-secrets-export-and-erasure.md).
 * 404 'User not found'; 403 for an admin account; 409 if a record still references the account without a rule.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ userId, actor }: DeleteUserCommand): Promise<void> {
    try {
      await this.outbox.transaction(async (manager) => {
        const user = await findLockedByIdOrFail(manager, User, userId, Messages.admin.users.notFound);
        const events = user.deleteByAdmin(actor);
        // The recent events about the person (kept OUTBOX_RETENTION_DAYS) go pseudonymous with the account.
        await this.outbox.pseudonymise(manager, { id: user.id, email: user.email, name: user.name, phone: user.phone });
        await manager.delete(User, { id: user.id });
        return { result: undefined, events };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictError(Messages.admin.users.stillReferenced);
      throw error;
    }
  }
}
