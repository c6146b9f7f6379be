import { Command } from '@nestjs/cqrs';

/**
 * End the signed-in request's session (POST /api/auth/logout): its token is refused from then on, by every API process.
 * `sessionId` is the token's `sid` (undefined for a token issued before sessions had one), `expiresAt` its `exp`.
 */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string | undefined,
    readonly expiresAt: Date,
  ) {
    super();
  }
}
