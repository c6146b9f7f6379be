import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin deletes a citizen's account permanently (admin spec sections 2 and 7, DELETE /api/admin/users/{id}). */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
