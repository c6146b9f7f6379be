import { Command } from '@nestjs/cqrs';
import type { ProfileFields } from '../../../domain/user.entity.js';
import type { SessionView } from '../../user-view.js';

/** Save the signed-in user's profile (citizen spec section 7, PATCH /api/auth/profile). */
export class UpdateProfileCommand extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly fields: ProfileFields,
  ) {
    super();
  }
}
