import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, type DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { UserTwoFactor } from '../../../domain/two-factor.entity.js';
import { User } from '../../../domain/user.entity.js';
import { CurrentPasswordCheck } from '../../current-password.js';
import { SessionTokens, withSecondFactor } from '../../session-tokens.service.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import type { SessionView } from '../../user.view.js';
import { DisableTwoFactorCommand } from './disable-two-factor.command.js';

/**
 * Turns two-factor sign-in off (TwoFactorDisabled) when the password (for an account that has one) and the code are
 * right: the secret and the recovery codes go, and every other session of the account ends (session version); the
 * caller gets a fresh { token, user }. The password comes first, so that a wrong one costs no recovery code: 400
 * 'Enter your current password' / 'Current password is incorrect' on `password`. 409 when it is not on; 400
 * INVALID_TWO_FACTOR_CODE for a wrong code (counted, 429 after 5). With REQUIRE_STAFF_2FA on, a staff account is then
 * back on /profile until it enrols again.
 */
@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorWriter,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ userId, code, password, amr, session }: DisableTwoFactorCommand): Promise<SessionView> {
    const outcome = await this.outbox.transaction<User | DomainError>(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      const factor = user.twoFactorEnabled ? await findLocked(manager, UserTwoFactor, { userId: user.id }) : null;
      if (!factor) throw new ConflictError(Messages.twoFactor.notEnabled);
      await this.currentPassword.prove(manager, user.id, password, 'password', session);
      const check = await this.twoFactor.checkCode(manager, factor, code, true);
      if (!check.ok) return { result: check.error, events: [] };
      const events = user.disableTwoFactor();
      await manager.save(user);
      await this.twoFactor.remove(manager, user.id);
      return { result: user, events };
    });
    if (!(outcome instanceof User)) throw outcome;
    return this.sessions.session(outcome, withSecondFactor(amr));
  }
}
