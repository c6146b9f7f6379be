import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** A superadmin sets a new password for an admin or superadmin (admin spec section 7, POST /api/admin/admins/{id}/reset-password). */
export class ResetAdminPasswordCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly password: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
