import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** The outcome of a downgrade (admin spec section 7): whether a refund went through, and why not. */
export interface DowngradeOutcome {
  refunded: boolean;
  refundError: string | null;
}

/** An admin downgrades a user to Free (admin spec sections 2 and 7, POST /api/admin/billing/users/{id}/downgrade). */
export class DowngradeUserCommand extends Command<DowngradeOutcome> {
  constructor(
    readonly userId: string,
    readonly reason: string | null,
    readonly paymentId: string | null,
    readonly actor: Actor,
    /** The admin chose 'no refund': nothing is refunded even when a refundable purchase exists. */
    readonly noRefund = false,
  ) {
    super();
  }
}
