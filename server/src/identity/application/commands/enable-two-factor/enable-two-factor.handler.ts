import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, type DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { UserTwoFactor } from '../../../domain/two-factor.entity.js';
import { User } from '../../../domain/user.entity.js';
import { CurrentPasswordCheck } from '../../current-password.js';
import { SessionTokens, withSecondFactor } from '../../session-tokens.service.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import { EnableTwoFactorCommand, type TwoFactorEnabledResult } from './enable-two-factor.command.js';

/**
 * Turns two-factor sign-in on when the account's password (for an account that has one: 400 on `password` otherwise)
 * and the code of the set-up's secret match (TwoFactorEnabled), and answers 10 new
 * recovery codes. Every other session of the account ends (session version); the caller gets a fresh { token, user }
 * whose `amr` holds the second factor it just gave. 409 without a set-up or when already on; 400
 * INVALID_TWO_FACTOR_CODE for a wrong code, counted towards the account's limit (429 after 5).
 */
@CommandHandler(EnableTwoFactorCommand)
export class EnableTwoFactorHandler implements ICommandHandler<EnableTwoFactorCommand> {
  constructor(
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorWriter,
    private readonly sessions: SessionTokens,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code, password, amr, session }: EnableTwoFactorCommand): Promise<TwoFactorEnabledResult> {
    const outcome = await this.outbox.transaction<{ user: User; recoveryCodes: string[] } | DomainError>(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      if (user.twoFactorEnabled) throw new ConflictError(Messages.twoFactor.alreadyEnabled);
      const factor = await findLocked(manager, UserTwoFactor, { userId: user.id });
      if (!factor) throw new ConflictError(Messages.twoFactor.setupFirst);
      // Before the code, so that a stolen session cannot enrol its own authenticator (and lock the owner out).
      await this.currentPassword.prove(manager, user.id, password, 'password', session);
      const check = await this.twoFactor.checkCode(manager, factor, code, false);
      if (!check.ok) return { result: check.error, events: [] };
      factor.confirm(this.clock.now());
      await manager.save(factor);
      const events = user.enableTwoFactor();
      await manager.save(user);
      return { result: { user, recoveryCodes: await this.twoFactor.issueRecoveryCodes(manager, user.id) }, events };
    });
    if (outcome instanceof Error) throw outcome;
    return { recoveryCodes: outcome.recoveryCodes, ...(await this.sessions.session(outcome.user, withSecondFactor(amr))) };
  }
}
