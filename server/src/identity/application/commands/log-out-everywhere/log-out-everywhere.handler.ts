import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { RevokedSession } from '../../../domain/revoked-session.entity.js';
import { User } from '../../../domain/user.entity.js';
import { LogOutEverywhereCommand } from './log-out-everywhere.command.js';

/**
 * Raises the account's session version, so that every token issued before is refused by every API process from its
 * next request (docs/adr/0010-sessions-end-when-password-changes.md); the sessions listed as ended one by one no longer
 * need their rows (docs/adr/0169-logout-ends-the-session-on-the-server.md).
 */
@CommandHandler(LogOutEverywhereCommand)
export class LogOutEverywhereHandler implements ICommandHandler<LogOutEverywhereCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ userId }: LogOutEverywhereCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      user.endEverySession();
      await manager.save(user);
      await manager.delete(RevokedSession, { userId });
      return { result: undefined, events: [] };
    });
  }
}
