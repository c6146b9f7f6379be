import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PurchaseView } from '../../billing.view.js';

/** An admin grants a plan without payment (admin spec sections 2 and 7, POST /api/admin/billing/users/{id}/upgrade). */
export class GrantPremiumCommand extends Command<{ purchase: PurchaseView }> {
  constructor(
    readonly userId: string,
    readonly plan: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
