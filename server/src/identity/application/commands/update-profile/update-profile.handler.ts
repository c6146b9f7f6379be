import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { ConflictError, DomainError } from '../../../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { IdentityEvent, identityEvent } from '../../../identity.events.js';
import { isUniqueViolation } from '../../../infrastructure/postgres-errors.js';
import { AuthLinks } from '../../auth-links.service.js';
import { SessionTokens } from '../../session-tokens.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import type { SessionView } from '../../user-view.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/**
 * Saves first name, last name, email and phone (ProfileUpdated). A new email must be free (409 CONFLICT),
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
        const found = await manager.findOne(User, { where: { id: cmd.userId }, lock: { mode: 'pessimistic_write' } });
        if (!found) throw new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
        const other = await findUserByEmail(manager, cmd.fields.email);
        if (other && other.id !== found.id) throw new ConflictError(Messages.auth.emailTaken);
        const { emailChanged, previousEmail } = found.changeProfile(cmd.fields);
        const saved = await manager.save(found);
        const self = { id: saved.id, email: saved.email };
        const events: DomainEvent[] = [
          identityEvent(IdentityEvent.ProfileUpdated, self, saved.id, { email: saved.email, emailChanged, previousEmail: emailChanged ? previousEmail : null }),
        ];
        if (emailChanged) {
          await this.links.revokeAll(manager, saved.id, 'verify_email');
          events.push(await this.links.requestVerification(manager, saved, self, 'email-changed'));
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
