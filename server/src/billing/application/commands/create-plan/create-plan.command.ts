import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PlanFields } from '../../../domain/plan.entity.js';
import type { PlanView } from '../../billing.view.js';

/** An admin creates a plan (admin spec sections 5 and 7, POST /api/admin/plans). */
export class CreatePlanCommand extends Command<PlanView> {
  constructor(
    readonly fields: Partial<PlanFields> & { name: string },
    readonly actor: Actor,
  ) {
    super();
  }
}
