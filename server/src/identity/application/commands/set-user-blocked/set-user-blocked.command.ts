import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { UserView } from '../../user.view.js';

/** An admin blocks or unblocks a citizen (admin spec sections 2 and 7, PATCH /api/admin/users/{id}/block). */
export class SetUserBlockedCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly blocked: boolean,
    readonly actor: Actor,
  ) {
    super();
  }
}
