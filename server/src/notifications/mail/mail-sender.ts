import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { isUndeliverableEmail, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { EmailTemplatesService, type TemplateValues } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { countEmail } from '../../kernel/metrics/metrics.js';
import type { MailMessage } from './mail-message.entity.js';
import type { OutgoingMail } from './outgoing-mail.js';
import { SentMailLogWriter } from './sent-mail-log.writer.js';

export { REDACTED, redactSecrets, type OutgoingAttachment, type OutgoingMail } from './outgoing-mail.js';

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
 * Every message is recorded in mail_messages (SentMailLogWriter) with its status and error, whichever transport carried it, and with its
 * secrets redacted. A failed SMTP send throws, so the queue retries it; the record keeps the last error.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger('Mail');
  /** Where the embedded transport prints the secrets of a message for a person at the terminal. */
  private readonly console: ConsoleOut = process.stdout;

  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
    private readonly templates: EmailTemplatesService,
    private readonly users: UserAccountsService,
    private readonly log: SentMailLogWriter,
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
  alreadySent(idempotencyKey: string): Promise<boolean> {
    return this.log.hasIdempotencyKey(idempotencyKey);
  }

  /**
   * Records the message (pending), sends it, then records the outcome, through SentMailLogWriter. With an idempotency
   * key, a message already sent or stored under that key is returned as it is and nothing is sent. Two statements
   * around the send for a message without attachments. With the database transport (no SMTP_URL) a message without
   * attachments is one statement: the row is the delivery itself (no nodemailer copy that nobody reads, no update;
   * the acknowledgement of every filing goes this way by default).
   */
  async send(mail: OutgoingMail): Promise<MailMessage> {
    // A WhatsApp-only account has no mailbox (docs/adr/0151-whatsapp-channel.md): its messages are kept in the log, never handed to SMTP.
    const undeliverable = mail.to.length > 0 && mail.to.every(isUndeliverableEmail) && !mail.cc?.length;
    if (undeliverable) this.logger.log(`"${mail.subject}" kept, not sent: ${mail.to.join(', ')} has no mailbox (a WhatsApp-only account)`);
    if ((this.transport === 'database' || undeliverable) && !mail.attachments?.length) {
      const stored = await this.log.recordStored(mail, this.messageIdOf(mail));
      if (stored) {
        countEmail(mail.templateKey, 'sent');
        printSecretsOnConsole(this.console, mail);
        return stored;
      }
      // A message recorded before a switch of transport still waits for the SMTP path, which the rest takes.
      const earlier = await this.log.byIdempotencyKey(mail.idempotencyKey!);
      if (earlier && (earlier.status === 'sent' || earlier.status === 'stored')) return earlier;
    }
    const record = (await this.log.recordPending(mail, undeliverable ? 'database' : this.transport)) ?? (await this.log.byIdempotencyKey(mail.idempotencyKey!));
    if (!record) throw new Error(`The mail record of ${mail.idempotencyKey} vanished while it was sent`);
    if (record.status === 'sent' || record.status === 'stored') return record;
    if (this.transport === 'database') printSecretsOnConsole(this.console, mail);

    const transporterName = undeliverable ? 'database' : this.transport;
    let info: { messageId?: string };
    try {
      info = (await this.mailer.sendMail({
        transporterName,
        messageId: mail.idempotencyKey ? messageIdFor(mail.idempotencyKey, this.config.MAIL_FROM) : undefined,
        from: this.config.MAIL_FROM,
        to: mail.to,
        cc: mail.cc?.length ? mail.cc : undefined,
        replyTo: mail.replyTo,
        headers: mail.headers,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      })) as { messageId?: string };
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      await this.log.recordFailure(record, message);
      countEmail(mail.templateKey, 'failed');
      this.logger.warn(`Sending "${mail.subject}" to ${mail.to.join(', ')} failed: ${message}`);
      throw error;
    }
    countEmail(mail.templateKey, 'sent');
    return this.log.recordDelivered(record, { status: transporterName === 'smtp' ? 'sent' : 'stored', messageId: info.messageId ?? null });
  }

  /** The Message-ID `messageIdFor` gives with an idempotency key, a random one without. */
  private messageIdOf(mail: OutgoingMail): string {
    return mail.idempotencyKey ? messageIdFor(mail.idempotencyKey, this.config.MAIL_FROM) : `<${randomUUID()}@${senderDomain(this.config.MAIL_FROM)}>`;
  }
}
