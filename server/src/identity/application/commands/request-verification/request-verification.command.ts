import { Command } from '@nestjs/cqrs';

/** Send a new verification link (citizen spec section 7, POST /api/auth/request-verification). */
export class RequestVerificationCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
