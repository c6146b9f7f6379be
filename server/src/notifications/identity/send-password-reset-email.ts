import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AuthLinkUrls, IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailService } from '../mail/mail.service.js';

export const SEND_PASSWORD_RESET_EMAIL = 'send-password-reset-email';

/**
 * On PasswordResetRequested (forgot password), sends auth_reset_password to the address with placeholders
 * userName, resetUrl and expiryMinutes (admin spec section 9). Idempotent per event.
 */
@Injectable()
export class SendPasswordResetEmail implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailService,
    private readonly links: AuthLinkUrls,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.PasswordResetRequested,
      queue: QueueName.Notifications,
      handler: SEND_PASSWORD_RESET_EMAIL,
      outside: (event) => this.send(event),
    });
  }

  async send(event: DomainEvent<'PasswordResetRequested'>): Promise<void> {
    const { email, name, tokenId, expiryMinutes } = event.payload;
    const resetUrl = this.links.resetUrl(tokenId);
    await this.mail.sendTemplate(
      'auth_reset_password',
      [email],
      { userName: name, resetUrl, expiryMinutes },
      { idempotencyKey: `${event.id}:${SEND_PASSWORD_RESET_EMAIL}`, eventId: event.id, redactAfterSend: [resetUrl] },
    );
  }
}
