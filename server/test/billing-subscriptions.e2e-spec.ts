import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { SubscriptionExpiryRunner } from '../src/billing/public.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';
import { sendWebhook, storedSecret } from './billing-fixtures.js';

/** Subscribes a user in the sandbox (create, checkout, verify) and returns the verify answer and Checkout's payload. */
async function subscribe(t: TestApp, user: TestUser, plan = 'Premium Citizen') {
  const created = (await t.http().post('/api/payments/create-subscription').set(user.auth).send({ plan, currency: 'INR' }).expect(200)).body;
  const checkout = (
    await t.http().post('/api/payments/sandbox/checkout').set(user.auth).send({ subscriptionId: created.subscriptionId, outcome: 'success' }).expect(200)
  ).body;
  const verified = (await t.http().post('/api/payments/verify-subscription').set(user.auth).send(checkout).expect(200)).body;
  return { created, checkout, verified };
}

describe('Billing: subscriptions, cancel rules, expiry (citizen spec sections 3, 4, 7)', () => {
  let t: TestApp;
  let ds: DataSource;
  let webhookSecret: string;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    await t.http().post('/api/payments/webhook').send({}).expect(400);
    webhookSecret = await storedSecret(t, 'payments_webhook_secret');
  });
  after(async () => {
    await t.close();
  });

  it('create → sandbox checkout → verify-subscription: signed payment_id|subscription_id, active for a month, premium, one charge with an invoice', async () => {
    const user = await createUser(t);
    const { created, checkout, verified } = await subscribe(t, user);
    expect(Object.keys(checkout).sort()).toEqual(['razorpay_payment_id', 'razorpay_signature', 'razorpay_subscription_id']);
    expect(verified).toMatchObject({ verified: true, plan: 'Premium Citizen', isPremium: true });
    expect(verified.subscription).toMatchObject({
      subscriptionId: created.subscriptionId,
      status: 'active',
      cancelAtCycleEnd: false,
      amount: 23482,
      sandbox: true,
    });
    const start = new Date(verified.subscription.currentStart);
    const end = new Date(verified.subscription.currentEnd);
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(28 * 86400_000);
    expect(verified.purchase).toMatchObject({ kind: 'subscription', status: 'paid', amount: 23482, subscriptionId: created.subscriptionId });
    expect(verified.purchase.invoiceNumber).toMatch(/^SBX\//);

    const again = await t.http().post('/api/payments/verify-subscription').set(user.auth).send(checkout).expect(200);
    expect(again.body.purchase._id).toBe(verified.purchase._id);
    const forged = await t
      .http()
      .post('/api/payments/verify-subscription')
      .set(user.auth)
      .send({ ...checkout, razorpay_signature: '0'.repeat(64) })
      .expect(400);
    expect(forged.body.error.message).toBe('Payment signature is invalid.');
    const mine = (await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items;
    expect(mine).toHaveLength(1);
    expect((await t.http().get('/api/payments/my-purchases').set(user.auth).expect(200)).body.items).toHaveLength(1);
  });

  it('subscription.charged for the same payment adds nothing; a renewal charge adds a purchase and moves the period; replay is a duplicate', async () => {
    const user = await createUser(t);
    const { created, checkout, verified } = await subscribe(t, user);
    const end = Math.floor(new Date(verified.subscription.currentEnd).getTime() / 1000);
    const same = {
      event: 'subscription.charged',
      payload: {
        subscription: { entity: { id: created.subscriptionId, status: 'active', current_start: end - 30 * 86400, current_end: end } },
        payment: { entity: { id: checkout.razorpay_payment_id, amount: 23482 } },
      },
    };
    expect((await sendWebhook(t, same, webhookSecret, `evt_same_${created.subscriptionId}`).expect(200)).body.status).toBe('processed');
    const renewal = {
      event: 'subscription.charged',
      payload: {
        subscription: { entity: { id: created.subscriptionId, status: 'active', current_start: end, current_end: end + 30 * 86400 } },
        payment: { entity: { id: 'pay_Renewal0000001', amount: 23482 } },
      },
    };
    expect((await sendWebhook(t, renewal, webhookSecret, `evt_renew_${created.subscriptionId}`).expect(200)).body.status).toBe('processed');
    expect((await sendWebhook(t, renewal, webhookSecret, `evt_renew_${created.subscriptionId}`).expect(200)).body.status).toBe('duplicate');
    const purchases = (await t.http().get('/api/payments/my-purchases').set(user.auth).expect(200)).body.items;
    expect(purchases.map((p: { paymentId: string }) => p.paymentId).sort()).toEqual([checkout.razorpay_payment_id, 'pay_Renewal0000001'].sort());
    const [sub] = (await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items;
    expect(new Date(sub.currentEnd).getTime()).toBe((end + 30 * 86400) * 1000);
  });

  it('cancel at cycle end (the default) keeps the plan until currentEnd; the expiry job then ends it; a cancelled one cannot be cancelled again', async () => {
    const user = await createUser(t);
    const { created } = await subscribe(t, user);
    const res = await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({}).expect(200);
    expect(res.body).toMatchObject({ subscriptionId: created.subscriptionId, status: 'active', cancelAtCycleEnd: true, chargeAt: null });
    let me = (await t.http().get('/api/auth/me').set(user.auth).expect(200)).body;
    expect(me).toMatchObject({ plan: 'Premium Citizen', isPremium: true });

    const runner = t.app.get(SubscriptionExpiryRunner);
    await runner.runOnce(new Date(new Date(res.body.currentEnd).getTime() - 60_000));
    expect((await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items[0].status).toBe('active');
    await runner.runOnce(new Date(new Date(res.body.currentEnd).getTime() + 1000));
    const [ended] = (await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items;
    expect(ended.status).toBe('cancelled');
    me = (await t.http().get('/api/auth/me').set(user.auth).expect(200)).body;
    expect(me).toMatchObject({ plan: 'Free Citizen', isPremium: false });

    const refused = await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({ cancelAtCycleEnd: false }).expect(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: 'This subscription can no longer be cancelled.' });
  });

  it('a subscription set to cancel at cycle end can still be cancelled immediately', async () => {
    const user = await createUser(t);
    const { created } = await subscribe(t, user);
    await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({ cancelAtCycleEnd: true }).expect(200);
    const now = await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({ cancelAtCycleEnd: false }).expect(200);
    expect(now.body).toMatchObject({ status: 'cancelled', cancelAtCycleEnd: false });
    expect((await t.http().get('/api/auth/me').set(user.auth).expect(200)).body).toMatchObject({ plan: 'Free Citizen', isPremium: false });
  });

  it('immediate cancel ends it now and the account is back on Free; halted, completed and expired ones are refused too', async () => {
    const user = await createUser(t);
    const { created, verified } = await subscribe(t, user);
    const res = await t.http().post(`/api/subscriptions/${verified.subscription._id}/cancel`).set(user.auth).send({ cancelAtCycleEnd: false }).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelAtCycleEnd: false });
    expect(new Date(res.body.currentEnd).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.http().get('/api/auth/me').set(user.auth).expect(200)).body).toMatchObject({ plan: 'Free Citizen', isPremium: false });
    const audited = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'SubscriptionCancelled' AND payload->>'subscriptionId' = $1", [
      created.subscriptionId,
    ]);
    expect(audited[0].n).toBe(1);

    for (const status of ['halted', 'completed', 'expired']) {
      const other = await createUser(t);
      const s = await subscribe(t, other);
      await ds.query('UPDATE subscriptions SET status = $1 WHERE provider_subscription_id = $2', [status, s.created.subscriptionId]);
      const refused = await t.http().post(`/api/subscriptions/${s.created.subscriptionId}/cancel`).set(other.auth).send({}).expect(409);
      expect(refused.body.error.details).toEqual({ status });
    }
    const stranger = await createUser(t);
    await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(stranger.auth).send({}).expect(404);
    const bad = await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({ cancelAtCycleEnd: 'soon' }).expect(400);
    expect(bad.body.error.message).toBe('cancelAtCycleEnd must be true or false.');
  });

  it("a subscription's end does not take away a plan an admin granted meanwhile", async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin', adminModules: ['billing'] });
    const { created, verified } = await subscribe(t, user);
    await t.http().post(`/api/subscriptions/${created.subscriptionId}/cancel`).set(user.auth).send({}).expect(200);
    await t.http().post(`/api/admin/billing/users/${user.id}/upgrade`).set(admin.auth).send({ plan: 'Advocate Plus' }).expect(200);
    await t.app.get(SubscriptionExpiryRunner).runOnce(new Date(new Date(verified.subscription.currentEnd).getTime() + 1000));
    expect((await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items[0].status).toBe('cancelled');
    expect((await t.http().get('/api/auth/me').set(user.auth).expect(200)).body).toMatchObject({ plan: 'Advocate Plus', isPremium: true });
  });

  it('a renewing subscription past its period expires (sandbox: no renewal charge) and subscription.cancelled from Razorpay ends the plan once', async () => {
    const user = await createUser(t);
    const { verified } = await subscribe(t, user);
    await t.app.get(SubscriptionExpiryRunner).runOnce(new Date(new Date(verified.subscription.currentEnd).getTime() + 1000));
    expect((await t.http().get('/api/subscriptions/my').set(user.auth).expect(200)).body.items[0].status).toBe('expired');

    const other = await createUser(t);
    const s = await subscribe(t, other);
    const cancelled = { event: 'subscription.cancelled', payload: { subscription: { entity: { id: s.created.subscriptionId, status: 'cancelled' } } } };
    expect((await sendWebhook(t, cancelled, webhookSecret, `evt_cancel_${s.created.subscriptionId}`).expect(200)).body.status).toBe('processed');
    expect((await sendWebhook(t, cancelled, webhookSecret, `evt_cancel2_${s.created.subscriptionId}`).expect(200)).body.status).toBe('processed');
    expect((await t.http().get('/api/auth/me').set(other.auth).expect(200)).body.isPremium).toBe(false);
    const ended = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'SubscriptionEnded' AND payload->>'subscriptionId' = $1", [
      s.created.subscriptionId,
    ]);
    expect(ended[0].n).toBe(1);
  });

  it('the daily job deletes handled-webhook ids older than 30 days and keeps the recent ones (a redelivery within 24 hours stays a duplicate)', async () => {
    const now = new Date('2026-12-31T03:30:00Z');
    const day = 24 * 3600 * 1000;
    await ds.query(
      `INSERT INTO processed_webhooks (event_id, event, received_at) VALUES ('evt_purge_old', 'payment.captured', $1), ('evt_purge_recent', 'payment.captured', $2)`,
      [new Date(now.getTime() - 31 * day), new Date(now.getTime() - 29 * day)],
    );
    await t.app.get(SubscriptionExpiryRunner).runOnce(now);
    const left: { event_id: string }[] = await ds.query("SELECT event_id FROM processed_webhooks WHERE event_id LIKE 'evt_purge_%' ORDER BY event_id");
    expect(left.map((row) => row.event_id)).toEqual(['evt_purge_recent']);
  });
});
