import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { toUserView, type UserView } from '../../user.view.js';
import { SetUserBlockedCommand } from './set-user-blocked.command.js';

/**
 * Blocks or unblocks the account (UserBlocked / UserUnblocked, audited with the acting admin). A blocked account's
 * tokens are refused on their next request. 404 'User not found'; 403 for an admin account.
 */
@CommandHandler(SetUserBlockedCommand)
export class SetUserBlockedHandler implements ICommandHandler<SetUserBlockedCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ userId, blocked, actor }: SetUserBlockedCommand): Promise<UserView> {
    return this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.admin.users.notFound);
      const events = user.setBlocked(blocked, actor);
      if (events.length) await manager.save(User, user);
      return { result: toUserView(user), events };
    });
  }
}
