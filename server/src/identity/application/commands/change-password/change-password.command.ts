import { Command } from '@nestjs/cqrs';
import type { OngoingSession } from '../../session-tokens.service.js';

/** Change, or create, the signed-in user's password (citizen spec section 7, POST /api/auth/change-password). */
export class ChangePasswordCommand extends Command<{ createdPassword: boolean }> {
  constructor(
    readonly userId: string,
    readonly newPassword: string,
    readonly currentPassword: string | undefined,
    /** The caller's session: an account without a password creates one only within RECENT_SIGN_IN_MINUTES of signing in. */
    readonly session?: OngoingSession,
  ) {
    super();
  }
}
