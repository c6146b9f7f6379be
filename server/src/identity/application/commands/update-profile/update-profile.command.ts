import { Command } from '@nestjs/cqrs';
import type { ProfileChange } from '../../../domain/user.entity.js';
import type { AuthMethod, OngoingSession } from '../../session-tokens.service.js';
import type { SessionView } from '../../user.view.js';

/** The fresh session, and the address waiting for its link when the email was changed (null otherwise). */
export type ProfileUpdateResult = SessionView & { pendingEmail: string | null };

/** Save the signed-in user's profile and/or language (citizen spec section 7, PATCH /api/auth/profile). */
export class UpdateProfileCommand extends Command<ProfileUpdateResult> {
  constructor(
    readonly userId: string,
    readonly change: ProfileChange,
    /** Required to change the email of an account that has a password. */
    readonly currentPassword: string | undefined,
    /** How the caller's session was obtained: the fresh token says the same (a two-factor session stays one). */
    readonly amr: readonly AuthMethod[],
    /** The caller's session: the fresh token continues it (same `sid` and expiry), so Logout ends both. */
    readonly session?: OngoingSession,
  ) {
    super();
  }
}
