import { Command } from '@nestjs/cqrs';

/** Confirms the set-up with the first code from the app (POST /api/auth/2fa/enable); answers the recovery codes, shown once. */
export class EnableTwoFactorCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
