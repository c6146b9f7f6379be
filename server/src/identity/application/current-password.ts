import { Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@civic/contracts';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../kernel/clock/clock.js';
import { DomainError, ValidationError } from '../../kernel/errors/domain-error.js';
import { LoginDelays } from '../infrastructure/login-delays.js';
import { passwordHasher } from '../infrastructure/password-hasher.js';
import type { OngoingSession } from './session-tokens.service.js';
import { findUserById } from './user-lookup.js';

/**
 * Minutes after signing in during which an account without a password may change its email, create a password or turn
 * two-factor sign-in on or off (docs/adr/0170-recent-sign-in-for-accounts-without-a-password.md).
 */
export const RECENT_SIGN_IN_MINUTES = 10;

/**
 * Makes an account that has a password prove it before a change that a stolen session alone must not make (its email,
 * turning its second factor on or off): 400 VALIDATION_FAILED on the field, 'Enter your current password' when it is
 * missing, 'Current password is incorrect' when it is wrong. A wrong one counts with the account's wrong sign-in
 * passwords (LoginDelays), so that a session cannot guess the password here faster than sign-in allows: 429
 * RATE_LIMITED with Retry-After while it must wait. An account without a password (Google sign-in) has none to give:
 * its session must have signed in within RECENT_SIGN_IN_MINUTES instead (403 RECENT_SIGN_IN_REQUIRED), which a session
 * taken from its owner days ago cannot show.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly delays: LoginDelays,
    private readonly clock: Clock,
  ) {}

  async prove(manager: EntityManager, userId: string, password: string | undefined, field: string, session: OngoingSession | undefined): Promise<void> {
    const withHash = await findUserById(manager, userId, { withPassword: true });
    if (!withHash?.hasPassword || !withHash.passwordHash) return this.assertRecentSignIn(session);
    if (!password) throw ValidationError.field(field, Messages.auth.enterCurrentPassword);
    await this.delays.assertMayTry(withHash.email);
    if (!(await passwordHasher.verify(withHash.passwordHash, password))) {
      await this.delays.failed(withHash.email);
      throw ValidationError.field(field, Messages.auth.wrongCurrentPassword);
    }
  }

  /** 403 RECENT_SIGN_IN_REQUIRED unless `session` signed in within RECENT_SIGN_IN_MINUTES (its `auth_time`). */
  assertRecentSignIn(session: OngoingSession | undefined): void {
    const signedInAt = session?.authenticatedAt?.getTime();
    if (signedInAt !== undefined && this.clock.now().getTime() - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000) return;
    throw new DomainError(ErrorCode.RecentSignInRequired, Messages.auth.recentSignInRequired);
  }
}
