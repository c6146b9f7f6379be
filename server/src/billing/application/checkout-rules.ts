import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { UserAccountsService } from '../../identity/public.js';
import { DomainError, ConflictError, ForbiddenError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { chargeFor, type Charge } from '../domain/gst.js';
import { Plan } from '../domain/plan.entity.js';
import type { Buyer } from '../domain/purchase.entity.js';

/** What a checkout may go ahead with: the buyer, the plan and the server's charge. */
export interface CheckoutPlan {
  buyer: Buyer;
  plan: Plan;
  charge: Charge;
}

/**
 * The checks before an order or a subscription is created (citizen spec sections 4 and 5), in this order: the plan
 * exists and is enabled (404 'Plan not found'), it is paid (400 'This plan is free: no payment is needed.'), the
 * currency is the plan's (400), the buyer is not already premium (409 'You already have a premium plan.'), the billing
 * mode is allowed (400 'Monthly billing not available for this plan.' / 'One-time payment not available for this
 * plan.'). The amount is the plan's base plus GST, in paise: nothing the client sends changes it.
 */
@Injectable()
export class CheckoutRules {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    private readonly accounts: UserAccountsService,
  ) {}

  async check(userId: string, planRef: string, currency: string | undefined, mode: 'one-time' | 'monthly'): Promise<CheckoutPlan> {
    const plan = await this.plans.findOne({ where: isUuid(planRef) ? [{ id: planRef }, { name: planRef }] : { name: planRef } });
    if (!plan || !plan.enabled) throw new NotFoundError(Messages.billing.planNotFound);
    if (!plan.isPaid) throw new DomainError(ErrorCode.BadRequest, Messages.billing.freePlanNoPayment);
    if (currency !== undefined && currency !== plan.currency)
      throw new DomainError(ErrorCode.ValidationFailed, Messages.billing.currencyUnsupported, { fields: { currency: [Messages.billing.currencyUnsupported] } });
    const user = await this.accounts.getProfile(userId);
    if (!user) throw new NotFoundError(Messages.billing.userNotFound);
    if (user.role !== 'user') throw new ForbiddenError(Messages.billing.notACitizen);
    if (user.isPremium) throw new ConflictError(Messages.billing.alreadyPremium);
    if (mode === 'monthly' && !plan.allowRecurring) throw new DomainError(ErrorCode.BadRequest, Messages.billing.monthlyNotAvailable);
    if (mode === 'one-time' && !plan.allowOneTime) throw new DomainError(ErrorCode.BadRequest, Messages.billing.oneTimeNotAvailable);
    return { buyer: { id: user.id, email: user.email, name: user.name }, plan, charge: chargeFor(plan.amount, plan.gstRate) };
  }
}
