import { Command } from '@nestjs/cqrs';

/** Email a password reset link (citizen spec section 7, POST /api/auth/forgot-password). */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
