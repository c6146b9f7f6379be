import { Command } from '@nestjs/cqrs';

/** Texts a code that verifies `phone` (or the profile's phone when omitted) to the signed-in account (POST /api/auth/me/phone/code). */
export class RequestPhoneVerificationCommand extends Command<{ phone: string }> {
  constructor(
    readonly userId: string,
    readonly phone: string | undefined,
  ) {
    super();
  }
}
