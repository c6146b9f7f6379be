import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User, type GoogleIdentity } from '../../../domain/user.entity.js';
import { GoogleIdTokenVerifier } from '../../../infrastructure/google-id-token.verifier.js';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { SessionTokens } from '../../session-tokens.service.js';
import { TwoFactorChallenges } from '../../two-factor-challenges.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import type { SessionView } from '../../user.view.js';
import { SignInWithGoogleCommand } from './sign-in-with-google.command.js';

/**
 * Verifies the credential, then signs in the account linked to that Google account; else links the account
 * with the same email (GoogleAccountLinked); else creates a verified citizen with authProvider google and no
 * password (UserSignedUp). A blocked account is refused with 403 ACCOUNT_BLOCKED; an email already linked to
 * another Google account with 401 'Unable to sign in with Google'. Returns { token, user }, the token's `amr`
 * ['google'] (with two-factor sign-in on, the challenge comes first, as after a password).
 */
@CommandHandler(SignInWithGoogleCommand)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogleCommand> {
  constructor(
    private readonly verifier: GoogleIdTokenVerifier,
    private readonly outbox: OutboxService,
    private readonly sessions: SessionTokens,
    private readonly challenges: TwoFactorChallenges,
  ) {}

  async execute(cmd: SignInWithGoogleCommand): Promise<SessionView> {
    const identity = await this.verifier.verify(cmd.credential);
    let user: User;
    try {
      user = await this.signIn(identity);
    } catch (error) {
      // A first sign-in racing another one for the same address or Google account: the second finds the first's row.
      if (!isUniqueViolation(error)) throw error;
      user = await this.signIn(identity);
    }
    if (user.blocked) throw new DomainError(ErrorCode.AccountBlocked, Messages.auth.accountBlocked);
    // Google proves the password's part, not the second factor: an account with two-factor sign-in still gives its code.
    if (user.twoFactorEnabled) throw await this.challenges.required(user, 'google');
    return this.sessions.session(user, ['google']);
  }

  private signIn(identity: GoogleIdentity): Promise<User> {
    return this.outbox.transaction(async (manager) => {
      const events: DomainEvent[] = [];
      let user = await findLocked(manager, User, { googleSub: identity.sub });
      if (!user) {
        user = await findUserByEmail(manager, identity.email, { lock: true });
        if (user && user.googleSub) throw new UnauthorizedError(Messages.auth.googleUnable);
        if (user) {
          events.push(...user.linkGoogle(identity.sub));
          user = await manager.save(user);
        } else {
          const registered = User.registerGoogle(identity);
          await manager.insert(User, registered.user);
          user = registered.user;
          events.push(...registered.events);
        }
      }
      return { result: user, events };
    });
  }
}
