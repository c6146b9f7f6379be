import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { UnauthorizedError } from '../../../../kernel/errors/domain-error.js';
import { WhatsAppInbound } from '../../../domain/inbound-message.entity.js';
import { messagesOf, signatureMatches } from '../../../domain/webhook-payload.js';
import { WhatsAppSecrets } from '../../../infrastructure/whatsapp-secrets.js';
import { ReceiveWhatsAppWebhookCommand } from './receive-webhook.command.js';

/** The refusal of a delivery whose signature is missing or wrong (nothing is stored). */
export const WEBHOOK_SIGNATURE_INVALID = 'X-Hub-Signature-256 is missing or does not match the body.';

/**
 * Checks X-Hub-Signature-256 over the raw body (HMAC-SHA256 with the app secret, constant-time; 401 otherwise, before
 * anything is read or stored), then records each message of the delivery once by its id in one transaction
 * (INSERT ... ON CONFLICT DO NOTHING: Meta's redeliveries find theirs). The conversation steps run later, on the
 * whatsapp queue. An unknown shape records nothing and is still answered 200, so that Meta does not retry it.
 */
@CommandHandler(ReceiveWhatsAppWebhookCommand)
export class ReceiveWhatsAppWebhookHandler implements ICommandHandler<ReceiveWhatsAppWebhookCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly secrets: WhatsAppSecrets,
  ) {}

  async execute({ rawBody, signature }: ReceiveWhatsAppWebhookCommand): Promise<{ phones: string[] }> {
    if (!signatureMatches(rawBody, signature, this.secrets.appSecret)) throw new UnauthorizedError(WEBHOOK_SIGNATURE_INVALID);
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { phones: [] };
    }
    const messages = messagesOf(body);
    if (messages.length === 0) return { phones: [] };
    return this.outbox.transaction(async (manager) => {
      const phones = new Set<string>();
      const now = new Date();
      for (const message of messages) {
        const inserted = await manager
          .createQueryBuilder()
          .insert()
          .into(WhatsAppInbound)
          .values({ messageId: message.id, phone: message.from, message, receivedAt: now, handledAt: null })
          .orIgnore()
          .returning(['messageId'])
          .execute();
        if (inserted.raw.length > 0) phones.add(message.from);
      }
      return { result: { phones: [...phones] }, events: [] };
    });
  }
}
