import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintClaimsService, ComplaintEvent } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { linkSecret, MailSender } from '../mail/mail-sender.js';

/** Handler name: with the event id it forms the job id and the mail's idempotency key. */
export const SEND_CLAIM_EMAIL = 'send-claim-email';
/** Days a claim link works (CLAIM_LINK_DAYS of the complaints context, as the email states it). */
const CLAIM_LINK_DAYS_TEXT = '60';

/**
 * On ComplaintFiled of an Open311 complaint filed for an email (reporter policy 'by_email'), emails that address once:
 * open311_claim_confirm ('Was this you? Add it to My Complaints') when an account with the email existed at filing,
 * else open311_claim_invite (the acknowledgement, with a link to create an account and claim the complaint). Both carry
 * the one-time claim link, redacted from the mail log once sent; idempotent per event
 * (`${event.id}:send-claim-email`). Other filings get nothing here (SendComplaintAck acknowledges them).
 */
@Injectable()
export class SendClaimEmail implements OnModuleInit {
  private readonly logger = new Logger('SendClaimEmail');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly mail: MailSender,
    private readonly claims: ComplaintClaimsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.Filed,
      queue: QueueName.Notifications,
      handler: SEND_CLAIM_EMAIL,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'ComplaintFiled'>): Promise<void> {
    const p = event.payload;
    if (p.reporterId || !p.apiKeyId) return;
    const invitation = await this.claims.invitation(p.complaintId);
    if (!invitation) {
      this.logger.warn(`Complaint ${p.complaintId}: no claim link found; no claim email sent`);
      return;
    }
    await this.mail.sendTemplate(
      invitation.accountExisted ? 'open311_claim_confirm' : 'open311_claim_invite',
      [invitation.email],
      {
        userName: invitation.firstName || invitation.email,
        complaintId: invitation.complaintId,
        title: invitation.title,
        location: invitation.location,
        claimUrl: invitation.claimUrl,
        expiryDays: CLAIM_LINK_DAYS_TEXT,
      },
      { idempotencyKey: `${event.id}:${SEND_CLAIM_EMAIL}`, eventId: event.id, secrets: [linkSecret(invitation.claimUrl)] },
    );
  }
}
