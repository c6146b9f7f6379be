import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { toAdminAccount, type AdminAccount } from '../../admin-account.view.js';
import { findUserByEmail } from '../../user-lookup.js';
import { CreateAdminCommand } from './create-admin.command.js';

/**
 * Creates an admin with a temporary password, a verified email and the normalised modules (AdminCreated).
 * An email that already has an account, citizen or admin, is 409 CONFLICT: citizens are not promoted
 * (docs/adr/0014-admin-management.md).
 */
@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ admin: input, actor }: CreateAdminCommand): Promise<AdminAccount> {
    const passwordHash = await passwordHasher.hash(input.password);
    try {
      return await this.outbox.transaction(async (manager) => {
        if (await findUserByEmail(manager, input.email)) throw new ConflictError(Messages.auth.emailTaken);
        const { user, events } = User.registerAdmin(
          { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: '', passwordHash, modules: input.modules },
          actor,
        );
        await manager.insert(User, user);
        return { result: toAdminAccount(user), events };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
  }
}
