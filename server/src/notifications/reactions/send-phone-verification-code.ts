import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PHONE_CODE_TTL_MINUTES } from '@civic/contracts';
import { AuthLinkUrls, IdentityEvent, UserAccountsService } from '../../identity/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { SmsSender } from '../sms/sms-sender.js';
import { smsText } from '../sms/sms-words.js';

export const SEND_PHONE_VERIFICATION_CODE = 'send-phone-verification-code';

/**
 * On PhoneVerificationRequested, texts the 6-digit code (derived again here from its id) to the number waiting for
 * it, in the account's language, once per event. A code replaced or confirmed meanwhile is not sent.
 */
@Injectable()
export class SendPhoneVerificationCode implements OnModuleInit {
  private readonly logger = new Logger('SendPhoneVerificationCode');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly sms: SmsSender,
    private readonly links: AuthLinkUrls,
    private readonly accounts: UserAccountsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: IdentityEvent.PhoneVerificationRequested,
      queue: QueueName.Notifications,
      handler: SEND_PHONE_VERIFICATION_CODE,
      outside: (event) => this.run(event),
    });
  }

  async run(event: DomainEvent<'PhoneVerificationRequested'>): Promise<void> {
    const { codeId, expiryMinutes } = event.payload;
    const userId = event.audit.entityId;
    const pending = userId ? await this.accounts.pendingPhoneVerification(userId, codeId) : null;
    if (!pending) {
      this.logger.log(`Phone code ${codeId}: no longer pending; no SMS sent`);
      return;
    }
    const code = this.links.phoneCode(codeId);
    await this.sms.send({
      kind: 'phone_code',
      to: pending.phone,
      locale: pending.locale,
      body: smsText('phone_code', pending.locale, { code, minutes: expiryMinutes ?? PHONE_CODE_TTL_MINUTES }),
      userId,
      eventId: event.id,
      idempotencyKey: `${event.id}:${SEND_PHONE_VERIFICATION_CODE}`,
      secret: code,
    });
  }
}
