import { headlineInWords, statusInWords } from '@civic/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { ComplaintReporterMail } from './complaint-reporter-mail.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_COMPLAINT_UPDATE = 'send-complaint-update';
/** The same email when the reporter confirmed a fix (the status stays resolved, the entry is new). */
export const SEND_FIX_CONFIRMED_UPDATE = 'send-fix-confirmed-update';

/**
 * On ComplaintStatusChanged, emails the reporter the update (template complaint_update, admin spec sections 4
 * and 9; complaint_resolved, "Is it fixed?", for 'resolved') with placeholders userName, complaintId, title, category,
 * location, status, message (a rejection's note included), headline (what happened, the subject's and first line's
 * words) and the complaint's links. Idempotent: the mail's key is `${event.id}:send-complaint-update`. Sent also for anonymous
 * complaints (anonymity hides the reporter from the authority only). A complaint or reporter deleted meanwhile
 * gets nothing; a change an authority made (source 'authority') is left to SendAuthorityAnswer. On ComplaintFixConfirmed the same template goes out with status 'resolved' and the history
 * entry the confirmation added (key `${event.id}:send-fix-confirmed-update`).
 */
@Injectable()
export class SendComplaintUpdate implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly reporterMail: ComplaintReporterMail,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_COMPLAINT_UPDATE,
      outside: (event) => this.run(event),
    });
    this.subscriptions.on({
      event: ComplaintEvent.FixConfirmed,
      queue: QueueName.Notifications,
      handler: SEND_FIX_CONFIRMED_UPDATE,
      outside: (event) => this.fixConfirmed(event),
    });
  }

  async fixConfirmed(event: DomainEvent<'ComplaintFixConfirmed'>): Promise<void> {
    const p = event.payload;
    await this.reporterMail.send(
      { eventId: event.id, handler: SEND_FIX_CONFIRMED_UPDATE, template: 'complaint_update', what: 'fix confirmation email' },
      p.complaintId,
      (complaint, locale) => ({
        category: complaint.categoryName,
        location: complaint.location,
        status: statusInWords('resolved', locale),
        headline: headlineInWords('fix_confirmed', locale),
        message: p.message,
      }),
    );
  }

  async run(event: DomainEvent<'ComplaintStatusChanged'>): Promise<void> {
    const p = event.payload;
    // An authority's answer is emailed by SendAuthorityAnswer (with who answered): one email per answer.
    if (p.source === 'authority') return;
    // Resolved at the desk: the reporter is asked whether it is fixed, as after an authority's resolution.
    await this.reporterMail.send(
      { eventId: event.id, handler: SEND_COMPLAINT_UPDATE, template: p.to === 'resolved' ? 'complaint_resolved' : 'complaint_update', what: 'status email' },
      p.complaintId,
      (complaint, locale) => ({
        category: complaint.categoryName,
        location: complaint.location,
        status: statusInWords(p.to, locale),
        headline: headlineInWords(p.source === 'reporter' ? 'reopened' : p.to, locale),
        message: p.message,
      }),
    );
  }
}
