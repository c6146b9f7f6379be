import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent, ComplaintRecordsService } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailService } from '../mail/mail.service.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_COMPLAINT_UPDATE = 'send-complaint-update';

/** A status as the reporter reads it in the email: 'in_progress' becomes 'in progress'. */
export function readableStatus(status: string): string {
  return status.replace(/_/g, ' ');
}

/**
 * On ComplaintStatusChanged, emails the reporter the update (template complaint_update, admin spec sections 4
 * and 9) with placeholders userName, complaintId, title, category, location, status and message (a rejection's
 * note included). Idempotent: the mail's key is `${event.id}:send-complaint-update`. Sent also for anonymous
 * complaints (anonymity hides the reporter from the authority only). A complaint or reporter deleted meanwhile
 * gets nothing.
 */
@Injectable()
export class SendComplaintUpdate implements OnModuleInit {
  private readonly logger = new Logger('SendComplaintUpdate');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailService,
    private readonly records: ComplaintRecordsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_COMPLAINT_UPDATE,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintStatusChanged'>): Promise<void> {
    const p = event.payload;
    const complaint = await this.records.forReporter(p.complaintId);
    if (!complaint?.reporter) {
      this.logger.warn(`Complaint ${p.complaintId}: the complaint or its reporter no longer exists; no status email sent`);
      return;
    }
    await this.mail.sendTemplate(
      'complaint_update',
      [complaint.reporter.email],
      {
        userName: complaint.reporter.name,
        complaintId: complaint.complaintId,
        title: complaint.title,
        category: complaint.categoryName,
        location: complaint.location,
        status: readableStatus(p.to),
        message: p.message,
      },
      { idempotencyKey: `${event.id}:${SEND_COMPLAINT_UPDATE}`, eventId: event.id },
    );
  }
}
