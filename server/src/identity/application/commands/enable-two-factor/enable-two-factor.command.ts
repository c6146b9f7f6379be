import { Command } from '@nestjs/cqrs';
import type { AuthMethod, OngoingSession } from '../../session-tokens.service.js';
import type { SessionView } from '../../user.view.js';

/** The recovery codes (shown once) and the caller's fresh session, which now carries the second factor. */
export type TwoFactorEnabledResult = SessionView & { recoveryCodes: string[] };

/** Confirms the set-up with the first code from the app (POST /api/auth/2fa/enable). */
export class EnableTwoFactorCommand extends Command<TwoFactorEnabledResult> {
  constructor(
    readonly userId: string,
    readonly code: string,
    /** The account's password, required when it has one. */
    readonly password: string | undefined,
    /** How the caller's session was obtained (its token's `amr`): the fresh token keeps the first factor and adds `otp`. */
    readonly amr: readonly AuthMethod[],
    /** The caller's session: an account without a password must have signed in within RECENT_SIGN_IN_MINUTES. */
    readonly session?: OngoingSession,
  ) {
    super();
  }
}
