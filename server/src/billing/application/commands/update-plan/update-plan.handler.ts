import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Plan } from '../../../domain/plan.entity.js';
import { toPlanView, type PlanView } from '../../billing.view.js';
import { assertPlanNameFree } from '../../plans.writer.js';
import { UpdatePlanCommand } from './update-plan.command.js';

/** Applies a partial edit (PlanUpdated with the changed fields); 404 'Plan not found'; 409 when the new name is taken. */
@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ id, fields, actor }: UpdatePlanCommand): Promise<PlanView> {
    if (fields.name !== undefined && !fields.name.trim()) throw ValidationError.field('name', Messages.admin.plans.nameRequired);
    return this.outbox.transaction(async (manager) => {
      const plan = await findLockedByIdOrFail(manager, Plan, id, Messages.billing.planNotFound);
      const events = plan.update(fields, actor);
      if (events.length) {
        await assertPlanNameFree(manager, plan.name, plan.id);
        await manager.save(Plan, plan);
      }
      return { result: toPlanView(plan), events };
    });
  }
}
