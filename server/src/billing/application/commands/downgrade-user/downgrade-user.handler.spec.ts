import { describe, it } from 'node:test';
import { expect } from 'expect';
import { FindOperator, type DataSource, type EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { UserAccountsService, UserProfile } from '../../../../identity/public.js';
import { domainEvent, type DomainEvent } from '../../../../kernel/events/domain-event.js';
import { chargeFor } from '../../../domain/gst.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { monthAfter, Subscription } from '../../../domain/subscription.entity.js';
import type { BillingWriter } from '../../billing.writer.js';
import { ProviderRefusal, type PaymentGateway } from '../../payment-gateway.js';
import { DowngradeUserCommand } from './downgrade-user.command.js';
import { DowngradeUserHandler } from './downgrade-user.handler.js';
import { recordingOutbox } from '../../../../kernel/testing/recording-outbox.js';

const BUYER = { id: '11111111-1111-4111-8111-111111111111', email: 'asha@example.in', name: 'Asha Naik' };
const ADMIN = { id: '22222222-2222-4222-8222-222222222222', email: 'billing@goa-civic.in' };
const PLAN = { id: null, name: 'Premium Citizen' };
const NOW = new Date('2026-11-23T10:00:00Z');

function paidOrder(): Purchase {
  const { purchase } = Purchase.order(BUYER, PLAN, chargeFor(19900, 0.18), 'order_T3st', 'sandbox', true);
  purchase.capture('pay_T3st', NOW);
  return purchase;
}

function activeSubscription(): Subscription {
  const { subscription } = Subscription.create(BUYER, PLAN, chargeFor(19900, 0.18), 'sub_T3st', 'sandbox', true);
  subscription.activate(NOW, monthAfter(NOW), BUYER);
  return subscription;
}

/**
 * The handler over fakes of its boundaries: the account, the user's purchases and subscriptions behind one entity
 * manager, the payment provider (refunds and cancellations recorded, or refused), BillingWriter's plan change, and an
 * outbox transaction that records the appended events (none when the work throws, as a rollback).
 */
function setUp(options: { profile?: Partial<UserProfile>; purchases?: Purchase[]; subscriptions?: Subscription[]; refusal?: string } = {}) {
  const profile = { id: BUYER.id, email: BUYER.email, name: BUYER.name, role: 'user', isPremium: true, plan: 'Premium Citizen', ...options.profile };
  const accounts = { getProfile: async (id: string) => (id === BUYER.id ? profile : null) } as unknown as UserAccountsService;
  const purchases = options.purchases ?? [];
  const subscriptions = options.subscriptions ?? [];
  const rows = (target: unknown): (Purchase | Subscription)[] => (target === Purchase ? purchases : subscriptions);
  const matches = (row: object, where: Record<string, unknown>) =>
    Object.entries(where).every(([key, value]) =>
      value instanceof FindOperator
        ? (value.value as unknown[]).includes((row as Record<string, unknown>)[key])
        : (row as Record<string, unknown>)[key] === value,
    );
  const manager = {
    findOne: async (target: unknown, options: { where: Record<string, unknown> }) => rows(target).find((r) => matches(r, options.where)) ?? null,
    findOneOrFail: async (target: unknown, options: { where: Record<string, unknown> }) => rows(target).find((r) => matches(r, options.where))!,
    find: async (target: unknown, options: { where: Record<string, unknown> }) => rows(target).filter((r) => matches(r, options.where)),
    save: async (_target: unknown, entity: unknown) => entity,
  } as unknown as EntityManager;
  const refunds: { paymentId: string; amount: number }[] = [];
  const cancelled: string[] = [];
  const gateway = {
    kind: 'sandbox',
    refund: async (paymentId: string, amount: number) => {
      if (options.refusal) throw new ProviderRefusal(options.refusal);
      refunds.push({ paymentId, amount });
      return { id: 'rfnd_T3st' };
    },
    cancelSubscription: async (id: string) => void cancelled.push(id),
  } as unknown as PaymentGateway;
  const planEnded: string[] = [];
  const writes = {
    endPlan: async (_manager: EntityManager, userId: string, reason: string) => {
      planEnded.push(`${userId}:${reason}`);
      return [
        domainEvent(
          'UserPlanChanged',
          { context: 'billing', actorId: ADMIN.id, actorEmail: ADMIN.email, entityType: 'user', entityId: userId },
          { email: BUYER.email, from: 'Premium Citizen', to: 'Free Citizen', isPremium: false, reason },
        ),
      ];
    },
  } as unknown as BillingWriter;
  const appended: DomainEvent[] = [];
  const { outbox } = recordingOutbox(manager, appended);
  const handler = new DowngradeUserHandler(gateway, accounts, writes, outbox, { manager } as unknown as DataSource);
  return { handler, refunds, cancelled, planEnded, appended };
}

const downgrade = (paymentId: string | null = null, userId = BUYER.id) => new DowngradeUserCommand(userId, 'Chargeback', paymentId, ADMIN);

describe('DowngradeUserHandler (admin spec section 2, Billing management)', () => {
  it('refunds the chosen purchase in full, cancels running subscriptions now, ends the plan and raises PremiumRevoked', async () => {
    const purchase = paidOrder();
    const subscription = activeSubscription();
    const { handler, refunds, cancelled, planEnded, appended } = setUp({ purchases: [purchase], subscriptions: [subscription] });
    expect(await handler.execute(downgrade('pay_T3st'))).toEqual({ refunded: true, refundError: null });
    expect(refunds).toEqual([{ paymentId: 'pay_T3st', amount: 23482 }]);
    expect(purchase).toMatchObject({ refunded: true, refundId: 'rfnd_T3st' });
    expect(cancelled).toEqual(['sub_T3st']);
    expect(subscription.status).toBe('cancelled');
    expect(planEnded).toEqual([`${BUYER.id}:downgrade`]);
    expect(appended.map((e) => e.name)).toEqual(['PaymentRefunded', 'SubscriptionCancelled', 'UserPlanChanged', 'PremiumRevoked']);
    expect(appended.at(-1)!.payload).toEqual({
      userId: BUYER.id,
      previousPlan: 'Premium Citizen',
      reason: 'Chargeback',
      refundedPurchaseId: purchase.id,
      refundError: null,
    });
  });

  it("still downgrades when the provider refuses the refund, and answers 'Refund not processed: {reason}'", async () => {
    const purchase = paidOrder();
    const { handler, appended } = setUp({ purchases: [purchase], refusal: 'The payment is too old to refund' });
    expect(await handler.execute(downgrade('pay_T3st'))).toEqual({ refunded: false, refundError: 'Refund not processed: The payment is too old to refund' });
    expect(purchase.refunded).toBe(false);
    expect(appended.map((e) => e.name)).toEqual(['UserPlanChanged', 'PremiumRevoked']);
    expect(appended.at(-1)!.payload).toMatchObject({ refundedPurchaseId: null, refundError: 'Refund not processed: The payment is too old to refund' });
  });

  it('refuses a payment id that is not a paid, unrefunded purchase of this user, before anything reaches the provider', async () => {
    const refunded = paidOrder();
    refunded.markRefunded('rfnd_Earlier', ADMIN);
    const { handler, refunds, appended } = setUp({ purchases: [refunded] });
    await expect(handler.execute(downgrade('pay_T3st'))).rejects.toMatchObject({ message: Messages.billing.refundPaymentInvalid });
    await expect(handler.execute(downgrade('pay_Unknown'))).rejects.toMatchObject({ message: Messages.billing.refundPaymentInvalid });
    expect(refunds).toEqual([]);
    expect(appended).toEqual([]);
  });

  it('refuses a user who is not premium (409), a staff account (403) and an unknown user (404)', async () => {
    await expect(setUp({ profile: { isPremium: false } }).handler.execute(downgrade())).rejects.toMatchObject({
      status: 409,
      message: Messages.billing.notPremium,
    });
    await expect(setUp({ profile: { role: 'admin' } }).handler.execute(downgrade())).rejects.toMatchObject({
      status: 403,
      message: Messages.billing.notACitizen,
    });
    await expect(setUp().handler.execute(downgrade(null, '33333333-3333-4333-8333-333333333333'))).rejects.toMatchObject({
      status: 404,
      message: Messages.billing.userNotFound,
    });
  });
});
