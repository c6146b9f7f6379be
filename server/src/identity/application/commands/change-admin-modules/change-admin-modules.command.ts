import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AdminAccount } from '../../admin-account.view.js';

/** A superadmin replaces an admin's modules (admin spec section 7, PATCH /api/admin/admins/{id}). */
export class ChangeAdminModulesCommand extends Command<AdminAccount> {
  constructor(
    readonly adminId: string,
    readonly modules: readonly string[],
    readonly actor: Actor,
  ) {
    super();
  }
}
