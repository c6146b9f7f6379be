import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { EntityManager, Repository } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { UserAccountsService, UserProfile } from '../../../../identity/public.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { Plan } from '../../../domain/plan.entity.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { CheckoutRules } from '../../checkout-rules.js';
import { CheckoutStarter } from '../../checkout-starter.js';
import type { PaymentGateway } from '../../payment-gateway.js';
import { CreateOrderCommand } from './create-order.command.js';
import { CreateOrderHandler } from './create-order.handler.js';
import { recordingOutbox } from '../../../../kernel/testing/recording-outbox.js';

const CITIZEN = { id: '6f0c1f9e-2a55-4c4e-9a59-2b8f4d3c1a01', email: 'asha@example.in' };

function premiumPlan(fields: Partial<Plan> = {}): Plan {
  return Object.assign(new Plan(), {
    id: '0d4f7c1e-5b8a-4f7e-8d9c-1a2b3c4d5e6f',
    name: 'Premium Citizen',
    amount: 19900,
    currency: 'INR',
    gstRate: 0.18,
    color: 'green',
    enabled: true,
    allowOneTime: true,
    allowRecurring: true,
    ...fields,
  });
}

/**
 * The real CheckoutStarter and CheckoutRules over fakes of their boundaries: the plans table, the accounts, the
 * payment provider and the outbox transaction (which records what the handler inserts and the events it appends).
 */
function setUp(options: { plan?: Plan | null; profile?: Partial<UserProfile> } = {}) {
  const plan = options.plan === undefined ? premiumPlan() : options.plan;
  const plans = { findOne: async () => plan } as unknown as Repository<Plan>;
  const profile = { id: CITIZEN.id, email: CITIZEN.email, name: 'Asha', role: 'user', isPremium: false, plan: 'Free Citizen', ...options.profile };
  const accounts = { getProfile: async (id: string) => (id === CITIZEN.id ? profile : null) } as unknown as UserAccountsService;
  const ordersAtProvider: { amount: number; currency: string }[] = [];
  const gateway = {
    kind: 'sandbox',
    keyId: 'rzp_sandbox',
    createOrder: async (input: { amount: number; currency: string }) => {
      ordersAtProvider.push({ amount: input.amount, currency: input.currency });
      return { id: 'order_T3st' };
    },
  } as unknown as PaymentGateway;
  const inserted: unknown[] = [];
  const appended: DomainEvent[] = [];
  const manager = { insert: async (_target: unknown, row: unknown) => void inserted.push(row) } as unknown as EntityManager;
  const { outbox } = recordingOutbox(manager, appended);
  const handler = new CreateOrderHandler(new CheckoutStarter(new CheckoutRules(plans, accounts), outbox, gateway));
  return { handler, ordersAtProvider, inserted, appended };
}

const order = (plan = 'Premium Citizen', currency?: string) =>
  new CreateOrderCommand(plan, currency, { ...CITIZEN, role: 'user' } as CreateOrderCommand['actor']);

describe('CreateOrderHandler (checkout, citizen spec sections 4 and 7)', () => {
  it("charges the plan's base plus 18% GST computed by the server, records the purchase as created and raises OrderCreated", async () => {
    const { handler, ordersAtProvider, inserted, appended } = setUp();
    const created = await handler.execute(order());
    expect(ordersAtProvider).toEqual([{ amount: 23482, currency: 'INR' }]);
    expect(created).toMatchObject({
      orderId: 'order_T3st',
      amount: 23482,
      baseAmount: 19900,
      gstAmount: 3582,
      currency: 'INR',
      plan: 'Premium Citizen',
      provider: 'sandbox',
      sandbox: true,
    });
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toBeInstanceOf(Purchase);
    expect(inserted[0]).toMatchObject({ userId: CITIZEN.id, orderId: 'order_T3st', amount: 23482, status: 'created' });
    expect(appended.map((e) => [e.name, e.payload])).toEqual([
      ['OrderCreated', { userId: CITIZEN.id, planName: 'Premium Citizen', providerId: 'order_T3st', amount: 23482, currency: 'INR', sandbox: true }],
    ]);
  });

  it('refuses a citizen who already has a premium plan (409), before anything reaches the provider', async () => {
    const { handler, ordersAtProvider, appended } = setUp({ profile: { isPremium: true } });
    await expect(handler.execute(order())).rejects.toMatchObject({ status: 409, message: Messages.billing.alreadyPremium });
    expect(ordersAtProvider).toEqual([]);
    expect(appended).toEqual([]);
  });

  it("refuses a currency other than the plan's, a free plan, a disabled plan and a plan without one-time payment", async () => {
    await expect(setUp().handler.execute(order('Premium Citizen', 'USD'))).rejects.toMatchObject({ message: Messages.billing.currencyUnsupported });
    await expect(setUp({ plan: premiumPlan({ amount: 0 }) }).handler.execute(order())).rejects.toMatchObject({ message: Messages.billing.freePlanNoPayment });
    await expect(setUp({ plan: premiumPlan({ enabled: false }) }).handler.execute(order())).rejects.toMatchObject({
      status: 404,
      message: Messages.billing.planNotFound,
    });
    const noOneTime = setUp({ plan: premiumPlan({ allowOneTime: false }) });
    await expect(noOneTime.handler.execute(order())).rejects.toMatchObject({ message: Messages.billing.oneTimeNotAvailable });
    expect(noOneTime.ordersAtProvider).toEqual([]);
  });
});
