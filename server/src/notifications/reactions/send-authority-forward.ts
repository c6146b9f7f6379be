import { otherIssueInWords, reopenedInWords, reopenReasonInWords, replyWordsInWords, urgencyInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  ComplaintEvent,
  ComplaintRecordsService,
  ResponseLinkUrls,
  type CarriedResponseLink,
  type ComplaintForAuthority,
  type ForwardRecipient,
} from '../../complaints/public.js';
import { CategoriesService } from '../../content/public.js';
import { anonymousReporterNameIn, ComplaintDocumentsService, DocumentEvent } from '../../documents/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { linkSecret, MailSender, type OutgoingAttachment, replyAddress } from '../mail/mail-sender.js';
import { AfterPhotoAttachments } from './after-photo-attachments.js';
import { emailDate } from './send-escalation-emails.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_AUTHORITY_FORWARD = 'send-authority-forward';
/** Handler name of the authority's email when the reporter reopens a complaint. */
export const SEND_REOPEN_AUTHORITY = 'send-reopen-authority';

/** How the email greets an authority with neither a name nor a designation. */
const AUTHORITY_GREETING_FALLBACK = 'Sir or Madam';

/**
 * On AuthorityLetterRendered (after the documents worker stored the letter of a forward), emails the authority
 * (template complaint_forward_authority, admin spec sections 4 and 9): the primary recipient in To, the others in
 * Cc, the authority letter PDF attached (none when the PDF template is disabled). Placeholders: authorityName,
 * authorityDepartment, authorityEmail (the primary recipient), complaintId, title, category, subcategory, location,
 * urgency, description, mapUrl, message (the admin's note) and reporterName, reporterEmail, reporterPhone, which
 * for an anonymous complaint are "a citizen who asked to remain anonymous" (the letter's words) and empty. The
 * category, subcategory, urgency and dates are written in the office's language, like the template. Idempotent: the mail's key is
 * `${event.id}:send-authority-forward`, so a repeated event sends once. respondUrl is the To recipient's response
 * link and Reply-To its reply address, both from the link the forward issued in its own transaction and the event
 * carries (docs/adr/0134-forwarding-runs-one-way.md): this reaction reads its event and sends no command back. The
 * link is carried even by an admin's template without the placeholder. Sent through MailSender, so the message,
 * its attachment name and size appear in the sent-mail log, the link's token redacted.
 *
 * On ComplaintReopened the same template goes to the authority the complaint was forwarded to, with the complaint's
 * latest authority letter attached again (the template says it is) and the reporter's new photos (bounded, as
 * AfterPhotoAttachments), its message saying when the reporter reopened it, their note and the restarted due date
 * (key `${event.id}:send-reopen-authority`).
 */
@Injectable()
export class SendAuthorityForward implements OnModuleInit {
  private readonly logger = new Logger('SendAuthorityForward');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly records: ComplaintRecordsService,
    private readonly documents: ComplaintDocumentsService,
    private readonly urls: ResponseLinkUrls,
    private readonly config: AppConfig,
    private readonly photos: AfterPhotoAttachments,
    private readonly categories: CategoriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: DocumentEvent.AuthorityLetterRendered,
      queue: QueueName.Notifications,
      handler: SEND_AUTHORITY_FORWARD,
      outside: (event) => this.run(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.Reopened,
      queue: QueueName.Notifications,
      handler: SEND_REOPEN_AUTHORITY,
      outside: (event) => this.reopened(event),
    });
  }

  async reopened(event: DomainEvent<'ComplaintReopened'>): Promise<void> {
    const p = event.payload;
    const complaint = p.recipients.length ? await this.records.forAuthority(p.complaintId) : null;
    if (!complaint) {
      this.logger.warn(`Complaint ${p.complaintId}: deleted or never addressed to an authority; no reopen email sent`);
      return;
    }
    // In the office's language, as the rest of the email (send).
    const locale = p.recipients[0]?.language ?? 'en';
    const message = reopenedInWords(
      { date: emailDate(p.reopenedAt, locale), message: reopenReasonInWords(p.message, locale), dueDate: emailDate(p.dueAt, locale) },
      locale,
    );
    const letter = await this.documents.latestAuthorityLetter(p.complaintId);
    const attachments: OutgoingAttachment[] = [
      ...(letter ? [{ filename: letter.filename, contentType: letter.contentType, content: letter.content }] : []),
      ...(await this.photos.of(p.photos, `${p.complaintId}-reopen-photo`)),
    ];
    await this.send(complaint, p.recipients, p.responseLink, message, attachments, `${event.id}:${SEND_REOPEN_AUTHORITY}`, event.id, p.dueAt);
  }

  async run(event: DomainEvent<'AuthorityLetterRendered'>): Promise<void> {
    const p = event.payload;
    const [primary] = p.recipients;
    if (!primary) {
      this.logger.warn(`Complaint ${p.complaintId}: no recipient in ${event.id}; nothing sent`);
      return;
    }
    const complaint = await this.records.forAuthority(p.complaintId);
    if (!complaint) {
      this.logger.warn(`Complaint ${p.complaintId} no longer exists; the forward email is not sent`);
      return;
    }
    const attachments: OutgoingAttachment[] = [];
    if (p.documentId) {
      const file = await this.documents.getFile(p.documentId);
      if (!file) {
        this.logger.warn(`Complaint ${p.complaintId}: authority letter ${p.documentId} no longer exists; the forward email is not sent`);
        return;
      }
      attachments.push({ filename: file.filename, contentType: file.contentType, content: file.content });
    }
    await this.send(complaint, p.recipients, p.responseLink, p.message, attachments, `${event.id}:${SEND_AUTHORITY_FORWARD}`, event.id, complaint.dueAt);
  }

  /**
   * The authority email: the first recipient in To, the others in Cc; the reporter hidden when anonymous; the To
   * recipient's response link and reply address from `link` (none for an event raised before links travelled with it).
   * Written in the primary recipient's office language (its routing contact's; English for recipients stored before),
   * with the date to answer by (`dueAt`) and how to answer: reply to the email, or open the link.
   */
  private async send(
    complaint: ComplaintForAuthority,
    recipients: readonly ForwardRecipient[],
    link: CarriedResponseLink | undefined,
    message: string,
    attachments: OutgoingAttachment[],
    idempotencyKey: string,
    eventId: string,
    dueAt: string | null,
  ): Promise<void> {
    const [primary, ...others] = recipients;
    const to = primary.authorityEmail.trim().toLowerCase();
    const cc = [...new Set(others.map((r) => r.authorityEmail.trim().toLowerCase()).filter((email) => email && email !== to))];
    const reporter = complaint.anonymous ? null : complaint.reporter;
    const respondUrl = link ? await this.urls.url(link) : '';
    const locale = primary.language ?? 'en';
    const category = await this.categories.textsIn(complaint.categoryKey, locale, { name: complaint.categoryName, subcategory: complaint.subcategory });
    if (!link) this.logger.warn(`Complaint ${complaint.complaintId}: event ${eventId} carries no response link; the email goes without one`);
    await this.mail.sendTemplate(
      'complaint_forward_authority',
      [to],
      {
        authorityName: primary.authorityName.trim() || primary.authorityDesignation.trim() || AUTHORITY_GREETING_FALLBACK,
        authorityDepartment: primary.authorityDepartment.trim() || primary.authorityDesignation.trim(),
        authorityEmail: to,
        complaintId: complaint.complaintId,
        title: complaint.title,
        category: category.name,
        subcategory: otherIssueInWords(category.subcategory, locale),
        location: complaint.location,
        urgency: urgencyInWords(complaint.urgency, locale),
        description: complaint.description,
        reporterName: complaint.anonymous ? anonymousReporterNameIn(locale) : (reporter?.name ?? ''),
        reporterEmail: reporter?.email ?? '',
        reporterPhone: reporter?.phone ?? '',
        mapUrl: complaint.mapUrl,
        message,
        respondUrl,
        replyWords: replyWordsInWords(locale),
        dueDate: emailDate(dueAt, locale),
      },
      // The office's language, whoever the address belongs to (an officer's own account language plays no part).
      {
        idempotencyKey,
        eventId,
        cc,
        attachments,
        locale,
        ...(link ? { mustCarry: respondUrl, secrets: [linkSecret(respondUrl)], replyTo: replyAddress(link.replyKey, this.config.inboundEmailDomain) } : {}),
      },
    );
  }
}
