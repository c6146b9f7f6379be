import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { RevokedSession } from '../../../domain/revoked-session.entity.js';
import { User } from '../../../domain/user.entity.js';
import { LogOutCommand } from './log-out.command.js';

/**
 * The most sessions an account keeps listed as ended while their tokens are valid. Every signed-in request reads the
 * list with the account (LOAD_ACCOUNT_SQL), so it stays short: the logout that would list one more ends every session
 * of the account instead (a new session version) and empties the list.
 */
export const REVOKED_SESSIONS_MAX = 20;

/**
 * Lists the request's session as ended until its token expires, so that the token is refused even where a copy of it
 * outlived the browser's storage (docs/adr/0169-logout-ends-the-session-on-the-server.md). A token without a session
 * id, or a logout past REVOKED_SESSIONS_MAX, ends every session of the account. The account's row is locked, so two
 * logouts at once count each other; the rows of expired tokens are deleted on the way. Logging out twice with one
 * token is harmless (the second is refused by the guard, or finds the row there).
 */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ userId, sessionId, expiresAt }: LogOutCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      await manager.createQueryBuilder().delete().from(RevokedSession).where('user_id = :userId', { userId }).andWhere('expires_at <= now()').execute();
      const listed = await manager.countBy(RevokedSession, { userId });
      if (sessionId === undefined || listed >= REVOKED_SESSIONS_MAX) {
        user.endEverySession();
        await manager.save(user);
        await manager.delete(RevokedSession, { userId });
      } else {
        await manager.createQueryBuilder().insert().into(RevokedSession).values({ sessionId, userId, expiresAt }).orIgnore().execute();
      }
      return { result: undefined, events: [] };
    });
  }
}
