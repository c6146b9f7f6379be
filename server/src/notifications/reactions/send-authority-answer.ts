import { answerInWords, statusInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AuthorityDocumentsService, ComplaintEvent } from '../../complaints/public.js';
import type { OutgoingAttachment } from '../mail/mail-sender.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { AfterPhotoAttachments } from './after-photo-attachments.js';
import { ComplaintReporterMail } from './complaint-reporter-mail.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_AUTHORITY_ANSWER = 'send-authority-answer';

/**
 * On ComplaintAuthorityResponded, emails the reporter what the authority answered, in the reporter's language. The
 * subject and first line (`headline`) say what was answered and by whom ('Resolved by {authority}', 'Returned by
 * {authority}: not their jurisdiction'), the message is the authority's own words, and the after-photos go attached
 * (AfterPhotoAttachments, bounded), with the documents an emailed answer carried (a PDF Action Taken Report). A resolution asks "Is it fixed?" (template complaint_resolved, whose two links
 * only open the complaint's page); every other answer is a complaint_update. The one email of an answer: a status
 * change the answer made (ComplaintStatusChanged with source 'authority') sends none of its own. Idempotent per event.
 */
@Injectable()
export class SendAuthorityAnswer implements OnModuleInit {
  private readonly logger = new Logger('SendAuthorityAnswer');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly reporterMail: ComplaintReporterMail,
    private readonly documents: AuthorityDocumentsService,
    private readonly photos: AfterPhotoAttachments,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.AuthorityResponded,
      queue: QueueName.Notifications,
      handler: SEND_AUTHORITY_ANSWER,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintAuthorityResponded'>): Promise<void> {
    const p = event.payload;
    const action = p.channel === 'email' && p.action === 'message' ? 'reply' : p.action;
    const attachments: OutgoingAttachment[] = await this.photos.of(p.photos, `${p.complaintId}-after-photo`);
    for (const doc of p.documents ?? []) {
      const file = await this.documents.getFile(doc.id);
      if (file) attachments.push(file);
      else this.logger.warn(`Complaint ${p.complaintId}: document ${doc.id} (${doc.filename}) no longer exists; the answer email goes without it`);
    }
    await this.reporterMail.send(
      {
        eventId: event.id,
        handler: SEND_AUTHORITY_ANSWER,
        template: p.to === 'resolved' && p.action === 'resolved' ? 'complaint_resolved' : 'complaint_update',
        what: 'authority answer email',
        attachments,
      },
      p.complaintId,
      (complaint, locale) => ({
        category: complaint.categoryName,
        location: complaint.location,
        status: statusInWords(p.to, locale),
        headline: answerInWords(action, p.authorityName, locale),
        message: p.message,
      }),
    );
  }
}
