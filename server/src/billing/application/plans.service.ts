import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { planDefaultsFor } from '@civic/contracts';
import { Plan } from '../domain/plan.entity.js';

/** A plan's limits: complaints per calendar month (null = unlimited) and photos per complaint. */
export interface PlanLimits {
  planName: string;
  complaintLimit: number | null;
  photoLimit: number;
}

/** Plans for other contexts and the public pricing section (exported by BillingModule). */
@Injectable()
export class PlansService {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  /** Enabled plans sorted by order (the pricing section; citizen spec section 3, "Plan (fetched)"). */
  listEnabled(): Promise<Plan[]> {
    return this.plans.find({ where: { enabled: true }, order: { order: 'ASC', name: 'ASC' } });
  }

  /** Every plan, enabled or not, sorted by order (admin spec section 2, Admin Plans). */
  listAll(): Promise<Plan[]> {
    return this.plans.find({ order: { order: 'ASC', name: 'ASC' } });
  }

  /**
   * The limits of a user's plan by name. A plan renamed or deleted by an admin falls back to the built-in
   * defaults of that name, else to the Free plan's limits (citizen spec section 9).
   */
  async limitsFor(planName: string): Promise<PlanLimits> {
    const plan = await this.plans.findOne({ where: { name: planName } });
    if (plan) return { planName: plan.name, complaintLimit: plan.complaintLimit, photoLimit: plan.photoLimit };
    const fallback = planDefaultsFor(planName);
    return { planName: fallback.name, complaintLimit: fallback.complaintLimit, photoLimit: fallback.photoLimit };
  }
}
