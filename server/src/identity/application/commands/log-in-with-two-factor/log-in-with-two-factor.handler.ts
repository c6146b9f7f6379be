import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { UnauthorizedError, type DomainError } from '../../../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { UserTwoFactor } from '../../../domain/two-factor.entity.js';
import { User } from '../../../domain/user.entity.js';
import { IdentityEvent, userEvent } from '../../../domain/events/user.events.js';
import { SessionTokens, withSecondFactor } from '../../session-tokens.service.js';
import { TwoFactorChallenges } from '../../two-factor-challenges.service.js';
import { TwoFactorChallengesWriter } from '../../two-factor-challenges.writer.js';
import { TwoFactorWriter } from '../../two-factor.writer.js';
import type { SessionView } from '../../user.view.js';
import { LogInWithTwoFactorCommand } from './log-in-with-two-factor.command.js';

/**
 * Completes a sign-in: the challenge must be valid (5 minutes) and issued for the account's current session version
 * (a password or two-factor change in between ends it) and not spent by an earlier sign-in, the account still allowed
 * to sign in, and the code a TOTP code not used before or an unused recovery code (spent; RecoveryCodeUsed is
 * audited). Wrong codes count per account: 400 INVALID_TWO_FACTOR_CODE, then 429 RATE_LIMITED for 15 minutes after 5
 * in a row (a wrong code leaves the challenge usable). Answers { token, user }; the token's `amr` is the challenge's
 * first factor and `otp`.
 */
@CommandHandler(LogInWithTwoFactorCommand)
export class LogInWithTwoFactorHandler implements ICommandHandler<LogInWithTwoFactorCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorWriter,
    private readonly challenges: TwoFactorChallenges,
    private readonly spentChallenges: TwoFactorChallengesWriter,
    private readonly sessions: SessionTokens,
    private readonly clock: Clock,
  ) {}

  async execute({ challenge, code }: LogInWithTwoFactorCommand): Promise<SessionView> {
    const read = await this.challenges.read(challenge);
    const { userId, sessionVersion } = read;
    const outcome = await this.outbox.transaction<User | DomainError>(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound).catch(() => {
        throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
      });
      if (user.sessionVersion !== sessionVersion) throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
      const refusal = user.signInRefusal();
      if (refusal) throw refusal;
      const factor = user.twoFactorEnabled ? await findLocked(manager, UserTwoFactor, { userId: user.id }) : null;
      if (!factor) throw new UnauthorizedError(Messages.twoFactor.challengeExpired);
      await this.challenges.assertUnspent(manager, read);
      const check = await this.twoFactor.checkCode(manager, factor, code, true);
      if (!check.ok) return { result: check.error, events: [] };
      await this.spentChallenges.spend(manager, read, this.clock.now());
      const events: DomainEvent[] =
        check.kind === 'recovery' ? [userEvent(IdentityEvent.RecoveryCodeUsed, user.self, user.id, { email: user.email, remaining: check.remaining })] : [];
      return { result: user, events };
    });
    if (!(outcome instanceof User)) throw outcome;
    return this.sessions.session(outcome, withSecondFactor([read.firstFactor]));
  }
}
