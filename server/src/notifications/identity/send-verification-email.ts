import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AuthLinkUrls, IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { MailService } from '../mail/mail.service.js';

export const SEND_VERIFICATION_EMAIL = 'send-verification-email';

/**
 * On VerificationEmailRequested (sign-up, resend, email change), sends auth_verify_email to the address with
 * placeholders userName, verifyUrl and expiryHours (admin spec section 9). Idempotent per event.
 */
@Injectable()
export class SendVerificationEmail implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailService,
    private readonly links: AuthLinkUrls,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.VerificationEmailRequested,
      queue: QueueName.Notifications,
      handler: SEND_VERIFICATION_EMAIL,
      outside: (event) => this.send(event),
    });
  }

  async send(event: DomainEvent<'VerificationEmailRequested'>): Promise<void> {
    const { email, name, tokenId, expiryHours } = event.payload;
    const verifyUrl = this.links.verificationUrl(tokenId);
    await this.mail.sendTemplate(
      'auth_verify_email',
      [email],
      { userName: name, verifyUrl, expiryHours },
      { idempotencyKey: `${event.id}:${SEND_VERIFICATION_EMAIL}`, eventId: event.id, redactAfterSend: [verifyUrl] },
    );
  }
}
