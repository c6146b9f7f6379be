import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { toUserView, type UserView } from '../../user.view.js';
import { ChooseNotificationChannelsCommand } from './choose-notification-channels.command.js';

/** Applies User.chooseNotificationChannels (its refusals are 400 VALIDATION_FAILED on `channels`) and answers the account. */
@CommandHandler(ChooseNotificationChannelsCommand)
export class ChooseNotificationChannelsHandler implements ICommandHandler<ChooseNotificationChannelsCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ userId, channels }: ChooseNotificationChannelsCommand): Promise<UserView> {
    return this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      const events = user.chooseNotificationChannels(channels);
      if (events.length > 0) await manager.save(user);
      return { result: toUserView(user), events };
    });
  }
}
