import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages, nextOrder } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { Plan } from '../../../domain/plan.entity.js';
import { toPlanView, type PlanView } from '../../billing.view.js';
import { assertPlanNameFree } from '../../plans.writer.js';
import { CreatePlanCommand } from './create-plan.command.js';

/**
 * Creates a plan with admin spec section 5's defaults (PlanCreated): blank name 'Name is required'; order defaults to
 * the last order plus 10; a name in use is 409 'A plan with this name already exists'.
 */
@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ fields, actor }: CreatePlanCommand): Promise<PlanView> {
    if (!fields.name?.trim()) throw ValidationError.field('name', Messages.admin.plans.nameRequired);
    return this.outbox.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('plans:create', 0))");
      const orders = await manager.find(Plan, { select: { order: true } });
      const { plan, events } = Plan.create(fields, nextOrder(orders), actor);
      await assertPlanNameFree(manager, plan.name, null);
      await manager.insert(Plan, plan);
      return { result: toPlanView(plan), events };
    });
  }
}
