import { Command } from '@nestjs/cqrs';
import type { SessionView } from '../../user.view.js';

/** Sign in with a Google ID token (citizen spec section 7, POST /api/auth/google). */
export class SignInWithGoogleCommand extends Command<SessionView> {
  constructor(readonly credential: string) {
    super();
  }
}
