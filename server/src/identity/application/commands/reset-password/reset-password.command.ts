import { Command } from '@nestjs/cqrs';

/** Set a new password from a reset link (citizen spec section 7, POST /api/auth/reset-password). */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
