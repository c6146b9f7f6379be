import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pRetry from 'p-retry';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../kernel/config/app-config.js';
import { MailAttachment, MailMessage } from './mail-message.entity.js';
import { redactSecrets, type OutgoingMail } from './outgoing-mail.js';

/** Attempts to record a mail that has left (250 ms doubling to 5 s between them: about a minute in all). */
const RECORD_SENT_RETRIES = 14;

/** How a message left: SMTP (`sent`) or the embedded database transport (`stored`). */
export type MailTransport = 'database' | 'smtp';

/** What is recorded of a message once its transport took it. */
export interface DeliveredFields {
  status: 'sent' | 'stored';
  messageId: string | null;
}

/**
 * Writes the sent-mail log (`mail_messages`, `mail_attachments`) around each delivery: the message before it is
 * sent (pending, secrets already redacted), its outcome after. MailSender decides what is sent and calls these; the
 * log's reader is MailLogService.
 */
@Injectable()
export class SentMailLogWriter {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The message recorded under this idempotency key, if any. */
  byIdempotencyKey(idempotencyKey: string): Promise<MailMessage | null> {
    return this.dataSource.getRepository(MailMessage).findOneBy({ idempotencyKey });
  }

  /** Whether a message with this idempotency key was already recorded. */
  hasIdempotencyKey(idempotencyKey: string): Promise<boolean> {
    return this.dataSource.getRepository(MailMessage).existsBy({ idempotencyKey });
  }

  /**
   * The embedded transport's delivery of a message without attachments: the row is the delivery, written once,
   * already `stored`, with `messageId`. Answers the row, or null when a message with the same idempotency key exists.
   */
  recordStored(mail: OutgoingMail, messageId: string): Promise<MailMessage | null> {
    return this.insertRow(this.dataSource.manager, {
      ...this.pendingValues(mail, 'database'),
      status: 'stored',
      attempts: 1,
      sentAt: new Date(),
      messageId,
    });
  }

  /**
   * Inserts the pending record and answers it; null when a record with the same idempotency key exists. Without
   * attachments one statement (INSERT ... ON CONFLICT DO NOTHING RETURNING *); with attachments, one transaction that
   * also stores each attachment and lists them on the message.
   */
  async recordPending(mail: OutgoingMail, transport: MailTransport): Promise<MailMessage | null> {
    const values = this.pendingValues(mail, transport);
    if (!mail.attachments?.length) return this.insertRow(this.dataSource.manager, values);
    return this.dataSource.transaction(async (manager) => {
      const record = await this.insertRow(manager, values);
      if (!record) return null;
      const infos = [];
      for (const a of mail.attachments ?? []) {
        const saved = await manager.save(MailAttachment, {
          messageId: record.id,
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          content: a.content,
        });
        infos.push({ id: saved.id, filename: a.filename, contentType: a.contentType, size: a.content.length });
      }
      await manager.update(MailMessage, record.id, { attachments: infos });
      record.attachments = infos;
      return record;
    });
  }

  /** Records a failed attempt and its error (at most 1,000 characters). */
  async recordFailure(record: MailMessage, error: string): Promise<void> {
    await this.dataSource.getRepository(MailMessage).update(record.id, { status: 'failed', error: error.slice(0, 1000), attempts: record.attempts + 1 });
  }

  /**
   * Records that the message left. The mail is gone by then: recording it must not fail the job, or the retry would
   * send it a second time, so a database that is briefly unreachable (a failover, a restart) is waited for, up to
   * about a minute, before giving up. Answers the record as it now stands.
   */
  async recordDelivered(record: MailMessage, delivered: DeliveredFields): Promise<MailMessage> {
    const sent = { ...delivered, error: null, attempts: record.attempts + 1, sentAt: new Date() };
    const updated = await pRetry(
      () => this.dataSource.createQueryBuilder().update(MailMessage).set(sent).where('id = :id', { id: record.id }).returning(['updatedAt']).execute(),
      {
        retries: RECORD_SENT_RETRIES,
        minTimeout: 250,
        maxTimeout: 5000,
        onFailedAttempt: (failure) => this.logger.warn(`Recording the sent mail ${record.id} failed (attempt ${failure.attemptNumber}): ${failure.message}`),
      },
    );
    const updatedAt = (updated.raw as { updated_at?: Date }[])[0]?.updated_at;
    return Object.assign(record, sent, updatedAt ? { updatedAt } : {});
  }

  /** One INSERT ... ON CONFLICT DO NOTHING RETURNING * of a message: the row as stored, or null when its idempotency key exists. */
  private async insertRow(manager: EntityManager, values: ReturnType<SentMailLogWriter['pendingValues']>): Promise<MailMessage | null> {
    const inserted = await manager.createQueryBuilder().insert().into(MailMessage).values(values).orIgnore().returning('*').execute();
    if ((inserted.raw as unknown[]).length === 0) return null;
    return manager.create(MailMessage, { ...values, ...(inserted.generatedMaps[0] as Partial<MailMessage>) });
  }

  /** The columns of a message recorded before its send (status pending, no attempt yet). */
  private pendingValues(mail: OutgoingMail, transport: MailTransport) {
    return {
      idempotencyKey: mail.idempotencyKey ?? null,
      eventId: mail.eventId ?? null,
      templateKey: mail.templateKey ?? null,
      from: this.config.MAIL_FROM,
      to: mail.to,
      cc: mail.cc ?? [],
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      // The log never holds a working link or code: the secrets go before the first write, not after the send.
      html: redactSecrets(mail.html, mail.secrets ?? []),
      text: redactSecrets(mail.text, mail.secrets ?? []),
      attachments: [] as MailMessage['attachments'],
      status: 'pending' as MailMessage['status'],
      transport,
      error: null,
      attempts: 0,
      messageId: null as string | null,
      sentAt: null as Date | null,
    };
  }
}
