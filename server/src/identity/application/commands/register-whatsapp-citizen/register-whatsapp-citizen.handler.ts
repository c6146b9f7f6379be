import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { whatsappOnlyEmail } from '@civic/contracts';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { User } from '../../../domain/user.entity.js';
import { findUserByEmail } from '../../user-lookup.js';
import { RegisterWhatsAppCitizenCommand } from './register-whatsapp-citizen.command.js';

/**
 * Creates the citizen account of a WhatsApp number (UserSignedUp, authProvider whatsapp) or answers the one it has.
 * The account's email is `wa-<number>@whatsapp.invalid` (RFC 2606: `.invalid` never resolves), unique like every
 * email, which MailSender never hands to SMTP; it cannot sign in on the web (no password, no Google identity). The
 * account the number is linked to (`users.whatsapp_number`) answers first. Two first messages at once: the unique
 * index refuses the second insert, which then finds the first's account.
 */
@CommandHandler(RegisterWhatsAppCitizenCommand)
export class RegisterWhatsAppCitizenHandler implements ICommandHandler<RegisterWhatsAppCitizenCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ waId, locale }: RegisterWhatsAppCitizenCommand): Promise<{ userId: string; created: boolean }> {
    try {
      return await this.register(waId, locale);
    } catch (error) {
      if (!isUniqueViolation(error, 'users_email_lower_uq')) throw error;
      return this.register(waId, locale);
    }
  }

  private register(waId: string, locale: RegisterWhatsAppCitizenCommand['locale']): Promise<{ userId: string; created: boolean }> {
    return this.outbox.transaction<{ userId: string; created: boolean }>(async (manager) => {
      const holder = await manager.findOne(User, { where: { whatsappNumber: waId } });
      if (holder) return { result: { userId: holder.id, created: false }, events: [] };
      const existing = await findUserByEmail(manager, whatsappOnlyEmail(waId), { lock: true });
      if (existing) {
        // The number's own account, whose number had been linked to another account since: it files under it again.
        const events = existing.linkWhatsAppNumber(waId);
        await manager.update(User, { id: existing.id }, { whatsappNumber: existing.whatsappNumber, notificationChannels: existing.notificationChannels });
        return { result: { userId: existing.id, created: false }, events };
      }
      const { user, events } = User.registerWhatsApp(waId, locale);
      await manager.insert(User, user);
      return { result: { userId: user.id, created: true }, events };
    });
  }
}
