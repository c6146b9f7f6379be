import { Command } from '@nestjs/cqrs';
import type { ProfileChange } from '../../../domain/user.entity.js';
import type { SessionView } from '../../user.view.js';

/** Save the signed-in user's profile and/or language (citizen spec section 7, PATCH /api/auth/profile). */
export class UpdateProfileCommand extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly change: ProfileChange,
  ) {
    super();
  }
}
