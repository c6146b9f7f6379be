import { DEFAULT_PLANS, type Locale, localisedPlanTexts, type PlanDefault } from '@civic/contracts';
import type { PublicPlanResponse } from '../../api';

/** A plan card's data, from GET /api/plans or the built-in fallback plans (citizen spec sections 3 and 9). */
export interface PlanView {
  id: string;
  /** The plan's identity, its English name: what checkout sends and an account's `plan` holds. */
  plan: string;
  /** The name in the reader's language. */
  name: string;
  /** The language name, description and lines are written in (for the lang attribute). */
  language: Locale;
  description: string;
  /** Price before GST in paise. */
  amount: number;
  gstRate: number;
  color: string;
  popular: boolean;
  allowOneTime: boolean;
  allowRecurring: boolean;
  /** What the plan gives (✓ lines), as the plan lists them. */
  features: string[];
  /** What the plan lacks (✕ lines): the plan's limitations minus any that restate a feature. */
  limitations: string[];
  complaintLimit: number | null;
  order: number;
}

/**
 * A card line reduced to what it claims: lower case, without a parenthesised detail ("(10MB, JPG/PNG/WEBP)"),
 * a leading "only"/"up to", punctuation or repeated spaces. "1 photo per complaint (10MB, JPG/PNG/WEBP)" and
 * "Only 1 photo per complaint" both reduce to "1 photo per complaint".
 */
export function claimOf(line: string): string {
  return line
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .replace(/^\s*(only|up to)\s+/, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The ✓ and ✕ lines of a card, both from the plan: its features as listed (blank and repeated lines dropped),
 * and its limitations without any line that states the same thing as a feature, so that one card never shows
 * a claim both ticked and crossed (the Free plan once showed '✓ 1 photo per complaint' and '✕ 1 photo per
 * complaint'). The feature wins: it is what the plan gives.
 */
export function cardLines(plan: { features?: readonly string[] | null; limitations?: readonly string[] | null }): {
  features: string[];
  limitations: string[];
} {
  const seen = new Set<string>();
  const keep = (line: string) => {
    const claim = claimOf(line);
    if (!claim || seen.has(claim)) return false;
    seen.add(claim);
    return true;
  };
  const features = (plan.features ?? []).map((l) => l.trim()).filter(keep);
  const limitations = (plan.limitations ?? []).map((l) => l.trim()).filter(keep);
  return { features, limitations };
}

function fromDefault(plan: PlanDefault, language: Locale): PlanView {
  const texts = localisedPlanTexts(plan, language);
  return { ...plan, ...texts, id: plan.key, plan: plan.name, ...cardLines(texts) };
}

function fromResponse(plan: PublicPlanResponse): PlanView {
  return {
    id: plan._id,
    plan: plan.plan,
    name: plan.name,
    language: plan.language,
    description: plan.description,
    amount: plan.amount,
    gstRate: plan.gstRate,
    color: plan.color,
    popular: plan.popular,
    allowOneTime: plan.allowOneTime ?? plan.oneTime,
    allowRecurring: plan.allowRecurring,
    ...cardLines(plan),
    complaintLimit: plan.complaintLimit ?? null,
    order: plan.order,
  };
}

export function isFreePlan(plan: Pick<PlanView, 'amount'>): boolean {
  return plan.amount <= 0;
}

/** The price with GST in paise, rounded to the paisa (what an order for the plan costs; the server decides). */
export function priceWithGst(plan: Pick<PlanView, 'amount' | 'gstRate'>): number {
  return Math.round(plan.amount * (1 + plan.gstRate));
}

/**
 * The plans to show: the fetched ones (in the reader's language already), or the fallback plans in `language` when
 * the call failed or returned none;
 * the Free plan sorts first, then by order (citizen spec section 9).
 */
export function plansForDisplay(items: readonly PublicPlanResponse[] | undefined, language: Locale = 'en'): PlanView[] {
  const plans = items && items.length > 0 ? items.map(fromResponse) : DEFAULT_PLANS.map((p) => fromDefault(p, language));
  return plans.sort((a, b) => Number(isFreePlan(b)) - Number(isFreePlan(a)) || a.order - b.order || a.amount - b.amount);
}
