import { Command } from '@nestjs/cqrs';
import type { AuthMethod, OngoingSession } from '../../session-tokens.service.js';
import type { SessionView } from '../../user.view.js';

/** Turns two-factor sign-in off with the password and a current or recovery code (POST /api/auth/2fa/disable). */
export class DisableTwoFactorCommand extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly code: string,
    /** The account's password; required when the account has one. */
    readonly password: string | undefined,
    /** How the caller's session was obtained (its token's `amr`): the fresh token says the same. */
    readonly amr: readonly AuthMethod[],
    /** The caller's session: an account without a password must have signed in within RECENT_SIGN_IN_MINUTES. */
    readonly session?: OngoingSession,
  ) {
    super();
  }
}
