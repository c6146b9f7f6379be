import { Command } from '@nestjs/cqrs';
import type { Locale } from '@civic/contracts';

/**
 * A WhatsApp number (verified by WhatsApp: only its holder can send from it) becomes a citizen account of its own
 * (docs/adr/0151-whatsapp-channel.md): no password, no deliverable email (`whatsappOnlyEmail`), the number as its
 * phone. Answers the account's id; the same number answers the same account.
 */
export class RegisterWhatsAppCitizenCommand extends Command<{ userId: string; created: boolean }> {
  constructor(
    /** The number as WhatsApp gives it (wa_id): country code and digits, no '+'. */
    readonly waId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}
