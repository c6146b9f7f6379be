import { Command } from '@nestjs/cqrs';

/**
 * The citizen types the code received on WhatsApp: the number is linked to the account (its complaints on WhatsApp
 * are filed under it from then on) and the code is spent. Answers the linked number.
 */
export class ConfirmWhatsAppLinkCommand extends Command<{ phone: string }> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
