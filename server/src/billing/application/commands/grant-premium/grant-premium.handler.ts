import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GRANTABLE_PLANS, Messages } from '@civic/contracts';
import { UserPlansWriter } from '../../../../identity/public.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { accountPlanEvent, BillingEvent } from '../../../domain/events/billing.events.js';
import { Plan } from '../../../domain/plan.entity.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { toPurchaseView } from '../../billing.view.js';
import { GrantPremiumCommand } from './grant-premium.command.js';

/**
 * Grants Premium Citizen or Advocate Plus without payment (admin spec sections 2 and 9): a paid Manual purchase of
 * amount 0 (no invoice), the user on the plan, PremiumGranted (audited with the admin). 400 'Choose Premium Citizen or
 * Advocate Plus.'; 404 'User not found'; 403 for an admin account.
 */
@CommandHandler(GrantPremiumCommand)
export class GrantPremiumHandler implements ICommandHandler<GrantPremiumCommand> {
  constructor(
    private readonly userPlans: UserPlansWriter,
    private readonly outbox: OutboxService,
  ) {}

  execute({ userId, plan: planName, actor }: GrantPremiumCommand): Promise<{ purchase: ReturnType<typeof toPurchaseView> }> {
    if (!(GRANTABLE_PLANS as readonly string[]).includes(planName)) throw ValidationError.field('plan', Messages.billing.grantPlanInvalid);
    if (!isUuid(userId)) throw new NotFoundError(Messages.billing.userNotFound);
    return this.outbox.transaction(async (manager) => {
      const holder = await this.userPlans.lock(manager, userId);
      if (!holder) throw new NotFoundError(Messages.billing.userNotFound);
      if (holder.role !== 'user') throw new ForbiddenError(Messages.billing.notACitizen);
      const plan = await manager.findOne(Plan, { where: { name: planName } });
      const purchase = Purchase.manual({ id: holder.id, email: holder.email, name: holder.name }, { id: plan?.id ?? null, name: planName });
      await manager.insert(Purchase, purchase);
      const events = await this.userPlans.setPlan(manager, holder.id, planName, true, 'grant', actor);
      events.push(
        accountPlanEvent(BillingEvent.PremiumGranted, actor, holder.id, { userId: holder.id, planName, previousPlan: holder.plan, purchaseId: purchase.id }),
      );
      return { result: { purchase: toPurchaseView(purchase, null) }, events };
    });
  }
}
