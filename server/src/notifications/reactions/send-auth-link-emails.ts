import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EmailTemplateKey } from '@civic/contracts';
import type { TemplateValues } from '../../content/public.js';
import { AuthLinkUrls, IdentityEvent } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { linkSecret, MailSender } from '../mail/mail-sender.js';

export const SEND_VERIFICATION_EMAIL = 'send-verification-email';
export const SEND_PASSWORD_RESET_EMAIL = 'send-password-reset-email';
export const SEND_ACCOUNT_DELETION_CODE = 'send-account-deletion-code';

/**
 * The emails that carry a one-time secret, each idempotent per event under its own handler name: on
 * VerificationEmailRequested (sign-up, resend, email change) auth_verify_email with placeholders userName, verifyUrl
 * and expiryHours; on PasswordResetRequested (forgot password) auth_reset_password with userName, resetUrl and
 * expiryMinutes (admin spec section 9); on AccountDeletionCodeRequested auth_account_deletion_code with userName, the
 * 8-digit code (derived again here from its id) and expiryMinutes (docs/adr/0117-citizens-data-rights.md). The
 * sent-mail log keeps the message with the link's token or the code replaced by '[redacted]'
 * (docs/adr/0132-mail-log-secrets-export-and-erasure.md).
 */
@Injectable()
export class SendAuthLinkEmails implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly links: AuthLinkUrls,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.VerificationEmailRequested,
      queue: QueueName.Notifications,
      handler: SEND_VERIFICATION_EMAIL,
      outside: (event) => this.sendVerification(event),
    });
    this.subscriptions.on({
      event: IdentityEvent.PasswordResetRequested,
      queue: QueueName.Notifications,
      handler: SEND_PASSWORD_RESET_EMAIL,
      outside: (event) => this.sendPasswordReset(event),
    });
    this.subscriptions.on({
      event: IdentityEvent.AccountDeletionCodeRequested,
      queue: QueueName.Notifications,
      handler: SEND_ACCOUNT_DELETION_CODE,
      outside: (event) => this.sendDeletionCode(event),
    });
  }

  /** auth_verify_email with the verification link. */
  async sendVerification(event: DomainEvent<'VerificationEmailRequested'>): Promise<void> {
    const { email, name, tokenId, expiryHours } = event.payload;
    const verifyUrl = this.links.verificationUrl(tokenId);
    await this.sendSecret(event.id, SEND_VERIFICATION_EMAIL, 'auth_verify_email', email, linkSecret(verifyUrl), { userName: name, verifyUrl, expiryHours });
  }

  /** auth_reset_password with the reset link. */
  async sendPasswordReset(event: DomainEvent<'PasswordResetRequested'>): Promise<void> {
    const { email, name, tokenId, expiryMinutes } = event.payload;
    const resetUrl = this.links.resetUrl(tokenId);
    await this.sendSecret(event.id, SEND_PASSWORD_RESET_EMAIL, 'auth_reset_password', email, linkSecret(resetUrl), { userName: name, resetUrl, expiryMinutes });
  }

  /** auth_account_deletion_code with the code that confirms the deletion. */
  async sendDeletionCode(event: DomainEvent<'AccountDeletionCodeRequested'>): Promise<void> {
    const { email, name, codeId, expiryMinutes } = event.payload;
    const code = this.links.deletionCode(codeId);
    await this.sendSecret(event.id, SEND_ACCOUNT_DELETION_CODE, 'auth_account_deletion_code', email, code, { userName: name, code, expiryMinutes });
  }

  /** Sends `template` to one address, keyed `${eventId}:${handler}`, and keeps `secret` out of the sent-mail log. */
  private async sendSecret(eventId: string, handler: string, template: EmailTemplateKey, email: string, secret: string, values: TemplateValues): Promise<void> {
    await this.mail.sendTemplate(template, [email], values, { idempotencyKey: `${eventId}:${handler}`, eventId, secrets: [secret] });
  }
}
