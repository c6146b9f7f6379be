import { Command } from '@nestjs/cqrs';

/** The outcome of a webhook: handled now, already handled (same event id), or not an event billing handles. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** A provider webhook as received (POST /api/payments/webhook): the raw body and two headers. */
export class HandleWebhookCommand extends Command<WebhookOutcome> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
    readonly eventId: string | undefined,
  ) {
    super();
  }
}
