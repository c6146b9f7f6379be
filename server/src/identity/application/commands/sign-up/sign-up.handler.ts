import { setTimeout as sleep } from 'node:timers/promises';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { findUserByEmail } from '../../user-lookup.js';
import { SignUpCommand } from './sign-up.command.js';

/**
 * How long a sign-up takes at least, in milliseconds, whether the address has an account or not: the answer's timing
 * must not tell which (the new account's inserts and link take a few milliseconds more than the notice's event). Both
 * paths hash the password first, which costs far more than either difference.
 */
export const SIGN_UP_MIN_MS = 400;

/**
 * Creates the account unverified (email lowercased, unique case-insensitively) with UserSignedUp and
 * VerificationEmailRequested in the same transaction; no token: the user verifies first. An address that already
 * has an account, staff included, gets the same answer after the same work and at least SIGN_UP_MIN_MS, so that
 * sign-up does not tell who has an account (as forgot-password does not): nothing changes on that account, and its
 * owner is emailed that someone tried (SignUpWithExistingEmailAttempted; docs/adr/0131-two-factor-bound-to-the-session.md).
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
  ) {}

  async execute(cmd: SignUpCommand): Promise<void> {
    const floor = sleep(SIGN_UP_MIN_MS);
    try {
      const email = cmd.email.trim().toLowerCase();
      const passwordHash = await passwordHasher.hash(cmd.password);
      try {
        await this.register(cmd, email, passwordHash);
      } catch (error) {
        // Two sign-ups of one address at once: the unique index on lower(email) refuses the second, which then finds
        // the first's account and answers as for any taken address.
        if (!isUniqueViolation(error, 'users_email_lower_uq')) throw error;
        await this.register(cmd, email, passwordHash);
      }
    } finally {
      await floor;
    }
  }

  private register(cmd: SignUpCommand, email: string, passwordHash: string): Promise<void> {
    return this.outbox.transaction(async (manager) => {
      const existing = await findUserByEmail(manager, email);
      if (existing) return { result: undefined, events: existing.signUpAttempted() };
      const { user, events } = User.registerLocal({ firstName: cmd.firstName, lastName: cmd.lastName, email, phone: cmd.phone, passwordHash });
      await manager.insert(User, user);
      const verification = await this.links.requestVerification(manager, user, user.self, 'signup');
      return { result: undefined, events: [...events, verification] };
    });
  }
}
