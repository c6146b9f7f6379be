import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { toUserView, type UserView } from '../../user.view.js';
import { SetUserEmailVerifiedCommand } from './set-user-email-verified.command.js';

/** Sets emailVerified (UserEmailVerificationChanged, audited with the acting admin). 404 'User not found'; 403 for an admin account. */
@CommandHandler(SetUserEmailVerifiedCommand)
export class SetUserEmailVerifiedHandler implements ICommandHandler<SetUserEmailVerifiedCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ userId, emailVerified, actor }: SetUserEmailVerifiedCommand): Promise<UserView> {
    return this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.admin.users.notFound);
      const events = user.setEmailVerifiedByAdmin(emailVerified, actor);
      if (events.length) await manager.save(User, user);
      return { result: toUserView(user), events };
    });
  }
}
