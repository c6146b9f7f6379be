import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AdminAccount } from '../../admin-account.view.js';

/** What a superadmin enters to create an admin (admin spec section 7, POST /api/admin/admins). */
export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  modules: readonly string[];
}

/** A superadmin creates an admin with a temporary password and modules (admin spec sections 2, 5 and 7). */
export class CreateAdminCommand extends Command<AdminAccount> {
  constructor(
    readonly admin: NewAdmin,
    readonly actor: Actor,
  ) {
    super();
  }
}
