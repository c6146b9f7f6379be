import { Command } from '@nestjs/cqrs';
import type { NotificationChannel } from '@civic/contracts';
import type { UserView } from '../../user.view.js';

/** Saves how the signed-in account hears about its complaints (PUT /api/auth/me/notification-channels). */
export class ChooseNotificationChannelsCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly channels: NotificationChannel[],
  ) {
    super();
  }
}
