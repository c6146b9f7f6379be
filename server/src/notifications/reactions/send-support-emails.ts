import { supportCategoryInWords, ticketStatusInWords } from '@civic/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SupportTicketEvent } from '../../support/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

/** Handler names: with the event id each forms the job id and the mail's idempotency key. */
export const SEND_SUPPORT_ACK = 'send-support-ack';
export const SEND_SUPPORT_STATUS = 'send-support-status';
export const SEND_SUPPORT_ADMIN_MESSAGE = 'send-support-admin-message';

/**
 * The ticket emails (admin spec section 9, template keys): on TicketOpened the sender gets support_ack (userName,
 * ticketId, subject, category, message); on TicketStatusChanged support_status (status, message empty); on
 * TicketMessageSent support_admin_message (the staff's message). `ticketId` is the ticket's code (SUP-XXXXX). The
 * address is the one on the ticket (the sender typed it); the ticket's category and status are written in the
 * language of that address's account (English for an address with none). Idempotent by `${event.id}:${handler}`.
 */
@Injectable()
export class SendSupportEmails implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: SupportTicketEvent.Opened,
      queue: QueueName.Notifications,
      handler: SEND_SUPPORT_ACK,
      outside: (event) => this.ack(event),
    });
    this.subscriptions.on({
      event: SupportTicketEvent.StatusChanged,
      queue: QueueName.Notifications,
      handler: SEND_SUPPORT_STATUS,
      outside: (event) => this.status(event),
    });
    this.subscriptions.on({
      event: SupportTicketEvent.MessageSent,
      queue: QueueName.Notifications,
      handler: SEND_SUPPORT_ADMIN_MESSAGE,
      outside: (event) => this.adminMessage(event),
    });
  }

  private userName(name: string, email: string): string {
    return name || email;
  }

  async ack(event: DomainEvent<'TicketOpened'>): Promise<void> {
    const p = event.payload;
    await this.mail.sendTemplate(
      'support_ack',
      [p.email],
      (locale) => ({
        userName: this.userName(p.name, p.email),
        ticketId: p.code,
        subject: p.subject,
        category: supportCategoryInWords(p.category, locale),
        message: p.message,
      }),
      { idempotencyKey: `${event.id}:${SEND_SUPPORT_ACK}`, eventId: event.id },
    );
  }

  async status(event: DomainEvent<'TicketStatusChanged'>): Promise<void> {
    const p = event.payload;
    await this.mail.sendTemplate(
      'support_status',
      [p.email],
      (locale) => ({ userName: this.userName(p.name, p.email), ticketId: p.code, subject: p.subject, status: ticketStatusInWords(p.to, locale), message: '' }),
      { idempotencyKey: `${event.id}:${SEND_SUPPORT_STATUS}`, eventId: event.id },
    );
  }

  async adminMessage(event: DomainEvent<'TicketMessageSent'>): Promise<void> {
    const p = event.payload;
    await this.mail.sendTemplate(
      'support_admin_message',
      [p.email],
      { userName: this.userName(p.name, p.email), ticketId: p.code, subject: p.subject, message: p.message },
      { idempotencyKey: `${event.id}:${SEND_SUPPORT_ADMIN_MESSAGE}`, eventId: event.id },
    );
  }
}
