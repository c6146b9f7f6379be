import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthLinks } from '../../auth-links.service.js';
import { VerifyEmailCommand } from './verify-email.command.js';

/** Uses the link once and marks the email verified (EmailVerified); an invalid, used or expired link is 400 INVALID_TOKEN. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinks,
  ) {}

  async execute(cmd: VerifyEmailCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const user = await this.links.consume(manager, 'verify_email', cmd.token);
      const events = user.verifyEmail();
      await manager.save(user);
      return { result: undefined, events };
    });
  }
}
