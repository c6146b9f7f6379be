import { recordedInWords, replyWordsInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThan, MoreThan, type DataSource } from 'typeorm';
import type { AuthorityAction } from '@civic/contracts';
import { AuthorityReplyEvent, ComplaintRecordsService, ResponseLinkUrls } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { linkSecret, MailSender, replyAddress } from '../mail/mail-sender.js';
import { ReplyAck } from '../mail/reply-ack.entity.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_REPLY_RECORDED_ACK = 'send-reply-recorded-ack';
/** The template of the acknowledgement. */
const TEMPLATE = 'authority_reply_recorded' as const;
/**
 * Acknowledgements one address receives in an hour at most: an officer answering a few complaints is told each time;
 * a mail loop with an auto-responder that slipped past the auto-reply checks, or a flood, is not fed.
 */
export const REPLY_ACKS_PER_HOUR = 5;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * On ComplaintAuthorityReplyRecorded (an emailed reply published as it arrived: never an automatic answer, a bounce or a
 * held reply, which raise none), answers the officer who wrote it (template authority_reply_recorded, docs/adr/0138):
 * what their reply recorded, on which complaint, its message, and the response page opened with each action chosen
 * (`?action=resolved` …): the link only opens the page, and nothing changes until the officer submits the page's form,
 * so a mail scanner that follows links changes nothing. In the link's language (the language of the latest email that
 * carried it; a routing contact's own language reaches the link through the forward that issues it), Reply-To the
 * reply address, so that answering the acknowledgement is another reply. At most REPLY_ACKS_PER_HOUR per address per
 * hour, counted in the database (authority_reply_acks), so the limit holds across workers and restarts. Idempotent per
 * event.
 */
@Injectable()
export class SendReplyRecordedAck implements OnModuleInit {
  private readonly logger = new Logger('SendReplyRecordedAck');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly records: ComplaintRecordsService,
    private readonly urls: ResponseLinkUrls,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: AuthorityReplyEvent.Recorded,
      queue: QueueName.Notifications,
      handler: SEND_REPLY_RECORDED_ACK,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintAuthorityReplyRecorded'>): Promise<void> {
    const p = event.payload;
    const idempotencyKey = `${event.id}:${SEND_REPLY_RECORDED_ACK}`;
    if (await this.mail.alreadySent(idempotencyKey)) return;
    const to = p.fromAddress.trim().toLowerCase();
    if (!(await this.takeAllowance(event.id, to))) {
      this.logger.warn(`${to} was sent ${REPLY_ACKS_PER_HOUR} acknowledgements in the last hour; none for reply ${p.replyId} to ${p.complaintId}`);
      return;
    }
    const complaint = await this.records.forAuthority(p.complaintId);
    if (!complaint) {
      this.logger.warn(`Complaint ${p.complaintId} no longer exists; no acknowledgement for reply ${p.replyId}`);
      return;
    }
    const respondUrl = await this.urls.url(p.responseLink);
    const chosen = (action: AuthorityAction) => `${respondUrl}?action=${action}`;
    await this.mail.sendTemplate(
      TEMPLATE,
      [to],
      (locale) => ({
        authorityName: p.authorityName || to,
        complaintId: p.complaintId,
        title: complaint.title,
        recorded: recordedInWords(p.action, locale),
        message: p.message,
        resolvedUrl: chosen('resolved'),
        inProgressUrl: chosen('in_progress'),
        notOursUrl: chosen('not_ours'),
        messageUrl: chosen('message'),
        replyWords: replyWordsInWords(locale),
      }),
      {
        idempotencyKey,
        eventId: event.id,
        locale: p.language,
        mustCarry: respondUrl,
        secrets: [linkSecret(respondUrl)],
        replyTo: replyAddress(p.responseLink.replyKey, this.config.inboundEmailDomain),
      },
    );
  }

  /**
   * Takes one of the address's REPLY_ACKS_PER_HOUR acknowledgements of the last hour for this event, or answers false.
   * One transaction under an advisory lock on the address, so that two workers cannot both take the last one; a
   * retried event finds its own row and goes on. Rows older than a day are removed on the way.
   */
  private takeAllowance(eventId: string, email: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('authority-reply-ack:' || $1))", [email]);
      const acks = manager.getRepository(ReplyAck);
      if (await acks.existsBy({ eventId })) return true;
      await acks.delete({ email, createdAt: LessThan(new Date(Date.now() - DAY_MS)) });
      const lastHour = await acks.countBy({ email, createdAt: MoreThan(new Date(Date.now() - HOUR_MS)) });
      if (lastHour >= REPLY_ACKS_PER_HOUR) return false;
      await acks.insert({ eventId, email });
      return true;
    });
  }
}
