import { Command } from '@nestjs/cqrs';

/** Open a verification link (citizen spec section 7, GET /api/auth/verify-email?token=). */
export class VerifyEmailCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
