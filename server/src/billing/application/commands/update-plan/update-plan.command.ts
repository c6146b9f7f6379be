import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PlanFields } from '../../../domain/plan.entity.js';
import type { PlanView } from '../../billing.view.js';

/** An admin edits a plan, or enables/disables it inline (admin spec sections 4, 5 and 7, PATCH /api/admin/plans/{id}). */
export class UpdatePlanCommand extends Command<PlanView> {
  constructor(
    readonly id: string,
    readonly fields: Partial<PlanFields>,
    readonly actor: Actor,
  ) {
    super();
  }
}
