import { Command } from '@nestjs/cqrs';

/** Turns two-factor sign-in off with a current code or a recovery code (POST /api/auth/2fa/disable). */
export class DisableTwoFactorCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
