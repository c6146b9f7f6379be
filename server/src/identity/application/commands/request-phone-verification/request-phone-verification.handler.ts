import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages, PHONE_CODE_TTL_MINUTES, PHONE_CODES_PER_HOUR } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLocked, findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { DomainError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { indianMobileE164 } from '../../../domain/phone-number.js';
import { PhoneVerificationCode, hashPhoneCode, phoneCodeFor } from '../../../domain/phone-verification-code.entity.js';
import { User } from '../../../domain/user.entity.js';
import { AUTH_LINK_KEY } from '../../../infrastructure/auth-link-key.js';
import { RequestPhoneVerificationCommand } from './request-phone-verification.command.js';

/**
 * A new 6-digit code, valid PHONE_CODE_TTL_MINUTES minutes, replacing any pending one, texted to the number (the one
 * given, else the profile's) once it parses as an Indian mobile number (E.164 through libphonenumber-js); 400
 * VALIDATION_FAILED on `phone` otherwise. The table keeps the code's SHA-256; PhoneVerificationRequested carries the
 * code's id only. At most PHONE_CODES_PER_HOUR codes an hour per account (each SMS costs money and reaches a phone):
 * 429 RATE_LIMITED beyond. Returns the number in E.164.
 */
const HOUR_MS = 3_600_000;

@CommandHandler(RequestPhoneVerificationCommand)
export class RequestPhoneVerificationHandler implements ICommandHandler<RequestPhoneVerificationCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(AUTH_LINK_KEY) private readonly linkKey: Buffer,
  ) {}

  async execute({ userId, phone }: RequestPhoneVerificationCommand): Promise<{ phone: string }> {
    return this.outbox.transaction(async (manager) => {
      const user = await findLockedByIdOrFail(manager, User, userId, Messages.auth.accountNotFound);
      const e164 = indianMobileE164(phone ?? user.phone);
      if (!e164) throw ValidationError.field('phone', Messages.hearing.phoneInvalid);
      const now = this.clock.now();
      const previous = await findLocked(manager, PhoneVerificationCode, { userId: user.id });
      const sameHour = previous !== null && now.getTime() - previous.windowStartedAt.getTime() < HOUR_MS;
      if (sameHour && previous.sentInWindow >= PHONE_CODES_PER_HOUR) throw new DomainError(ErrorCode.RateLimited, Messages.hearing.tooManyCodes);
      const id = randomUUID();
      const events = user.requestPhoneVerification(id, PHONE_CODE_TTL_MINUTES);
      await manager.delete(PhoneVerificationCode, { userId: user.id });
      await manager.insert(PhoneVerificationCode, {
        userId: user.id,
        id,
        phone: e164,
        codeHash: hashPhoneCode(phoneCodeFor(this.linkKey, id)),
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
        failedAttempts: 0,
        windowStartedAt: sameHour ? previous.windowStartedAt : now,
        sentInWindow: sameHour ? previous.sentInWindow + 1 : 1,
      });
      return { result: { phone: e164 }, events };
    });
  }
}
