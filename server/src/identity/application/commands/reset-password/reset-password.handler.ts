import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { passwordHasher } from '../../../infrastructure/password-hasher.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/**
 * Uses the reset link once, sets the password (hasPassword true), revokes the account's other reset links and
 * signs out its sessions. The link proves the mailbox, so the email counts as verified (docs/adr/0009-email-links.md).
 * An invalid, used or expired link is 400 INVALID_TOKEN.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
  ) {}

  async execute(cmd: ResetPasswordCommand): Promise<void> {
    const hash = await passwordHasher.hash(cmd.newPassword);
    await this.outbox.transaction(async (manager) => {
      const now = new Date();
      const user = await this.links.consume(manager, 'reset_password', cmd.token, now);
      const events = user.resetPassword(hash);
      await manager.save(user);
      await this.links.revokeAll(manager, user.id, 'reset_password', now);
      return { result: undefined, events };
    });
  }
}
