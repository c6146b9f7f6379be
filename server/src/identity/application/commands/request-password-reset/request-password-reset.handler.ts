import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthLinks } from '../../auth-links.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * Appends PasswordResetRequested (a new reset link) only when the account exists and is not blocked. The
 * caller always answers 'If the email exists, a reset link has been sent.' Works for Google-only accounts
 * too: it is how they create a password (citizen spec section 8, PASSWORD_NOT_SET).
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinks,
  ) {}

  async execute(cmd: RequestPasswordResetCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await findUserByEmail(manager, cmd.email);
      if (!user || user.blocked) return { result: undefined, events: [] };
      return { result: undefined, events: [await this.links.requestPasswordReset(manager, user)] };
    });
  }
}
