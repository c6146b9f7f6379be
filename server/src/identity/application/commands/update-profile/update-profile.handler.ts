import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { CurrentPasswordCheck } from '../../current-password.js';
import { SessionTokens } from '../../session-tokens.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import { UpdateProfileCommand, type ProfileUpdateResult } from './update-profile.command.js';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';

/**
 * Saves first name, last name, email and phone, and/or the language (ProfileUpdated). A new email must be free (409
 * CONFLICT) and, for an account with a password, needs the current password (400 'Enter your current password' /
 * 'Current password is incorrect' on currentPassword; an account without one, a recent sign-in: 403
 * RECENT_SIGN_IN_REQUIRED). It does not replace the current address: it waits as the
 * pending email, and a link is sent to it (VerificationEmailRequested); opening it makes the change and tells the old
 * address. Returns a fresh { token, user } of the caller's session (its `amr`, `sid` and expiry) and the pending address.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(cmd: UpdateProfileCommand): Promise<ProfileUpdateResult> {
    let user: User;
    try {
      user = await this.outbox.transaction(async (manager) => {
        const found = await findLockedOrFail(manager, User, { id: cmd.userId }, Messages.auth.accountNotFound);
        if (cmd.change.fields && cmd.change.fields.email.toLowerCase() !== found.email) {
          const other = await findUserByEmail(manager, cmd.change.fields.email);
          if (other && other.id !== found.id) throw new ConflictError(Messages.auth.emailTaken);
          await this.currentPassword.prove(manager, found.id, cmd.currentPassword, 'currentPassword', cmd.session);
        }
        const { emailChangeRequested, events } = found.changeProfile(cmd.change);
        const saved = await manager.save(found);
        if (emailChangeRequested) events.push(await this.links.requestEmailChange(manager, saved));
        else if (cmd.change.fields) await this.links.revokeAll(manager, saved.id, 'change_email');
        return { result: saved, events };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
    return { ...(await this.sessions.session(user, cmd.amr, cmd.session)), pendingEmail: user.pendingEmail };
  }
}
