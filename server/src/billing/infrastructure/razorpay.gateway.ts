import { createRequire } from 'node:module';
import type { DataSource } from 'typeorm';
import type { PaymentGateway, ProviderCheckout, ProviderRefund } from '../application/payment-gateway.js';
import { ProviderRefusal } from '../application/payment-gateway.js';

const require = createRequire(import.meta.url);

/** The part of the razorpay SDK used here. */
interface RazorpayClient {
  orders: { create(params: Record<string, unknown>): Promise<{ id: string }> };
  plans: { create(params: Record<string, unknown>): Promise<{ id: string }> };
  subscriptions: {
    create(params: Record<string, unknown>): Promise<{ id: string }>;
    cancel(id: string, atCycleEnd?: boolean): Promise<unknown>;
  };
  payments: { refund(paymentId: string, params: Record<string, unknown>): Promise<{ id: string }> };
  api: { rq: { defaults: { baseURL?: string } } };
}

/** The SDK's error: `{ statusCode, error: { code, description, reason } }`, or a network error. */
function refusal(error: unknown): ProviderRefusal {
  const e = error as { error?: { description?: string; reason?: string; code?: string }; message?: string };
  return new ProviderRefusal(e?.error?.description ?? e?.error?.reason ?? e?.error?.code ?? e?.message ?? 'the payment provider did not answer');
}

/** Subscriptions run for at most this many monthly charges (Razorpay requires a total count). */
const SUBSCRIPTION_TOTAL_COUNT = 120;

/**
 * The Razorpay adapter over the official `razorpay` SDK, with RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET.
 * Monthly subscriptions need a Razorpay plan: one is created per portal plan and amount and its id kept in
 * app_settings. `apiUrl` replaces the SDK's fixed host (tests point it at a local stand-in for Razorpay's API).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  private readonly client: RazorpayClient;

  constructor(
    readonly keyId: string,
    keySecret: string,
    private readonly dataSource: DataSource,
    apiUrl?: string,
  ) {
    const Razorpay = require('razorpay') as new (options: { key_id: string; key_secret: string }) => RazorpayClient;
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    if (apiUrl) this.client.api.rq.defaults.baseURL = apiUrl.replace(/\/$/, '');
  }

  async createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderCheckout> {
    try {
      const order = await this.client.orders.create({ amount: input.amount, currency: input.currency, receipt: input.receipt, notes: input.notes });
      return { id: order.id };
    } catch (error) {
      throw refusal(error);
    }
  }

  /** The Razorpay plan of a portal plan at an amount, created on first use. */
  private async planId(planKey: string, planName: string, amount: number, currency: string): Promise<string> {
    const key = `payments_razorpay_plan:${planKey}:${amount}:${currency}`;
    const rows: { value: string }[] = await this.dataSource.query('SELECT value FROM app_settings WHERE key = $1', [key]);
    if (rows[0]) return rows[0].value;
    const plan = await this.client.plans.create({
      period: 'monthly',
      interval: 1,
      item: { name: planName, amount, currency, description: `${planName} (monthly)` },
    });
    await this.dataSource.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, plan.id]);
    const again: { value: string }[] = await this.dataSource.query('SELECT value FROM app_settings WHERE key = $1', [key]);
    return again[0].value;
  }

  async createSubscription(input: {
    planKey: string;
    planName: string;
    amount: number;
    currency: string;
    notes: Record<string, string>;
  }): Promise<ProviderCheckout> {
    try {
      const planId = await this.planId(input.planKey, input.planName, input.amount, input.currency);
      const sub = await this.client.subscriptions.create({ plan_id: planId, total_count: SUBSCRIPTION_TOTAL_COUNT, customer_notify: 1, notes: input.notes });
      return { id: sub.id };
    } catch (error) {
      throw refusal(error);
    }
  }

  async cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<void> {
    try {
      await this.client.subscriptions.cancel(subscriptionId, atCycleEnd);
    } catch (error) {
      throw refusal(error);
    }
  }

  async refund(paymentId: string, amount: number): Promise<ProviderRefund> {
    try {
      const refund = await this.client.payments.refund(paymentId, { amount, speed: 'normal' });
      return { id: refund.id };
    } catch (error) {
      throw refusal(error);
    }
  }
}
