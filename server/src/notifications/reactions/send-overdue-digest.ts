import { countInWords, dueInWords, moreOnDeskInWords } from '@civic/contracts';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Locale } from '@civic/contracts';
import { ComplaintEvent } from '../../complaints/public.js';
import { UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';
import { emailDate } from './send-escalation-emails.js';

/** Handler name: with the event id and the admin's email it forms each mail's idempotency key. */
export const SEND_OVERDUE_DIGEST = 'send-overdue-digest';

/**
 * On OverdueDigestPrepared (once per India day), emails each admin holding Admin Complaints and each
 * superadmin (not blocked) the template admin_overdue_digest, in their language: userName, date (the day), count
 * and complaintList (one line per complaint: id · title · location · due date; '…and N more' past the 200 listed),
 * dates, numbers and the words around them in that language too.
 * Idempotent per admin: `${event.id}:send-overdue-digest:${email}`, so a retried job sends each admin one mail.
 */
@Injectable()
export class SendOverdueDigest implements OnModuleInit {
  private readonly logger = new Logger('SendOverdueDigest');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly users: UserAccountsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.OverdueDigestPrepared,
      queue: QueueName.Notifications,
      handler: SEND_OVERDUE_DIGEST,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'OverdueDigestPrepared'>): Promise<void> {
    const p = event.payload;
    const admins = await this.users.adminsHolding('complaints');
    if (admins.length === 0) {
      this.logger.warn(`Overdue digest ${p.day}: no admin holds Admin Complaints; nothing sent`);
      return;
    }
    // The list in one admin's language: the due dates and the words around them.
    const listIn = (locale: Locale): string => {
      const lines = p.complaints.map((c) => `${c.complaintId} · ${c.title} · ${c.location} · ${dueInWords(emailDate(c.dueAt, locale), locale)}`);
      if (p.total > p.complaints.length) lines.push(moreOnDeskInWords(p.total - p.complaints.length, locale));
      return lines.join('\n');
    };
    for (const admin of admins) {
      await this.mail.sendTemplate(
        'admin_overdue_digest',
        [admin.email],
        (locale) => ({
          userName: admin.name,
          date: emailDate(`${p.day}T12:00:00+05:30`, locale),
          count: countInWords(p.total, locale),
          complaintList: listIn(locale),
        }),
        { idempotencyKey: `${event.id}:${SEND_OVERDUE_DIGEST}:${admin.email.toLowerCase()}`, eventId: event.id },
      );
    }
  }
}
