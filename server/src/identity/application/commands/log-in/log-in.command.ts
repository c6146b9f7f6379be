import { Command } from '@nestjs/cqrs';
import type { SessionView } from '../../user.view.js';

/** Sign in with email and password (citizen spec section 7, POST /api/auth/login). */
export class LogInCommand extends Command<SessionView> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
