import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent, ComplaintRecordsService } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailService } from '../mail/mail.service.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_COMPLAINT_UPDATE = 'send-complaint-update';
/** The same email when the reporter confirmed a fix (issue 15: the status stays resolved, the entry is new). */
export const SEND_FIX_CONFIRMED_UPDATE = 'send-fix-confirmed-update';

/** A status as the reporter reads it in the email: 'in_progress' becomes 'in progress'. */
export function readableStatus(status: string): string {
  return status.replace(/_/g, ' ');
}

/**
 * On ComplaintStatusChanged, emails the reporter the update (template complaint_update, admin spec sections 4
 * and 9) with placeholders userName, complaintId, title, category, location, status and message (a rejection's
 * note included). Idempotent: the mail's key is `${event.id}:send-complaint-update`. Sent also for anonymous
 * complaints (anonymity hides the reporter from the authority only). A complaint or reporter deleted meanwhile
 * gets nothing. On ComplaintFixConfirmed (issue 15) the same template goes out with status 'resolved' and the history
 * entry the confirmation added (key `${event.id}:send-fix-confirmed-update`).
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
    this.subscriptions.on({
      event: ComplaintEvent.FixConfirmed,
      queue: QueueName.Notifications,
      handler: SEND_FIX_CONFIRMED_UPDATE,
      outside: (event) => this.send(event.id, SEND_FIX_CONFIRMED_UPDATE, event.payload.complaintId, 'resolved', event.payload.message),
    });
  }

  async run(event: DomainEvent<'ComplaintStatusChanged'>): Promise<void> {
    await this.send(event.id, SEND_COMPLAINT_UPDATE, event.payload.complaintId, event.payload.to, event.payload.message);
  }

  private async send(eventId: string, handler: string, complaintId: string, status: string, message: string): Promise<void> {
    const complaint = await this.records.forReporter(complaintId);
    if (!complaint?.reporter) {
      this.logger.warn(`Complaint ${complaintId}: the complaint or its reporter no longer exists; no status email sent`);
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
        status: readableStatus(status),
        message,
      },
      { idempotencyKey: `${eventId}:${handler}`, eventId },
    );
  }
}
