import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from '@civic/contracts';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.js';
import type { SmsKind } from './sms-kinds.js';
import { TextMessage } from './text-message.entity.js';

/** One SMS the notifications worker sends. */
export interface SmsToSend {
  kind: SmsKind;
  /** E.164. */
  to: string;
  body: string;
  locale: Locale;
  complaintId?: string | null;
  /** The account it goes to: its deletion finds the message by it. */
  userId?: string | null;
  eventId?: string | null;
  /** `${eventId}:${handler}`: a repeat of the same job sends nothing again. */
  idempotencyKey: string;
  /**
   * A one-time code in the body: the log keeps '[redacted]' in its place when a provider delivers the message; the
   * sandbox delivers nothing, so there the log is the delivery and keeps it.
   */
  secret?: string;
}

/**
 * Sends SMS through the configured provider (SmsProvider: Twilio or the sandbox) and records each in the text message
 * log (`text_messages`, channel 'sms'), before the provider is called (status pending) and after (sent, recorded or
 * failed with the error). Like MailSender it is no read service: it delivers and writes its own log. A message already
 * sent or recorded under the same idempotency key is not sent again; a failed one is tried again by the job's retry.
 */
@Injectable()
export class SmsSender {
  private readonly logger = new Logger('SmsSender');

  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @InjectRepository(TextMessage) private readonly messages: Repository<TextMessage>,
  ) {}

  /** 'twilio' or 'sandbox' (the sandbox delivers nothing). */
  get providerName(): string {
    return this.provider.name;
  }

  async send(sms: SmsToSend): Promise<void> {
    const existing = await this.messages.findOne({ where: { idempotencyKey: sms.idempotencyKey } });
    if (existing && (existing.status === 'sent' || existing.status === 'recorded')) return;
    const templateId = this.provider.templateFor(sms.kind);
    const id = existing?.id ?? randomUUID();
    if (!existing) {
      const inserted = await this.messages
        .createQueryBuilder()
        .insert()
        .into(TextMessage)
        .values({
          id,
          channel: 'sms',
          recipient: sms.to,
          kind: sms.kind,
          locale: sms.locale,
          body: sms.secret && this.provider.name !== 'sandbox' ? sms.body.split(sms.secret).join('[redacted]') : sms.body,
          provider: this.provider.name,
          templateId,
          providerMessageId: null,
          status: 'pending',
          error: null,
          complaintId: sms.complaintId ?? null,
          userId: sms.userId ?? null,
          eventId: sms.eventId ?? null,
          idempotencyKey: sms.idempotencyKey,
          sentAt: null,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      // Another worker took the same job at the same moment: it sends.
      if (inserted.raw.length === 0) return;
    }
    try {
      const receipt = await this.provider.send({ to: sms.to, body: sms.body, templateId });
      await this.messages.update({ id }, { status: receipt.status, providerMessageId: receipt.providerMessageId, error: null, sentAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.messages.update({ id }, { status: 'failed', error: message.slice(0, 1000) });
      this.logger.warn(`SMS ${sms.kind} to ${sms.to.slice(0, -4)}****: ${message}`);
      throw error;
    }
  }
}
