import { describe, it } from 'node:test';
import { expect } from 'expect';
import { chargeFor } from './gst.js';
import { Purchase } from './purchase.entity.js';
import { hasEnded, monthAfter, Subscription } from './subscription.entity.js';

const buyer = { id: '11111111-1111-4111-8111-111111111111', email: 'asha@example.in', name: 'Asha Naik' };
const plan = { id: null, name: 'Premium Citizen' };
const actor = { id: buyer.id, email: buyer.email };

function active(now: Date): Subscription {
  const { subscription } = Subscription.create(buyer, plan, chargeFor(19900, 0.18), 'sub_Test0000000001', 'sandbox', true);
  subscription.activate(now, monthAfter(now), actor);
  return subscription;
}

describe('Subscription rules (citizen spec section 4)', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('activates once (SubscriptionActivated), and a later charge moves the period forward, never backward', () => {
    const { subscription } = Subscription.create(buyer, plan, chargeFor(19900, 0.18), 'sub_Test0000000001', 'sandbox', true);
    expect(subscription.activate(now, monthAfter(now), actor).map((e) => e.name)).toEqual(['SubscriptionActivated']);
    expect(subscription.activate(now, monthAfter(now), actor)).toEqual([]);
    const end = subscription.currentEnd;
    subscription.activate(new Date('2026-10-23T10:00:00Z'), new Date('2026-11-23T10:00:00Z'), null);
    expect(subscription.currentEnd).toEqual(end);
    expect(subscription.currentEnd?.toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });

  it("a period ends on the same day of the next month in India, or on that month's last day when it is shorter", () => {
    // 10:00 in India on 31 January 2027: 2027 is not a leap year.
    expect(monthAfter(new Date('2027-01-31T04:30:00Z')).toISOString()).toBe('2027-02-28T04:30:00.000Z');
    // 01:30 in India on 1 February 2026, still 31 January in UTC: the month is India's.
    expect(monthAfter(new Date('2026-01-31T20:00:00Z')).toISOString()).toBe('2026-02-28T20:00:00.000Z');
    // 29 February 2028 (a leap year) to 29 March; 31 March to 30 April.
    expect(monthAfter(new Date('2028-02-29T06:00:00Z')).toISOString()).toBe('2028-03-29T06:00:00.000Z');
    expect(monthAfter(new Date('2027-03-31T06:00:00Z')).toISOString()).toBe('2027-04-30T06:00:00.000Z');
  });

  it('cancel at cycle end keeps it active until currentEnd; immediate cancel ends it now', () => {
    const atEnd = active(now);
    const r1 = atEnd.cancel(true, actor, now);
    expect(r1.ended).toBe(false);
    expect(atEnd).toMatchObject({ status: 'active', cancelAtCycleEnd: true, chargeAt: null });
    const immediate = active(now);
    const r2 = immediate.cancel(false, actor, now);
    expect(r2.ended).toBe(true);
    expect(immediate).toMatchObject({ status: 'cancelled', endedAt: now, currentEnd: now });
  });

  it('refuses to cancel a cancelled, completed, expired or halted subscription', () => {
    for (const status of ['cancelled', 'completed', 'expired', 'halted'] as const) {
      const s = active(now);
      s.status = status;
      expect(() => s.cancel(true, actor, now)).toThrow('This subscription can no longer be cancelled.');
    }
  });

  it('has ended: at currentEnd when cancelling or in the sandbox; 72 hours later for a renewing Razorpay one', () => {
    const s = active(now);
    const end = s.currentEnd as Date;
    expect(hasEnded(s, new Date(end.getTime() - 1))).toBe(false);
    expect(hasEnded(s, end)).toBe(true);
    s.sandbox = false;
    expect(hasEnded(s, end)).toBe(false);
    expect(hasEnded(s, new Date(end.getTime() + 72 * 3600_000))).toBe(true);
    s.cancelAtCycleEnd = true;
    expect(hasEnded(s, end)).toBe(true);
    s.status = 'cancelled';
    expect(hasEnded(s, new Date(end.getTime() + 1e9))).toBe(false);
  });
});

describe('Purchase rules', () => {
  it('captures once, fails only while created, refunds once and only a paid purchase above zero with a payment id', () => {
    const { purchase } = Purchase.order(buyer, plan, chargeFor(19900, 0.18), 'order_Test00000001', 'sandbox', true);
    expect(purchase.refundable).toBe(false);
    expect(purchase.capture('pay_A', new Date())).toBe(true);
    expect(purchase.capture('pay_A', new Date())).toBe(false);
    expect(purchase.fail('declined', null, null)).toEqual([]);
    expect(purchase.refundable).toBe(true);
    expect(purchase.markRefunded('rfnd_1', actor).map((e) => e.name)).toEqual(['PaymentRefunded']);
    expect(purchase.markRefunded('rfnd_2', actor)).toEqual([]);
    expect(purchase.refundable).toBe(false);
    expect(Purchase.manual(buyer, plan).refundable).toBe(false);
  });
});
