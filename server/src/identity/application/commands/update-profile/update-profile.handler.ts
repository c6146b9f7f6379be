import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { AuthLinks } from '../../auth-links.service.js';
import { SessionTokens } from '../../session-tokens.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import type { SessionView } from '../../user.view.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';

/**
 * Saves first name, last name, email and phone, and/or the language (ProfileUpdated). A new email must be free (409 CONFLICT),
 * becomes unverified, revokes the old address's verification links and gets a new one
 * (VerificationEmailRequested). Returns a fresh { token, user }.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinks,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(cmd: UpdateProfileCommand): Promise<SessionView> {
    let user: User;
    try {
      user = await this.outbox.transaction(async (manager) => {
        const found = await findLockedOrFail(manager, User, { id: cmd.userId }, Messages.auth.accountNotFound);
        if (cmd.change.fields) {
          const other = await findUserByEmail(manager, cmd.change.fields.email);
          if (other && other.id !== found.id) throw new ConflictError(Messages.auth.emailTaken);
        }
        const { emailChanged, events } = found.changeProfile(cmd.change);
        const saved = await manager.save(found);
        if (emailChanged) {
          await this.links.revokeAll(manager, saved.id, 'verify_email');
          events.push(await this.links.requestVerification(manager, saved, saved.self, 'email-changed'));
        }
        return { result: saved, events };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_uq')) throw new ConflictError(Messages.auth.emailTaken);
      throw error;
    }
    return this.sessions.session(user);
  }
}
