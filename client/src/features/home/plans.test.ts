import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLANS } from '@civic/contracts';
import type { PublicPlanResponse } from '../../api';
import { FREE_PLAN } from '../../../test/fixtures';
import { cardLines, claimOf, plansForDisplay, priceWithGst } from './plans';

const FREE_AS_SEEDED_BEFORE: PublicPlanResponse = {
  ...FREE_PLAN,
  _id: 'p1',
  description: 'Free',
  features: ['3 complaints per month', '1 photo per complaint (10MB, JPG/PNG/WEBP)', 'Email status updates'],
};

describe('plan cards (citizen spec sections 2, 3 and 9)', () => {
  it('reduces a line to its claim', () => {
    expect(claimOf('1 photo per complaint (10MB, JPG/PNG/WEBP)')).toBe('1 photo per complaint');
    expect(claimOf('  Only 1 photo per complaint. ')).toBe('1 photo per complaint');
    expect(claimOf('Up to 5 photos of 10MB per complaint')).toBe('5 photos of 10mb per complaint');
  });

  it('never lists a claim both as a feature and as a limitation (the Free card once did)', () => {
    const [free] = plansForDisplay([FREE_AS_SEEDED_BEFORE]);
    expect(free.features).toEqual(['3 complaints per month', '1 photo per complaint (10MB, JPG/PNG/WEBP)', 'Email status updates']);
    expect(free.limitations).toEqual(['No GST invoice']);
  });

  it('keeps every line of a plan whose lines do not overlap, and drops blank and repeated ones', () => {
    expect(cardLines({ features: ['GST invoice', ' ', 'GST invoice.'], limitations: ['No refunds after 30 days', ''] })).toEqual({
      features: ['GST invoice'],
      limitations: ['No refunds after 30 days'],
    });
  });

  it('the built-in fallback plans (no plans from the server) are consistent too, Free first', () => {
    const plans = plansForDisplay([]);
    expect(plans.map((p) => p.name)).toEqual(['Free Citizen', 'Premium Citizen', 'Advocate Plus']);
    for (const plan of plans) {
      const features = new Set(plan.features.map(claimOf));
      expect(plan.limitations.filter((l) => features.has(claimOf(l)))).toEqual([]);
    }
    // The fallback data itself carries no contradiction any more.
    for (const plan of DEFAULT_PLANS) {
      const features = new Set(plan.features.map(claimOf));
      expect(plan.limitations.filter((l) => features.has(claimOf(l)))).toEqual([]);
    }
  });

  it('prices a plan with GST in paise (199 rupees + 18 % = 234.82 rupees)', () => {
    expect(priceWithGst({ amount: 19900, gstRate: 0.18 })).toBe(23482);
    expect(priceWithGst({ amount: 49900, gstRate: 0.18 })).toBe(58882);
  });
});
