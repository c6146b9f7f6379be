import { Command } from '@nestjs/cqrs';

/**
 * A signed-in citizen asks to link a WhatsApp number to their account (My Profile): a 6-digit code is sent to that
 * number on WhatsApp (valid 10 minutes; a new request replaces the previous code).
 */
export class RequestWhatsAppLinkCommand extends Command<void> {
  constructor(
    readonly userId: string,
    /** The number as WhatsApp writes it: country code and digits, no '+'. */
    readonly phone: string,
  ) {
    super();
  }
}
