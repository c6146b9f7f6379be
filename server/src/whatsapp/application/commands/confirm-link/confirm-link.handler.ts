import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccountsService, UserWhatsAppWriter } from '../../../../identity/public.js';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { WhatsAppConversation } from '../../../domain/conversation.entity.js';
import { WhatsAppLinkCode } from '../../../domain/link-code.entity.js';
import { WhatsAppMessage } from '../../../domain/message-log.entity.js';
import { say } from '../../../domain/texts.js';
import { graphBodyOf, type OutgoingMessage } from '../../../infrastructure/graph-api.client.js';
import { WhatsAppSender } from '../../../infrastructure/whatsapp-sender.js';
import { ConfirmWhatsAppLinkCommand } from './confirm-link.command.js';

/** The refusal of a wrong, expired or spent code (400 on `code`). */
export const LINK_CODE_INVALID = 'The code is wrong or has expired. Ask for a new one.';

/**
 * Checks the code (constant work: a hash compare; 5 tries, 10 minutes), then in the same transaction links the number:
 * an earlier number of the account is unlinked, the number's conversation (made if new) files under the account from
 * now on, with the account's language and consent given by the request itself; the code is spent. Identity learns
 * the number in the same transaction (UserWhatsAppWriter: the account hears on WhatsApp from now on, and an account
 * that held the number releases it; the complaints of the number's own WhatsApp-only account, if it had one, move to
 * the account, as complaints reacts to WhatsAppNumberLinked). A confirmation is sent on WhatsApp.
 */
@CommandHandler(ConfirmWhatsAppLinkCommand)
export class ConfirmWhatsAppLinkHandler implements ICommandHandler<ConfirmWhatsAppLinkCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UserAccountsService,
    private readonly accounts: UserWhatsAppWriter,
    private readonly sender: WhatsAppSender,
  ) {}

  async execute({ userId, code }: ConfirmWhatsAppLinkCommand): Promise<{ phone: string }> {
    const account = await this.users.getProfile(userId);
    const locale = account?.locale ?? 'en';
    const now = new Date();
    const outcome = await this.outbox.transaction(async (manager) => {
      const link = await findLocked(manager, WhatsAppLinkCode, { userId });
      if (!link) return { result: null, events: [] };
      if (!link.tryCode(code, now)) {
        await manager.save(WhatsAppLinkCode, link);
        return { result: null, events: [] };
      }
      await manager.delete(WhatsAppLinkCode, { userId });
      await manager.query('UPDATE whatsapp_conversations SET user_id = NULL WHERE user_id = $1 AND phone <> $2', [userId, link.phone]);
      await manager.createQueryBuilder().insert().into(WhatsAppConversation).values(WhatsAppConversation.start(link.phone, now)).orIgnore().execute();
      const conversation = (await findLocked(manager, WhatsAppConversation, { phone: link.phone }))!;
      conversation.userId = userId;
      conversation.consentedAt ??= now;
      conversation.locale ??= locale;
      if (conversation.step === 'language' || conversation.step === 'consent') conversation.step = 'idle';
      await manager.save(WhatsAppConversation, conversation);
      const events = await this.accounts.link(manager, userId, link.phone);
      const message: OutgoingMessage = { kind: 'text', text: say(conversation.locale ?? locale, 'linked') };
      const logged = WhatsAppMessage.outgoing(link.phone, 'text', { message, graph: graphBodyOf(link.phone, message) }, now);
      await manager.save(WhatsAppMessage, logged);
      return { result: { phone: link.phone, logged }, events };
    });
    if (!outcome) throw ValidationError.field('code', LINK_CODE_INVALID);
    await this.sender.deliver(outcome.phone, [outcome.logged]);
    return { phone: outcome.phone };
  }
}
