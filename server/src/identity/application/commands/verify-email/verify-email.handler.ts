import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { VerifyEmailCommand } from './verify-email.command.js';
import { Messages } from '@civic/contracts';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { findUserByEmail } from '../../user-lookup.js';

/**
 * Uses the link once: a verification link marks the email verified (EmailVerified); a change-of-email link, sent to
 * the pending address, makes it the account's email, verified (ProfileUpdated with the previous address, which is
 * told of it). An invalid, used or expired link is 400 INVALID_TOKEN; a pending address taken by another account
 * meanwhile is 409 CONFLICT 'Email already in use'.
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
  ) {}

  async execute(cmd: VerifyEmailCommand): Promise<void> {
    try {
      await this.outbox.transaction(async (manager) => {
        const { user, purpose } = await this.links.consumeAny(manager, ['verify_email', 'change_email'], cmd.token);
        if (purpose === 'verify_email') {
          const events = user.verifyEmail();
          await manager.save(user);
          return { result: undefined, events };
        }
        const taken = await findUserByEmail(manager, user.pendingEmail!);
        if (taken && taken.id !== user.id) throw new ConflictError(Messages.auth.emailTaken);
        const events = user.confirmEmailChange();
        await manager.save(user);
        // Links sent to the old address verify nothing any more.
        await this.links.revokeAll(manager, user.id, 'verify_email');
        return { result: undefined, events };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
  }
}
