import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../../../kernel/errors/domain-error.js';
import { LoginDelays } from '../../../infrastructure/login-delays.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { SessionTokens } from '../../session-tokens.service.js';
import { TwoFactorChallenges } from '../../two-factor-challenges.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import type { SessionView } from '../../user.view.js';
import { LogInCommand } from './log-in.command.js';

/** A hash no password matches, verified for unknown emails so that they take as long as wrong passwords. */
let decoyHash: Promise<string> | null = null;

/**
 * Password sign-in (citizen spec sections 7 and 8), in this order: unknown email or wrong password 401
 * 'Invalid email or password'; an account without a password (Google only) 400 PASSWORD_NOT_SET; then, once
 * the password matched, blocked 403 ACCOUNT_BLOCKED and unverified 403 EMAIL_NOT_VERIFIED; with two-factor sign-in on,
 * 401 TWO_FACTOR_REQUIRED with `details.challenge` (POST /api/auth/login/2fa follows). Returns { token, user }, the
 * token's `amr` ['pwd'].
 * After five wrong passwords in a row for one email, each attempt waits longer (LoginDelays: 429 RATE_LIMITED).
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly delays: LoginDelays,
    private readonly challenges: TwoFactorChallenges,
  ) {}

  async execute(cmd: LogInCommand): Promise<SessionView> {
    await this.delays.assertMayTry(cmd.email);
    const user = await findUserByEmail(this.dataSource.manager, cmd.email, { withPassword: true });
    if (!user) {
      decoyHash ??= passwordHasher.hash(randomBytes(16).toString('hex'));
      await passwordHasher.verify(await decoyHash, cmd.password);
      await this.delays.failed(cmd.email);
      throw new UnauthorizedError(Messages.auth.invalidCredentials);
    }
    if (!user.hasPassword || !user.passwordHash) throw new DomainError(ErrorCode.PasswordNotSet, Messages.auth.passwordNotSet);
    if (!(await passwordHasher.verify(user.passwordHash, cmd.password))) {
      await this.delays.failed(cmd.email);
      throw new UnauthorizedError(Messages.auth.invalidCredentials);
    }
    await this.delays.succeeded(cmd.email);
    const refusal = user.signInRefusal();
    if (refusal) throw refusal;
    if (user.twoFactorEnabled) throw await this.challenges.required(user, 'pwd');
    return this.sessions.session(user, ['pwd']);
  }
}
