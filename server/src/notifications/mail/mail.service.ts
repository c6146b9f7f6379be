import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { InjectDataSource } from '@nestjs/typeorm';
import pRetry from 'p-retry';
import type { DataSource, EntityManager } from 'typeorm';
import type { EmailTemplateKey, Locale } from '@civic/contracts';
import { EmailTemplatesService, type TemplateValues } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { countEmail } from '../../kernel/metrics/metrics.js';
import { MailAttachment, MailMessage } from './mail-message.entity.js';

/** Attempts to record a mail that has left (250 ms doubling to 5 s between them: about a minute in all). */
const RECORD_SENT_RETRIES = 14;

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingAttachment[];
  /**
   * The Reply-To address: `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}` on every email to an authority, so that an
   * answer by email reaches the complaint (replyAddress; docs/adr/0095-inbound-replies-by-email.md).
   */
  replyTo?: string;
  /**
   * Makes the send idempotent: a second call with the same key returns the first message unsent. The key also
   * fixes the Message-ID (messageIdFor), so a resend after a crash is recognised as the same message.
   */
  idempotencyKey?: string;
  eventId?: string;
  templateKey?: EmailTemplateKey;
  /**
   * The secret parts of the links and codes the message carries (a token, a one-time code): whoever holds one acts as
   * the recipient. The stored copy (the sent-mail log) has each replaced by REDACTED, whatever the transport and
   * however the send ends; only the message that leaves carries them (docs/adr/0132-mail-log-secrets-export-and-erasure.md).
   */
  secrets?: string[];
  /**
   * Links that are no secret but that the recipient acts on (the "Is it fixed?" buttons): with the embedded transport,
   * a person trying the portal at a terminal reads them on the console, like the secrets' lines. Kept in the log as they are.
   */
  consoleLinks?: string[];
}

/** What a secret part of a link or code becomes in the stored copy of a message: `.../reset-password?token=[redacted]`. */
export const REDACTED = '[redacted]';

/**
 * The Message-ID of a message with an idempotency key (RFC 5322 section 3.6.4): derived from the key (an event id
 * and a handler name), so that a retry after a crash between sending and recording is a retransmission of the same
 * message, which mail servers and clients recognise as a duplicate, never a second, different message.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${senderDomain(from)}>`;
}

/** The Reply-To address of the emails to one recipient about one complaint: `reply+{replyKey}@{domain}`. */
export function replyAddress(replyKey: string, domain: string): string {
  return `reply+${replyKey}@${domain}`;
}

/** The domain of the From address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'goa-civic.local';
}

/**
 * The secret part of an emailed link: its `token` query parameter (`/verify-email?token=`, `/claim?token=`), else its
 * last path segment (`/respond/{token}`).
 */
export function linkSecret(url: string): string {
  const parsed = new URL(url);
  return parsed.searchParams.get('token') ?? parsed.pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * Replaces every occurrence of each secret in a body with REDACTED. The secrets are tokens and codes (base64url or
 * digits), which HTML escaping leaves as they are, so one replacement serves the HTML and the text.
 */
export function redactSecrets(body: string, secrets: readonly string[]): string {
  let out = body;
  for (const secret of secrets.filter(Boolean)) out = out.split(secret).join(REDACTED);
  return out;
}

/** Where the console notice of an unsent message goes: the server's stdout, a terminal when a person runs it. */
export interface ConsoleOut {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * With the embedded transport no email leaves the server, and the log keeps no secret: a person trying the portal on
 * their machine reads the link or code of their message on the console instead. Printed only when `out` is a terminal:
 * a server whose output goes to a log collector must not copy secrets into it. Prints the lines of the text body that
 * carry a secret or a console link (OutgoingMail.consoleLinks). Answers whether it printed.
 */
export function printSecretsOnConsole(out: ConsoleOut, mail: Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'secrets' | 'consoleLinks'>): boolean {
  const secrets = [...(mail.secrets ?? []), ...(mail.consoleLinks ?? [])].filter(Boolean);
  if (!out.isTTY || secrets.length === 0) return false;
  const lines = mail.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => secrets.some((secret) => line.includes(secret)));
  out.write(`\nEmail to ${mail.to.join(', ')} not sent (SMTP_URL is not set): "${mail.subject}"\n${lines.map((line) => `  ${line}\n`).join('')}\n`);
  return true;
}

/**
 * Sends email through @nestjs-modules/mailer with two transports: `database` (default: the message is kept
 * in mail_messages only, and its secrets printed on the console of a terminal) and `smtp` (when SMTP_URL is set).
 * Every message is recorded in mail_messages with its status and error, whichever transport carried it, and with its
 * secrets redacted. A failed SMTP send throws, so the queue retries it; the record keeps the last error.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  /** Where the embedded transport prints the secrets of a message for a person at the terminal. */
  private readonly console: ConsoleOut = process.stdout;

  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
    private readonly templates: EmailTemplatesService,
    private readonly users: UserAccountsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get transport(): 'database' | 'smtp' {
    return this.config.SMTP_URL ? 'smtp' : 'database';
  }

  /**
   * Renders the template `key` in the recipient's language and sends it; returns null when an admin disabled that
   * template. The language is `options.locale` when given (an authority's letter email passes 'en'), else the
   * `locale` of the account of the first `to` address (English for an address with no account); a language with
   * no translation of the key gets the English template. `values` may be a function of that language,
   * for values written in words (a status, an escalation step). `mustCarry` (a URL) is appended to the text and the
   * HTML when the rendered template does not contain it.
   */
  async sendTemplate(
    key: EmailTemplateKey,
    to: string[],
    values: TemplateValues | ((locale: Locale) => TemplateValues),
    options: Omit<OutgoingMail, 'to' | 'subject' | 'html' | 'text' | 'templateKey'> & { locale?: Locale; mustCarry?: string } = {},
  ): Promise<MailMessage | null> {
    const { locale: chosen, mustCarry, ...mailOptions } = options;
    const locale = chosen ?? (await this.localeFor(to));
    const rendered = await this.templates.render(key, typeof values === 'function' ? values(locale) : values, locale);
    if (!rendered.enabled) {
      this.logger.log(`Template ${key} is disabled; email to ${to.join(', ')} not sent`);
      return null;
    }
    let { html, text } = rendered;
    // A link the message must carry (an authority's response link) survives an admin's template that lacks it.
    if (mustCarry && !text.includes(mustCarry)) text = `${text}\n\n${mustCarry}`;
    if (mustCarry && !html.includes(mustCarry)) html = `${html}<p><a href="${mustCarry}">${mustCarry}</a></p>`;
    return this.send({ ...mailOptions, to, subject: rendered.subject, html, text, templateKey: key });
  }

  /** The language sendTemplate writes to `to` in: the account's of the first address, English for an address with none. */
  async localeFor(to: readonly string[]): Promise<Locale> {
    return to[0] ? this.users.localeOfEmail(to[0]) : 'en';
  }

  /** Whether a message with this idempotency key was already recorded (a retried job asks before spending an allowance). */
  async alreadySent(idempotencyKey: string): Promise<boolean> {
    return this.dataSource.getRepository(MailMessage).existsBy({ idempotencyKey });
  }

  /**
   * Records the message (pending), sends it, then records the outcome. With an idempotency key, a message already
   * sent or stored under that key is returned as it is and nothing is sent. Two statements around the send for a
   * message without attachments (the insert answers the stored row, or nothing when the key exists; the
   * update answers the row as recorded), where each used to cost three or four. With the database transport (no
   * SMTP_URL) a message without attachments is one statement (`store`).
   */
  async send(mail: OutgoingMail): Promise<MailMessage> {
    const repo = this.dataSource.getRepository(MailMessage);
    if (this.transport === 'database' && !mail.attachments?.length) {
      const stored = await this.store(mail);
      if (stored) return stored;
    }
    let record = await this.record(mail);
    if (!record) record = await repo.findOneByOrFail({ idempotencyKey: mail.idempotencyKey! });
    if (record.status === 'sent' || record.status === 'stored') return record;
    if (this.transport === 'database') printSecretsOnConsole(this.console, mail);

    const transporterName = this.transport;
    let info: { messageId?: string };
    try {
      info = (await this.mailer.sendMail({
        transporterName,
        messageId: mail.idempotencyKey ? messageIdFor(mail.idempotencyKey, this.config.MAIL_FROM) : undefined,
        from: this.config.MAIL_FROM,
        to: mail.to,
        cc: mail.cc?.length ? mail.cc : undefined,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      })) as { messageId?: string };
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      await repo.update(record.id, { status: 'failed', error: message, attempts: record.attempts + 1 });
      countEmail(mail.templateKey, 'failed');
      this.logger.warn(`Sending "${mail.subject}" to ${mail.to.join(', ')} failed: ${message}`);
      throw error;
    }
    // The mail has left: recording it must not fail the job, or the retry would send it a second time. A database
    // that is briefly unreachable (a failover, a restart) is waited for, up to about a minute, before giving up.
    countEmail(mail.templateKey, 'sent');
    const sent = {
      status: transporterName === 'smtp' ? ('sent' as const) : ('stored' as const),
      error: null,
      attempts: record.attempts + 1,
      sentAt: new Date(),
      messageId: info.messageId ?? null,
    };
    const stored = record;
    const updated = await pRetry(
      () => repo.createQueryBuilder().update(MailMessage).set(sent).where('id = :id', { id: stored.id }).returning(['updatedAt']).execute(),
      {
        retries: RECORD_SENT_RETRIES,
        minTimeout: 250,
        maxTimeout: 5000,
        onFailedAttempt: (failure) => this.logger.warn(`Recording the sent mail ${stored.id} failed (attempt ${failure.attemptNumber}): ${failure.message}`),
      },
    );
    const updatedAt = (updated.raw as { updated_at?: Date }[])[0]?.updated_at;
    return Object.assign(stored, sent, updatedAt ? { updatedAt } : {});
  }

  /**
   * The database transport's delivery, for a message without attachments: the row is the delivery itself, so it is
   * written once, already `stored` (one statement instead of an insert, nodemailer building a JSON copy
   * that nobody reads, and an update; the acknowledgement of every filing goes this way by default). The Message-ID is
   * the one `messageIdFor` gives with an idempotency key, a random one without. Answers the row, the earlier row of
   * the same key when it is already sent or stored, or null when that row still waits for the SMTP path (a message
   * recorded before a switch of transport), which `send` then takes.
   */
  private async store(mail: OutgoingMail): Promise<MailMessage | null> {
    const manager = this.dataSource.manager;
    const values = {
      ...this.pendingValues(mail),
      status: 'stored' as const,
      attempts: 1,
      sentAt: new Date(),
      messageId: mail.idempotencyKey ? messageIdFor(mail.idempotencyKey, this.config.MAIL_FROM) : `<${randomUUID()}@${senderDomain(this.config.MAIL_FROM)}>`,
    };
    const inserted = await this.insertRow(manager, values);
    if (inserted) {
      countEmail(mail.templateKey, 'sent');
      printSecretsOnConsole(this.console, mail);
      return inserted;
    }
    const earlier = await manager.findOneByOrFail(MailMessage, { idempotencyKey: mail.idempotencyKey! });
    return earlier.status === 'sent' || earlier.status === 'stored' ? earlier : null;
  }

  /**
   * One INSERT ... ON CONFLICT DO NOTHING RETURNING * of a message: the row as stored, or null when a message with
   * the same idempotency key exists.
   */
  private async insertRow(
    manager: EntityManager,
    values: Omit<ReturnType<MailService['pendingValues']>, 'status' | 'sentAt' | 'messageId'> & Pick<MailMessage, 'status' | 'sentAt' | 'messageId'>,
  ): Promise<MailMessage | null> {
    const inserted = await manager.createQueryBuilder().insert().into(MailMessage).values(values).orIgnore().returning('*').execute();
    if ((inserted.raw as unknown[]).length === 0) return null;
    return manager.create(MailMessage, { ...values, ...(inserted.generatedMaps[0] as Partial<MailMessage>) });
  }

  /** The columns of a message recorded before its send (status pending, no attempt yet). */
  private pendingValues(mail: OutgoingMail) {
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
      attachments: [],
      status: 'pending' as const,
      transport: this.transport,
      error: null,
      attempts: 0,
      messageId: null,
      sentAt: null,
    };
  }

  /**
   * Inserts the pending record and answers it; null when a record with the same idempotency key exists. Without
   * attachments one statement (INSERT ... ON CONFLICT DO NOTHING RETURNING *); with attachments, one transaction that
   * also stores each attachment and lists them on the message.
   */
  private async record(mail: OutgoingMail): Promise<MailMessage | null> {
    const values = this.pendingValues(mail);
    const insert = (manager: EntityManager) => this.insertRow(manager, values);
    if (!mail.attachments?.length) return insert(this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      const record = await insert(manager);
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
}
