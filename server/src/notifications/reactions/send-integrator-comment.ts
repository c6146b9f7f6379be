import { headlineInWords, statusInWords } from '@civic/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { ComplaintReporterMail } from './complaint-reporter-mail.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_INTEGRATOR_COMMENT = 'send-integrator-comment';

/**
 * On ComplaintCommented by someone other than the reporter (source 'integrator': an Open311 integrator's user),
 * emails the reporter the comment (template complaint_update with the current status and '<author>: <comment>'); the
 * person of an unclaimed Open311 complaint gets it within the key's per-email cap. The reporter's own comments send
 * nothing. Idempotent per event.
 */
@Injectable()
export class SendIntegratorComment implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly reporterMail: ComplaintReporterMail,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.Commented,
      queue: QueueName.Notifications,
      handler: SEND_INTEGRATOR_COMMENT,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintCommented'>): Promise<void> {
    const p = event.payload;
    if (p.source !== 'integrator') return;
    await this.reporterMail.send(
      { eventId: event.id, handler: SEND_INTEGRATOR_COMMENT, template: 'complaint_update', what: 'comment email' },
      p.complaintId,
      (complaint, locale) => ({
        category: complaint.categoryName,
        location: complaint.location,
        status: statusInWords(complaint.status, locale),
        headline: headlineInWords('comment', locale, p.authorName || 'Open311'),
        message: p.authorName ? `${p.authorName}: ${p.message}` : p.message,
      }),
    );
  }
}
