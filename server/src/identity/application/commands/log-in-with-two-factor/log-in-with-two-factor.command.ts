import { Command } from '@nestjs/cqrs';
import type { SessionView } from '../../user.view.js';

/** The second sign-in step: the challenge of POST /api/auth/login and a TOTP or recovery code (POST /api/auth/login/2fa). */
export class LogInWithTwoFactorCommand extends Command<SessionView> {
  constructor(
    readonly challenge: string,
    readonly code: string,
  ) {
    super();
  }
}
