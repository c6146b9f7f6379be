import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { AuthLinks } from '../../auth-links.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import { toUserView, type UserView } from '../../user.view.js';
import { SignUpCommand } from './sign-up.command.js';

/**
 * Creates the account unverified (email lowercased, unique case-insensitively: 409 CONFLICT when taken) and,
 * in the same transaction, UserSignedUp and VerificationEmailRequested. No token: the user verifies first.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinks,
  ) {}

  async execute(cmd: SignUpCommand): Promise<{ user: UserView }> {
    const email = cmd.email.trim().toLowerCase();
    const passwordHash = await passwordHasher.hash(cmd.password);
    try {
      return await this.outbox.transaction(async (manager) => {
        if (await findUserByEmail(manager, email)) throw new ConflictError(Messages.auth.emailTaken);
        const { user, events } = User.registerLocal({ firstName: cmd.firstName, lastName: cmd.lastName, email, phone: cmd.phone, passwordHash });
        await manager.insert(User, user);
        const verification = await this.links.requestVerification(manager, user, user.self, 'signup');
        return { result: { user: toUserView(user) }, events: [...events, verification] };
      });
    } catch (error) {
      // Two sign-ups of one address at once: the unique index on lower(email) refuses the second.
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
  }
}
