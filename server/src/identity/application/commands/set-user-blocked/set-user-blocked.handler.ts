import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { lockUserOrFail } from '../../user-lookup.js';
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
      const user = await lockUserOrFail(manager, userId);
      const events = user.setBlocked(blocked, actor);
      if (events.length) await manager.save(User, user);
      return { result: toUserView(user), events };
    });
  }
}
