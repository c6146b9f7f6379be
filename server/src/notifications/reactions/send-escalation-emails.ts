import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ESCALATION_TIME_ZONE, INTL_LOCALES, LOCALES, type Locale, countInWords, stepInWords, replyWordsInWords } from '@civic/contracts';
import { ComplaintEvent, ComplaintRecordsService, ResponseLinkUrls, type ComplaintEscalationStepTakenPayload } from '../../complaints/public.js';
import { citizensReportingIn, ComplaintDocumentsService, DocumentEvent } from '../../documents/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { CategoriesService } from '../../content/public.js';
import { linkSecret, MailSender, type OutgoingAttachment, replyAddress } from '../mail/mail-sender.js';
import { ComplaintReporterMail } from './complaint-reporter-mail.js';

/** Handler names: with the event id each forms the job id and the mail's idempotency key. */
export const SEND_ESCALATION_AUTHORITY = 'send-escalation-authority';
export const SEND_ESCALATION_CITIZEN = 'send-escalation-citizen';
/** Handler name of the level 1 and 2 emails, sent once their letter is stored (the mail's key stays the step's). */
export const SEND_ESCALATION_LETTER_AUTHORITY = 'send-escalation-letter-authority';

/** The long date format of each language, India time (Node's ICU has data for all four). */
const LONG_DATES = new Map(
  LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: ESCALATION_TIME_ZONE })]),
);

/** A date as the emails print it in `locale` ('18 November 2026', '18 नवंबर 2026'; India time); '—' when absent. */
export function emailDate(iso: string | null | undefined, locale: Locale = 'en'): string {
  return iso ? LONG_DATES.get(locale)!.format(new Date(iso)) : '—';
}

/**
 * The emails of an escalation step, each idempotent by `${step event id}:<handler>`:
 * - send-escalation-authority: template complaint_escalation_authority to the step's recipients (primary in To,
 *   the rest and the step's cc — the level-0 authority for an escalation — in Cc), with the complaint's facts,
 *   forwarding date, due date, days overdue, reminder date and support count ('N citizens report this');
 *   the reporter's identity is never included; the To recipient's response link and reply address are those the step
 *   issued in its own transaction and carries (docs/adr/0134-forwarding-runs-one-way.md). A reminder is sent on ComplaintEscalationStepTaken; a level 1 or 2
 *   escalation on EscalationLetterRendered (after the documents worker stored its escalation letter), with that
 *   stored PDF attached (none when the escalation_letter template is disabled), under the same key, so a retry
 *   sends the same mail once.
 * - send-escalation-citizen: template complaint_escalation_citizen to the reporter, naming who was written to.
 * A complaint deleted meanwhile gets nothing.
 */
@Injectable()
export class SendEscalationEmails implements OnModuleInit {
  private readonly logger = new Logger('SendEscalationEmails');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly records: ComplaintRecordsService,
    private readonly reporterMail: ComplaintReporterMail,
    private readonly documents: ComplaintDocumentsService,
    private readonly urls: ResponseLinkUrls,
    private readonly config: AppConfig,
    private readonly categories: CategoriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.EscalationStepTaken,
      queue: QueueName.Notifications,
      handler: SEND_ESCALATION_AUTHORITY,
      outside: (event) => (event.payload.kind === 'reminder' ? this.toAuthority(event.id, event.payload, []) : Promise.resolve()),
    });
    this.subscriptions.on({
      event: DocumentEvent.EscalationLetterRendered,
      queue: QueueName.Notifications,
      handler: SEND_ESCALATION_LETTER_AUTHORITY,
      outside: (event) => this.withLetter(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.EscalationStepTaken,
      queue: QueueName.Notifications,
      handler: SEND_ESCALATION_CITIZEN,
      outside: (event) => this.toCitizen(event),
    });
  }

  /** A level 1 or 2 escalation's email, its stored letter attached; keyed by the step event like a reminder's. */
  async withLetter(event: DomainEvent<'EscalationLetterRendered'>): Promise<void> {
    const p = event.payload;
    const attachments: OutgoingAttachment[] = [];
    if (p.documentId) {
      const file = await this.documents.getFile(p.documentId);
      if (!file) {
        this.logger.warn(`Complaint ${p.complaintId}: escalation letter ${p.documentId} no longer exists; no escalation email sent`);
        return;
      }
      attachments.push({ filename: file.filename, contentType: file.contentType, content: file.content });
    }
    await this.toAuthority(p.stepEventId, p.step, attachments);
  }

  /** The authority's email of one step (`stepEventId` keys it). */
  async toAuthority(stepEventId: string, p: ComplaintEscalationStepTakenPayload, attachments: OutgoingAttachment[]): Promise<void> {
    const complaint = await this.records.forAuthority(p.complaintId);
    if (!complaint || p.recipients.length === 0) {
      this.logger.warn(`Complaint ${p.complaintId}: deleted or no recipient; no escalation email sent`);
      return;
    }
    const [primary, ...others] = p.recipients;
    const cc = [...new Set([...others.map((r) => r.authorityEmail), ...p.cc])].filter((e) => e !== primary.authorityEmail);
    const locale = await this.mail.localeFor([primary.authorityEmail]);
    // The step issued its recipients' links in its own transaction; the body carries the To recipient's (docs/adr/0134).
    const link = p.responseLink;
    const respondUrl = link ? await this.urls.url(link) : '';
    if (!link) this.logger.warn(`Complaint ${p.complaintId}: step ${stepEventId} carries no response link; the email goes without one`);
    await this.mail.sendTemplate(
      'complaint_escalation_authority',
      [primary.authorityEmail],
      {
        authorityName: primary.authorityName || primary.authorityDesignation || 'Sir or Madam',
        complaintId: complaint.complaintId,
        title: complaint.title,
        // An officer whose account reads another language gets the email in it, category and step included.
        category: await this.categories.nameIn(complaint.categoryKey, locale, complaint.categoryName),
        location: complaint.location,
        description: complaint.description,
        mapUrl: complaint.mapUrl,
        stepName: stepInWords(p, locale),
        forwardedDate: emailDate(complaint.forwardedAt, locale),
        dueDate: emailDate(p.dueAt, locale),
        daysOverdue: countInWords(p.daysOverdue, locale),
        reminderDate: emailDate(complaint.reminderAt, locale),
        previousAuthorities: complaint.authorityRecipients.map((r) => `${r.authorityDesignation || r.authorityName} <${r.authorityEmail}>`).join(', '),
        citizensReporting: citizensReportingIn(complaint.supportCount, locale),
        respondUrl,
        replyWords: replyWordsInWords(locale),
      },
      {
        idempotencyKey: `${stepEventId}:${SEND_ESCALATION_AUTHORITY}`,
        eventId: stepEventId,
        cc,
        attachments,
        locale,
        ...(link ? { mustCarry: respondUrl, secrets: [linkSecret(respondUrl)], replyTo: replyAddress(link.replyKey, this.config.inboundEmailDomain) } : {}),
      },
    );
  }

  async toCitizen(event: DomainEvent<'ComplaintEscalationStepTaken'>): Promise<void> {
    const p = event.payload;
    await this.reporterMail.send(
      { eventId: event.id, handler: SEND_ESCALATION_CITIZEN, template: 'complaint_escalation_citizen', what: 'escalation email' },
      p.complaintId,
      (_complaint, locale) => ({
        stepName: stepInWords(p, locale),
        recipients: p.recipients.map((r) => `${r.authorityDesignation || r.authorityName} <${r.authorityEmail}>`).join(', '),
        daysOverdue: countInWords(p.daysOverdue, locale),
      }),
    );
  }
}
