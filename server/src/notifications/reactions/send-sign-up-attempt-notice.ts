import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityEvent } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailSender } from '../mail/mail-sender.js';

export const SEND_SIGN_UP_ATTEMPT_NOTICE = 'send-sign-up-attempt-notice';

/**
 * Tells an account's owner that someone signed up with their address (auth_signup_existing_account with userName and
 * portalUrl), on SignUpWithExistingEmailAttempted: sign-up answers such a visitor as it answers a new address, so the
 * owner, who may have forgotten the account, learns it here. In the account's language (MailSender finds it from
 * the address); idempotent per event.
 */
@Injectable()
export class SendSignUpAttemptNotice implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.SignUpWithExistingEmailAttempted,
      queue: QueueName.Notifications,
      handler: SEND_SIGN_UP_ATTEMPT_NOTICE,
      outside: (event) => this.send(event),
    });
  }

  async send(event: DomainEvent<'SignUpWithExistingEmailAttempted'>): Promise<void> {
    const { email, name } = event.payload;
    await this.mail.sendTemplate(
      'auth_signup_existing_account',
      [email],
      { userName: name, portalUrl: this.config.publicUrl },
      { idempotencyKey: `${event.id}:${SEND_SIGN_UP_ATTEMPT_NOTICE}`, eventId: event.id },
    );
  }
}
