import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityEvent, UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

export const SEND_EMAIL_CHANGE_NOTICE = 'send-email-change-notice';

/**
 * Tells the old address that the account's email changed (auth_email_change_notice with userName and newEmail), on
 * ProfileUpdated once the new address was confirmed (`emailChanged`, `previousEmail`): a change made from a stolen
 * session is seen by the owner. In the account's language; idempotent per event.
 */
@Injectable()
export class SendEmailChangeNotice implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly users: UserAccountsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.ProfileUpdated,
      queue: QueueName.Notifications,
      handler: SEND_EMAIL_CHANGE_NOTICE,
      outside: (event) => this.send(event),
    });
  }

  async send(event: DomainEvent<'ProfileUpdated'>): Promise<void> {
    const { emailChanged, previousEmail, email } = event.payload;
    if (!emailChanged || !previousEmail) return;
    const account = event.audit.entityId ? await this.users.getProfile(event.audit.entityId) : null;
    await this.mail.sendTemplate(
      'auth_email_change_notice',
      [previousEmail],
      { userName: account?.name ?? '', newEmail: email },
      { locale: account?.locale ?? 'en', idempotencyKey: `${event.id}:${SEND_EMAIL_CHANGE_NOTICE}`, eventId: event.id },
    );
  }
}
