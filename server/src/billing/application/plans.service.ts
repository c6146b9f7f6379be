import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_PLANS, localisedPlanTexts, planDefaultsFor, type Locale } from '@civic/contracts';
import { TableCache, TableNotifications } from '../../kernel/cache/table-notifications.js';
import { Plan } from '../domain/plan.entity.js';

/** A plan's limits: complaints per calendar month (null = unlimited) and photos per complaint. */
export interface PlanLimits {
  planName: string;
  complaintLimit: number | null;
  photoLimit: number;
}

/**
 * Plans for other contexts and the public pricing section (exported by BillingModule). Every read comes from one
 * cached list of all plans (reference data: a handful of rows), dropped when the table changes (TableNotifications);
 * the entities it returns are shared and only read (changes load their own through the plan commands).
 */
@Injectable()
export class PlansService {
  private readonly cache: TableCache<Plan[]>;

  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    notifications: TableNotifications,
  ) {
    this.cache = notifications.cacheOf('plans', { max: 1 });
  }

  /** Every plan sorted by order, then name (cached until the table changes). */
  private all(): Promise<Plan[]> {
    return this.cache.get('all', () => this.plans.find({ order: { order: 'ASC', name: 'ASC' } }));
  }

  /** Enabled plans sorted by order (the pricing section; citizen spec section 3, "Plan (fetched)"). */
  async listEnabled(): Promise<Plan[]> {
    return (await this.all()).filter((p) => p.enabled);
  }

  /** Every plan, enabled or not, sorted by order (admin spec section 2, Admin Plans). */
  async listAll(): Promise<Plan[]> {
    return [...(await this.all())];
  }

  /**
   * A function naming plans in `locale`, from their identity (the English name an account, a purchase or a
   * subscription stores): the plan's own translation (as GET /api/plans answers it), else the built-in plan's, else the
   * stored name (a plan since renamed or deleted).
   */
  async namesIn(locale: Locale): Promise<(plan: string) => string> {
    const plans = await this.all();
    return (plan) => {
      const known = plans.find((p) => p.name === plan) ?? DEFAULT_PLANS.find((p) => p.name === plan);
      return known ? localisedPlanTexts(known, locale).name : plan;
    };
  }

  /**
   * The limits of a user's plan by name. A plan renamed or deleted by an admin falls back to the built-in
   * defaults of that name, else to the Free plan's limits (citizen spec section 9).
   */
  async limitsFor(planName: string): Promise<PlanLimits> {
    const plan = (await this.all()).find((p) => p.name === planName);
    if (plan) return { planName: plan.name, complaintLimit: plan.complaintLimit, photoLimit: plan.photoLimit };
    const fallback = planDefaultsFor(planName);
    return { planName: fallback.name, complaintLimit: fallback.complaintLimit, photoLimit: fallback.photoLimit };
  }

  /**
   * A plan's name in `locale`, from its English name (what purchases and invoices store): the plan's translation
   * (localisedPlanTexts), else the built-in plan of that name's, else the name as stored (a plan deleted since, or
   * one without a name in that language).
   */
  async nameIn(planName: string, locale: Locale): Promise<string> {
    const plan = (await this.all()).find((p) => p.name === planName) ?? DEFAULT_PLANS.find((p) => p.name === planName);
    return plan ? localisedPlanTexts(plan, locale).name : planName;
  }
}
