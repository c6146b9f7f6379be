import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** A superadmin clears an admin's two-factor sign-in (POST /api/admin/admins/{id}/reset-2fa). */
export class ResetTwoFactorCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
