import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isLocale } from '@civic/contracts';
import { IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailService } from '../mail/mail.service.js';

export const SEND_ACCOUNT_DELETED_CONFIRMATION = 'send-account-deleted-confirmation';

/**
 * The confirmation of a citizen's account deletion (docs/adr/0117-citizens-data-rights.md; its code goes with the other
 * one-time secrets, SendAuthLinkEmails): on UserDeleted by the owner, auth_account_deleted to the old address, in the
 * language the account had (the account is gone, so it travels in the event). A deletion by an admin sends nothing.
 */
@Injectable()
export class SendAccountDeletedConfirmation implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.UserDeleted,
      queue: QueueName.Notifications,
      handler: SEND_ACCOUNT_DELETED_CONFIRMATION,
      outside: (event) => this.sendConfirmation(event),
    });
  }

  async sendConfirmation(event: DomainEvent<'UserDeleted'>): Promise<void> {
    const { email, byOwner, name, locale } = event.payload;
    if (!byOwner) return;
    await this.mail.sendTemplate(
      'auth_account_deleted',
      [email],
      { userName: name ?? '' },
      {
        idempotencyKey: `${event.id}:${SEND_ACCOUNT_DELETED_CONFIRMATION}`,
        eventId: event.id,
        ...(locale && isLocale(locale) ? { locale } : {}),
      },
    );
  }
}
