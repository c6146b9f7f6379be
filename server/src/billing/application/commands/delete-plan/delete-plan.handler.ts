import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Plan } from '../../../domain/plan.entity.js';
import { DeletePlanCommand } from './delete-plan.command.js';

/**
 * Deletes a plan (PlanDeleted); 404 'Plan not found'. Purchases and subscriptions keep its name (their plan_id becomes
 * null); users on it keep the name, and their limits fall back to the built-in plan of that name (PlansService).
 */
@CommandHandler(DeletePlanCommand)
export class DeletePlanHandler implements ICommandHandler<DeletePlanCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ id, actor }: DeletePlanCommand): Promise<void> {
    return this.outbox.transaction(async (manager) => {
      const plan = await findLockedByIdOrFail(manager, Plan, id, Messages.billing.planNotFound);
      await manager.delete(Plan, { id: plan.id });
      return { result: undefined, events: plan.deleted(actor) };
    });
  }
}
