import { otherIssueInWords, statusInWords, urgencyInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import { CategoriesService } from '../../content/public.js';
import { UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_COMPLAINT_ACK = 'send-complaint-ack';

/**
 * On ComplaintFiled, emails the reporter the acknowledgement (template complaint_ack, admin spec section 9)
 * with placeholders userName, complaintId, title, category, subcategory, location, urgency and status, every one
 * of them in the reporter's language: the category's name and subcategory label from its translations, the urgency
 * and the status in words (libs/contracts email-words.ts), never their codes.
 * Idempotent: the mail's key is `${event.id}:send-complaint-ack`. A reporter deleted meanwhile gets nothing.
 */
@Injectable()
export class SendComplaintAck implements OnModuleInit {
  private readonly logger = new Logger('SendComplaintAck');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly users: UserAccountsService,
    private readonly categories: CategoriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.Filed,
      queue: QueueName.Notifications,
      handler: SEND_COMPLAINT_ACK,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintFiled'>): Promise<void> {
    const p = event.payload;
    // An Open311 complaint filed for an email with no account attached: its acknowledgement carries the claim link
    // and is sent by the Open311 context (SendReporterClaimEmail).
    if (!p.reporterId) return;
    // The account as filing read it (cached until the users table changes): name, email and language in one read.
    const reporter = await this.users.sessionAccount(p.reporterId);
    if (!reporter) {
      this.logger.warn(`Complaint ${p.complaintId}: reporter ${p.reporterId} no longer exists; no acknowledgement sent`);
      return;
    }
    const category = await this.categories.textsIn(p.categoryKey, reporter.locale, { name: p.categoryName, subcategory: p.subcategory });
    await this.mail.sendTemplate(
      'complaint_ack',
      [reporter.email],
      {
        userName: reporter.name,
        complaintId: p.complaintId,
        title: p.title,
        category: category.name,
        subcategory: otherIssueInWords(category.subcategory, reporter.locale),
        location: p.location,
        urgency: urgencyInWords(p.urgency, reporter.locale),
        status: statusInWords(p.status, reporter.locale),
      },
      { idempotencyKey: `${event.id}:${SEND_COMPLAINT_ACK}`, eventId: event.id, locale: reporter.locale },
    );
  }
}
