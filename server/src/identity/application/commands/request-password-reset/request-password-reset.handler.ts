import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthLinksWriter } from '../../auth-links.writer.js';
import { AuthLinkUrls } from '../../auth-link-urls.service.js';
import { findUserByEmail } from '../../user-lookup.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/**
 * How long a forgot-password request takes at least, in milliseconds, whether the email has an account or not: the
 * answer's timing must not tell (the pen test measured 3.6 ms unknown against 5.0 ms known). The two paths also run
 * the same statements as far as they can (lookup, per-hour count, revocation, token derivation); the floor hides the
 * rest (the link's insert and the event's append), which take a few milliseconds.
 */
export const FORGOT_PASSWORD_MIN_MS = 200;

/**
 * Appends PasswordResetRequested (a new reset link, revoking the earlier ones) only when the account exists, is not
 * blocked and has had fewer than AUTH_LINKS_PER_HOUR reset links in the last hour. The caller always answers 'If
 * the email exists, a reset link has been sent.', after at least FORGOT_PASSWORD_MIN_MS either way. Works for
 * Google-only accounts too: it is how they create a password (citizen spec section 8, PASSWORD_NOT_SET).
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AuthLinksWriter,
    private readonly urls: AuthLinkUrls,
  ) {}

  async execute(cmd: RequestPasswordResetCommand): Promise<void> {
    const floor = sleep(FORGOT_PASSWORD_MIN_MS);
    try {
      await this.outbox.transaction(async (manager) => {
        const found = await findUserByEmail(manager, cmd.email);
        const user = found && !found.blocked ? found : null;
        // An unknown email runs the same count and revocation against an id no account has, and derives a token too.
        const userId = user?.id ?? randomUUID();
        const allowed = await this.links.mayIssue(manager, userId, 'reset_password');
        if (!user || !allowed) {
          await this.links.revokeAll(manager, userId, 'reset_password');
          this.urls.token(randomUUID());
          return { result: undefined, events: [] };
        }
        return { result: undefined, events: [await this.links.requestPasswordReset(manager, user)] };
      });
    } finally {
      await floor;
    }
  }
}
