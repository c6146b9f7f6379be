import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { findUserByEmail } from '../../user-lookup.js';
import { RequestVerificationCommand } from './request-verification.command.js';

/**
 * Appends VerificationEmailRequested when the account exists, is not verified, is not blocked and has had fewer than
 * AUTH_LINKS_PER_HOUR verification links in the last hour; otherwise does nothing. The caller answers the same either way, so the call does not reveal which emails have accounts.
 */
@CommandHandler(RequestVerificationCommand)
export class RequestVerificationHandler implements ICommandHandler<RequestVerificationCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
  ) {}

  async execute(cmd: RequestVerificationCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await findUserByEmail(manager, cmd.email);
      if (!user || user.emailVerified || user.blocked) return { result: undefined, events: [] };
      if (!(await this.links.mayIssue(manager, user.id, 'verify_email'))) return { result: undefined, events: [] };
      const event = await this.links.requestVerification(manager, user, user.self, 'resend');
      return { result: undefined, events: [event] };
    });
  }
}
