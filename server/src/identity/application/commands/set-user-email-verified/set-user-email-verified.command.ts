import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { UserView } from '../../user.view.js';

/** An admin verifies or unverifies a citizen's email (admin spec sections 2 and 7, PATCH /api/admin/users/{id}/verify). */
export class SetUserEmailVerifiedCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly emailVerified: boolean,
    readonly actor: Actor,
  ) {
    super();
  }
}
