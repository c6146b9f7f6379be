import { followUpHeadlineInWords } from '@civic/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { ComplaintReporterMail, followUpUrl } from './complaint-reporter-mail.js';
import { emailDate } from './send-escalation-emails.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_FOLLOW_UP = 'send-follow-up';

/**
 * On ComplaintFollowUpSent, emails the reporter "Was it fixed?" (template complaint_follow_up, in their account's
 * language): the headline (the question or its reminder), the resolution's day written by Intl in that language, and
 * the questionnaire page's link, which only opens the page (a mail scanner may follow it). Once per event
 * (`${event.id}:send-follow-up`); a complaint or reporter deleted meanwhile gets nothing.
 */
@Injectable()
export class SendFollowUp implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly reporterMail: ComplaintReporterMail,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.FollowUpSent,
      queue: QueueName.Notifications,
      handler: SEND_FOLLOW_UP,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintFollowUpSent'>): Promise<void> {
    const p = event.payload;
    await this.reporterMail.send(
      { eventId: event.id, handler: SEND_FOLLOW_UP, template: 'complaint_follow_up', what: p.reminder ? 'follow-up reminder' : 'follow-up email' },
      p.complaintId,
      (complaint, locale) => ({
        location: complaint.location,
        headline: followUpHeadlineInWords(p.reminder, locale),
        resolvedDate: emailDate(p.resolvedAt, locale),
        questionnaireUrl: followUpUrl(this.config.publicUrl, complaint.complaintId),
      }),
    );
  }
}
