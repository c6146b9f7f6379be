import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReplyHoldReason } from '@civic/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReceiveAuthorityReplyCommand } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { MarkAddressesFailingCommand } from '../../routing/public.js';
import { authenticateSender, type SenderAuthentication } from './authenticate-sender.js';
import { InboundMail, type InboundOutcome, type InboundTransport } from './inbound-mail.entity.js';
import { withSpooledMail, type SpooledMail } from './inbound-spool.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { INBOUND_MAX_BYTES, readInboundMail, replyKeyOf, type InboundMailRead } from './read-inbound-mail.js';

/** A row left `received` this long ago belongs to a process that stopped while handling it: the next delivery takes it over. */
const STALE_CLAIM_MS = 5 * 60_000;

/** The SMTP envelope of a message received by the listener. */
export interface SmtpEnvelope {
  /** MAIL FROM; null for the null reverse-path `<>` (bounces and other machine mail). */
  mailFrom: string | null;
  recipients: string[];
  /** The SMTP client's IP address (smtp-server's session.remoteAddress), for SPF; null when unknown. */
  clientIp: string | null;
  /** The name the client gave in HELO or EHLO (smtp-server's session.hostNameAppearsAs), for SPF; null when none was given. */
  helo: string | null;
}

/** The mail log's detail of a reply that matched no complaint (the SMTP listener refuses it with UNMATCHED_REPLY). */
const UNMATCHED = 'Matched no complaint: not to a known reply address, not answering an email of the portal, no complaint of the sender named in the subject';

/** The public ids of complaints (GOA-YYYY-NNNNNN) a subject names, upper case, without repeats, at most 10. */
export function complaintIdsIn(subject: string): string[] {
  return [...new Set((subject.match(/\bGOA-\d{4}-\d{6}\b/gi) ?? []).map((id) => id.toUpperCase()))].slice(0, 10);
}

/** The mail log's words for why a reply was held (the superadmin's Received list; the desk shows them translated). */
const HOLD_REASON_TEXT: Record<ReplyHoldReason, string> = {
  link_revoked: 'the response link of its reply address was revoked',
  link_expired: 'the response link of its reply address had expired',
  sender_not_recipient: "the sender is not one of the complaint's recipients",
  not_authenticated: "the sender's domain did not authenticate it",
  not_accepted: 'the complaint did not accept it',
};

/**
 * What the receiver did with a message: its outcome; `duplicate` when another delivery already recorded it;
 * `unreadable` when it can never be read (logged `failed` with the reason; the same bytes would fail again, so the
 * SMTP listener answers 554 rather than asking for a retry).
 */
export type ReceiveResult = InboundOutcome | 'duplicate' | 'unreadable';

/**
 * Turns a received email into its effect, whichever transport brought it (the SMTP listener or the IMAP poller), and
 * records it in the mail log (inbound_mails) with its outcome:
 * - a bounce marks the failed authority addresses on the routing contacts page (routing's MarkAddressesFailingCommand);
 * - an automatic answer is only logged;
 * - a reply is matched to a response link by its reply address (case ignored), else by the email of the portal it
 *   answers (In-Reply-To, References: the sent-mail log's Message-ID and Reply-To), else by a complaint id in its
 *   subject of which the sender is a recipient; one that matches nothing is logged `unknown_key` (the SMTP listener
 *   refuses it, docs/adr/0137-replies-matched-or-refused.md);
 * - a matched reply goes to the complaints context (ReceiveAuthorityReplyCommand) with the verdict on its From:
 *   domain (authenticateSender, unless INBOUND_REQUIRE_AUTH is off), which publishes it or holds it for review.
 * The message is claimed first by its Message-ID (INSERT ... ON CONFLICT DO NOTHING on a unique index), so that two
 * processes receiving the same message record it once; a claim left by a crash, or a message whose handling failed, is
 * handled again by the next delivery. The complaints context keeps its own unique Message-ID, so a reply never becomes
 * two history entries even then.
 */
@Injectable()
export class InboundMailReceiver {
  private readonly logger = new Logger('InboundMail');
  private announced = false;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Spools a message arriving as a stream (an SMTP DATA stream, an IMAP download) to a temporary file, at most
   * INBOUND_MAX_BYTES of it (a bigger one is logged `oversize`), and receives it from there (receive); the message's
   * temporary folder, attachments included, is removed whatever the outcome.
   */
  receiveStream(source: Readable, transport: InboundTransport, envelope: SmtpEnvelope | null = null): Promise<ReceiveResult> {
    return withSpooledMail(source, INBOUND_MAX_BYTES, (mail) => this.receive(mail, transport, envelope));
  }

  /**
   * Reads and handles one spooled message. `mail.rawPath` / `mail.openRaw()` give its raw bytes for the whole call, for
   * any check that reads the message again. Answers `unreadable` for a message that can never be read (logged `failed`
   * with the reason); throws when it could not be handled for a reason that may pass (the database): the transport
   * retries.
   */
  async receive(mail: SpooledMail, transport: InboundTransport, envelope: SmtpEnvelope | null = null): Promise<ReceiveResult> {
    if (mail.oversize) {
      return this.recordOversize({ transport, from: envelope?.mailFrom ?? '', to: envelope?.recipients ?? [], subject: '', sizeBytes: mail.sizeBytes });
    }
    const read = await readInboundMail(mail, this.config.inboundEmailDomain, envelope);
    const claimed = await this.claim(read, transport);
    if (!claimed) return 'duplicate';
    if (read.kind === 'unreadable') {
      await this.finish(claimed, { outcome: 'failed', detail: read.problem, complaintPublicId: null });
      this.logger.warn(`Refused ${read.messageId} from ${read.from || 'an unknown sender'} by ${transport}: ${read.problem}`);
      return 'unreadable';
    }
    try {
      const { outcome, detail, complaintPublicId } = await this.handle(read, () => this.authenticate(mail, envelope));
      await this.finish(claimed, { outcome, detail, complaintPublicId });
      this.logger.log(`Received ${read.messageId} from ${read.from} by ${transport}: ${outcome}${detail ? ` (${detail})` : ''}`);
      return outcome;
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      await this.finish(claimed, { outcome: 'failed', detail: message, complaintPublicId: null }).catch(() => undefined);
      this.logger.warn(`Handling ${read.messageId} from ${read.from} failed: ${message}`);
      throw error;
    }
  }

  /**
   * Logs a message refused for its size (over INBOUND_MAX_BYTES) without reading it: what the envelope (SMTP) or the
   * mailbox's listing (IMAP) tells. `messageId` when known (IMAP); otherwise a random one, each refusal being its own.
   */
  async recordOversize(mail: {
    transport: InboundTransport;
    from: string;
    to: string[];
    subject: string;
    sizeBytes: number;
    messageId?: string;
  }): Promise<ReceiveResult> {
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(InboundMail)
      .values({
        messageId: mail.messageId ?? `<${randomUUID()}@oversize.invalid>`,
        transport: mail.transport,
        from: mail.from.toLowerCase(),
        to: mail.to.map((t) => t.toLowerCase()),
        subject: mail.subject.slice(0, 998),
        sizeBytes: Math.min(mail.sizeBytes, 2 ** 31 - 1),
        outcome: 'oversize',
        detail: `Larger than ${INBOUND_MAX_BYTES / 1024 / 1024} MB`,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    this.logger.warn(`Refused an email of ${mail.sizeBytes} bytes from ${mail.from} by ${mail.transport}: larger than ${INBOUND_MAX_BYTES} bytes`);
    return (inserted.raw as unknown[]).length ? 'oversize' : 'duplicate';
  }

  /** Inserts the log row `received`, or takes over a failed or stale one; null when another delivery has it. */
  private async claim(read: InboundMailRead, transport: InboundTransport): Promise<string | null> {
    const values = {
      messageId: read.messageId,
      transport,
      from: read.from,
      to: read.to.slice(0, 50),
      subject: read.subject,
      sizeBytes: read.sizeBytes,
      replyKey: read.replyKey,
      outcome: 'received' as const,
      text: read.text,
    };
    const inserted = await this.dataSource.createQueryBuilder().insert().into(InboundMail).values(values).orIgnore().returning(['id']).execute();
    const row = (inserted.raw as { id: string }[])[0];
    if (row) return row.id;
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(InboundMail)
      .set({ outcome: 'received', transport })
      .where('message_id = :messageId', { messageId: read.messageId })
      .andWhere("(outcome = 'failed' OR (outcome = 'received' AND updated_at < :stale))", { stale: new Date(Date.now() - STALE_CLAIM_MS) })
      .returning(['id'])
      .execute();
    return (taken.raw as { id: string }[])[0]?.id ?? null;
  }

  private async finish(id: string, result: { outcome: InboundOutcome; detail: string; complaintPublicId: string | null }): Promise<void> {
    await this.dataSource
      .getRepository(InboundMail)
      .update(id, { outcome: result.outcome, detail: result.detail.slice(0, 2000), complaintPublicId: result.complaintPublicId });
  }

  /**
   * Logs, once per process, whether replies are published only for an authenticated From: (and whose word counts
   * beside the portal's own checks), or unauthenticated (INBOUND_REQUIRE_AUTH=false). The transports call it on start.
   */
  announceAuthentication(): void {
    if (this.announced) return;
    this.announced = true;
    if (!this.config.INBOUND_REQUIRE_AUTH) {
      this.logger.warn(
        'INBOUND_REQUIRE_AUTH=false: emailed replies are published WITHOUT checking the sender (anyone can write as an authority); for a local trial only',
      );
      return;
    }
    const upstream = this.config.INBOUND_TRUSTED_AUTHSERV_ID ? `, or by ${this.config.INBOUND_TRUSTED_AUTHSERV_ID}'s Authentication-Results` : '';
    this.logger.log(
      `Emailed replies are published only when the sender's domain is authenticated (DMARC, aligned SPF or DKIM${upstream}); others are held for review`,
    );
  }

  /** The verdict on the From: domain (authenticateSender), or `not_checked` when INBOUND_REQUIRE_AUTH is off. */
  private async authenticate(mail: SpooledMail, envelope: SmtpEnvelope | null): Promise<SenderAuthentication> {
    if (!this.config.INBOUND_REQUIRE_AUTH) {
      return { authenticated: true, method: 'not_checked', fromDomain: '', summary: 'not checked (INBOUND_REQUIRE_AUTH=false)' };
    }
    return authenticateSender(mail.openRaw(), envelope, {
      mta: this.config.inboundEmailDomain,
      trustedAuthservId: this.config.INBOUND_TRUSTED_AUTHSERV_ID ?? null,
    });
  }

  /**
   * The reply key of the newest email the portal sent with a reply address among `threadIds` (the mail log keeps each
   * sent email's Message-ID and Reply-To; index mail_messages_reply_message_idx); null when none is the portal's.
   */
  private async replyKeyOfThread(threadIds: readonly string[]): Promise<string | null> {
    if (threadIds.length === 0) return null;
    const sent = await this.dataSource
      .getRepository(MailMessage)
      .createQueryBuilder('m')
      .select(['m.replyTo'])
      .where('m.message_id IN (:...ids) AND m.reply_to IS NOT NULL', { ids: [...threadIds] })
      .orderBy('m.created_at', 'DESC')
      .limit(1)
      .getOne();
    return sent?.replyTo ? replyKeyOf([sent.replyTo], this.config.inboundEmailDomain) : null;
  }

  private async handle(
    read: InboundMailRead,
    authenticate: () => Promise<SenderAuthentication>,
  ): Promise<{ outcome: InboundOutcome; detail: string; complaintPublicId: string | null }> {
    if (read.kind === 'bounce') {
      const { marked } = await this.commands.execute(new MarkAddressesFailingCommand(read.failedRecipients, new Date()));
      const detail = marked.length
        ? `Failing: ${read.failedRecipients.map((f) => `${f.email}${f.reason ? ` (${f.reason})` : ''}`).join(', ')}`
        : 'No failed recipient reported';
      return { outcome: 'bounce', detail, complaintPublicId: null };
    }
    if (read.kind === 'auto_reply') return { outcome: 'auto_reply', detail: '', complaintPublicId: null };
    const replyKey = read.replyKey ?? (await this.replyKeyOfThread(read.threadIds));
    const subjectComplaintIds = replyKey ? [] : complaintIdsIn(read.subject);
    if (!replyKey && subjectComplaintIds.length === 0) return { outcome: 'unknown_key', detail: UNMATCHED, complaintPublicId: null };
    const authentication = await authenticate();
    const result = await this.commands.execute(
      new ReceiveAuthorityReplyCommand({
        replyKey,
        subjectComplaintIds,
        messageId: read.messageId,
        fromAddress: read.from,
        subject: read.subject,
        text: read.text,
        attachments: read.attachments,
        receivedAt: new Date(),
        authentication: { authenticated: authentication.authenticated, summary: authentication.summary },
      }),
    );
    if (result.outcome === 'unknown_key') return { outcome: 'unknown_key', detail: UNMATCHED, complaintPublicId: null };
    const detail = [
      result.action && result.action !== 'message' ? `Recorded as ${result.action}` : '',
      result.heldReason ? `Held for review: ${HOLD_REASON_TEXT[result.heldReason]} (${authentication.summary})` : '',
      result.dropped.length ? `Attachments dropped: ${result.dropped.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return { outcome: result.outcome, detail, complaintPublicId: result.complaintPublicId };
  }
}
