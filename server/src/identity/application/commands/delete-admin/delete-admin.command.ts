import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** A superadmin deletes an admin account, never a superadmin (admin spec sections 5 and 7). */
export class DeleteAdminCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
