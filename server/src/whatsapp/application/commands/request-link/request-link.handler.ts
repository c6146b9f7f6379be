import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccountsService } from '../../../../identity/public.js';
import { ErrorCode, Messages } from '@civic/contracts';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { DomainError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { LINK_CODE_WINDOW_MS, LINK_CODES_PER_HOUR, WhatsAppLinkCode } from '../../../domain/link-code.entity.js';
import { WhatsAppMessage } from '../../../domain/message-log.entity.js';
import { say } from '../../../domain/texts.js';
import { WhatsAppGraphClient, graphBodyOf, type OutgoingMessage } from '../../../infrastructure/graph-api.client.js';
import { WhatsAppSender } from '../../../infrastructure/whatsapp-sender.js';
import { RequestWhatsAppLinkCommand } from './request-link.command.js';

/**
 * Issues the link code (hashed; one per account, replacing any earlier one) and records its WhatsApp message in the
 * transcript in one transaction, then sends it, in the account's language. At most LINK_CODES_PER_HOUR codes an hour
 * per account, and to one number across accounts: 429 RATE_LIMITED 'Too many codes sent. Try again in an hour.'
 * beyond, as for SMS codes (each new code brings 5 new tries at 6 digits, and reaches the number's owner).
 */
@CommandHandler(RequestWhatsAppLinkCommand)
export class RequestWhatsAppLinkHandler implements ICommandHandler<RequestWhatsAppLinkCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
    private readonly sender: WhatsAppSender,
    private readonly graph: WhatsAppGraphClient,
  ) {}

  async execute({ userId, phone }: RequestWhatsAppLinkCommand): Promise<void> {
    const account = await this.users.getProfile(userId);
    if (!account) throw new NotFoundError('Account not found');
    const now = new Date();
    const row = await this.outbox.transaction(async (manager) => {
      const previous = await findLocked(manager, WhatsAppLinkCode, { userId });
      const sameHour = previous !== null && now.getTime() - previous.windowStartedAt.getTime() < LINK_CODE_WINDOW_MS;
      if (sameHour && previous.sentInWindow >= LINK_CODES_PER_HOUR) throw new DomainError(ErrorCode.RateLimited, Messages.hearing.tooManyCodes);
      const [{ sent }] = (await manager.query(
        'SELECT coalesce(sum(sent_in_window), 0)::int AS sent FROM whatsapp_link_codes WHERE phone = $1 AND window_started_at > $2',
        [phone, new Date(now.getTime() - LINK_CODE_WINDOW_MS)],
      )) as { sent: number }[];
      if (sent >= LINK_CODES_PER_HOUR) throw new DomainError(ErrorCode.RateLimited, Messages.hearing.tooManyCodes);
      const { link, code } = WhatsAppLinkCode.issue(userId, phone, now, previous);
      await manager.save(WhatsAppLinkCode, link);
      const message: OutgoingMessage = { kind: 'text', text: say(account.locale, 'linkCode', { code }) };
      // The code is a secret: the transcript keeps the message without it, except in the simulator, where the
      // superadmin trying the portal reads it there (as the console shows an unsent email's link).
      const shown = this.graph.simulated ? code : '••••••';
      const logged = WhatsAppMessage.outgoing(phone, 'text', { message: { kind: 'text', text: say(account.locale, 'linkCode', { code: shown }) } }, now);
      await manager.save(WhatsAppMessage, logged);
      return { result: { logged, message }, events: [] };
    });
    await this.sender.deliver(phone, [Object.assign(row.logged, { body: { message: row.message, graph: graphBodyOf(phone, row.message) } })]);
  }
}
