import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityEvent, UserAccountsService } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

export const SEND_PASSWORD_CHANGED_NOTICE = 'send-password-changed-notice';

/**
 * Tells the account that its password was changed, or created where it had none (auth_password_changed_notice with
 * userName and portalUrl), on PasswordChanged: a change made from a stolen session, which a Google account's owner
 * would otherwise never hear of, is seen by the owner, who can take the account back with 'Forgot password'. A reset
 * by emailed link is not told again: it came through the mailbox. In the account's language; idempotent per event.
 */
@Injectable()
export class SendPasswordChangedNotice implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly users: UserAccountsService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.PasswordChanged,
      queue: QueueName.Notifications,
      handler: SEND_PASSWORD_CHANGED_NOTICE,
      outside: (event) => this.send(event),
    });
  }

  async send(event: DomainEvent<'PasswordChanged'>): Promise<void> {
    const account = event.audit.entityId ? await this.users.getProfile(event.audit.entityId) : null;
    await this.mail.sendTemplate(
      'auth_password_changed_notice',
      [event.payload.email],
      { userName: account?.name ?? '', portalUrl: this.config.publicUrl },
      { locale: account?.locale ?? 'en', idempotencyKey: `${event.id}:${SEND_PASSWORD_CHANGED_NOTICE}`, eventId: event.id },
    );
  }
}
