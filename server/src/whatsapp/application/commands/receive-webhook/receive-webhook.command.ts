import { Command } from '@nestjs/cqrs';

/**
 * A webhook delivery from Meta (POST /api/whatsapp/webhook): its raw body and X-Hub-Signature-256. Answers the
 * numbers with newly recorded messages (a redelivery records nothing).
 */
export class ReceiveWhatsAppWebhookCommand extends Command<{ phones: string[] }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
