import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { PaymentSignatures } from '../src/billing/application/payment-signatures.service.js';
import { createTestApp, freePort, type TestApp } from './helpers/test-app.js';
import { createUser } from './complaints-fixtures.js';
import { hmac } from './billing-fixtures.js';

const require = createRequire(import.meta.url);
/** The razorpay SDK's own checks (razorpay/dist/utils/razorpay-utils). */
const { validatePaymentVerification, validateWebhookSignature } = require('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(params: { order_id?: string; subscription_id?: string; payment_id: string }, signature: string, secret: string): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

const KEY_ID = 'rzp_test_localstandin';
const KEY_SECRET = 'local-key-secret-for-tests';
const WEBHOOK_SECRET = 'local-webhook-secret-for-tests';
/** A payment the stand-in refuses to refund. */
const REFUSED_PAYMENT = 'pay_AlreadyRefund01';

interface Recorded {
  method: string;
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}

/** A local HTTP server standing in for api.razorpay.com (the SDK's HTTP client is pointed at it by RAZORPAY_API_URL). */
function razorpayStandIn(calls: Recorded[], state: { failOrders: boolean }): Server {
  let n = 0;
  const id = (prefix: string) => `${prefix}_Standin${String(++n).padStart(7, '0')}`;
  return createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = (req.url ?? '').split('?')[0];
      calls.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/orders') {
        if (state.failOrders) return send(500, { error: { code: 'SERVER_ERROR', description: 'Internal error' } });
        return send(200, { id: id('order'), entity: 'order', amount: body.amount, currency: body.currency, status: 'created' });
      }
      if (req.method === 'POST' && path === '/v1/plans')
        return send(200, { id: id('plan'), entity: 'plan', period: body.period, interval: body.interval, item: body.item });
      if (req.method === 'POST' && path === '/v1/subscriptions')
        return send(200, { id: id('sub'), entity: 'subscription', plan_id: body.plan_id, status: 'created' });
      const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel)
        return send(200, { id: cancel[1], entity: 'subscription', status: body.cancel_at_cycle_end ? 'active' : 'cancelled' });
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        if (refund[1] === REFUSED_PAYMENT)
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already', reason: 'NA' } });
        return send(200, { id: id('rfnd'), entity: 'refund', payment_id: refund[1], amount: body.amount });
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    });
  });
}

describe('Billing with Razorpay: the SDK adapter against a local stand-in for its API, signatures cross-checked with the SDK', () => {
  let t: TestApp;
  let ds: DataSource;
  let server: Server;
  const calls: Recorded[] = [];
  const state = { failOrders: false };
  const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  before(async () => {
    const port = await freePort();
    server = razorpayStandIn(calls, state);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('GET /api/payments/config names Razorpay and its public key id; the sandbox checkout is 404', async () => {
    expect((await t.http().get('/api/payments/config').expect(200)).body).toEqual({ provider: 'razorpay', keyId: KEY_ID });
    const user = await createUser(t);
    const res = await t.http().post('/api/payments/sandbox/checkout').set(user.auth).send({ orderId: 'order_Anything000001', outcome: 'success' }).expect(404);
    expect(res.body.error.message).toBe('The sandbox checkout is not available: payments go through Razorpay.');
  });

  it("create-order calls Razorpay's Orders API with the server's amount and the key; Checkout's signature verifies like the SDK's validatePaymentVerification", async () => {
    const user = await createUser(t);
    const res = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen', amount: 1 }).expect(200);
    const call = calls.find((c) => c.path === '/v1/orders');
    expect(call).toMatchObject({ method: 'POST', auth: basic, body: { amount: 23482, currency: 'INR', notes: { userId: user.id, plan: 'Premium Citizen' } } });
    expect(res.body).toMatchObject({ keyId: KEY_ID, provider: 'razorpay', sandbox: false, amount: 23482 });
    expect(res.body.orderId).toMatch(/^order_Standin/);

    const paymentId = 'pay_RazorpayTest001';
    const signature = hmac(`${res.body.orderId}|${paymentId}`, KEY_SECRET);
    expect(validatePaymentVerification({ order_id: res.body.orderId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(true);
    const signatures = t.app.get(PaymentSignatures);
    expect(await signatures.signPayment(res.body.orderId, paymentId)).toBe(signature);
    expect(
      validatePaymentVerification({ order_id: res.body.orderId, payment_id: paymentId }, await signatures.signPayment(res.body.orderId, paymentId), KEY_SECRET),
    ).toBe(true);

    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(validatePaymentVerification({ order_id: res.body.orderId, payment_id: paymentId }, tampered, KEY_SECRET)).toBe(false);
    await t
      .http()
      .post('/api/payments/verify')
      .set(user.auth)
      .send({ razorpay_order_id: res.body.orderId, razorpay_payment_id: paymentId, razorpay_signature: tampered })
      .expect(400);
    const ok = await t
      .http()
      .post('/api/payments/verify')
      .set(user.auth)
      .send({ razorpay_order_id: res.body.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature })
      .expect(200);
    expect(ok.body).toMatchObject({ verified: true, plan: 'Premium Citizen', purchase: { sandbox: false, status: 'paid' } });
    expect(ok.body.purchase.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
  });

  it('webhooks: signed with RAZORPAY_WEBHOOK_SECRET over the raw body, as the SDK validateWebhookSignature checks', async () => {
    const user = await createUser(t);
    const order = (await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Advocate Plus' }).expect(200)).body;
    // Spacing as Razorpay sends it: the signature covers these exact bytes, not a re-serialisation.
    const raw = `{"entity":"event", "event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_WebhookTest0001","order_id":"${order.orderId}","amount":${order.amount}}}}}`;
    const signature = hmac(raw, WEBHOOK_SECRET);
    expect(validateWebhookSignature(raw, signature, WEBHOOK_SECRET)).toBe(true);
    expect(validateWebhookSignature(raw, await t.app.get(PaymentSignatures).signWebhook(raw), WEBHOOK_SECRET)).toBe(true);
    const reserialised = hmac(JSON.stringify(JSON.parse(raw)), WEBHOOK_SECRET);
    await t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', reserialised)
      .set('X-Razorpay-Event-Id', 'evt_rzp_1')
      .send(raw)
      .expect(400);
    const res = await t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', signature)
      .set('X-Razorpay-Event-Id', 'evt_rzp_1')
      .send(raw)
      .expect(200);
    expect(res.body).toEqual({ status: 'processed' });
    expect((await t.http().get('/api/auth/me').set(user.auth).expect(200)).body).toMatchObject({ plan: 'Advocate Plus', isPremium: true });
  });

  it('subscriptions: a Razorpay plan is created once per plan and amount; verify-subscription verifies like the SDK; cancel reaches Razorpay', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const sa = (await t.http().post('/api/payments/create-subscription').set(a.auth).send({ plan: 'Premium Citizen' }).expect(200)).body;
    await t.http().post('/api/payments/create-subscription').set(b.auth).send({ plan: 'Premium Citizen' }).expect(200);
    const planCalls = calls.filter((c) => c.path === '/v1/plans');
    expect(planCalls).toHaveLength(1);
    expect(planCalls[0].body).toMatchObject({ period: 'monthly', interval: 1, item: { name: 'Premium Citizen', amount: 23482, currency: 'INR' } });
    const subCalls = calls.filter((c) => c.path === '/v1/subscriptions');
    expect(subCalls).toHaveLength(2);
    expect(subCalls[0].body).toMatchObject({ total_count: 120 });
    expect(subCalls[0].body.plan_id).toBe(subCalls[1].body.plan_id);

    const paymentId = 'pay_SubscribeTest01';
    const signature = hmac(`${paymentId}|${sa.subscriptionId}`, KEY_SECRET);
    expect(validatePaymentVerification({ subscription_id: sa.subscriptionId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(true);
    const verified = await t
      .http()
      .post('/api/payments/verify-subscription')
      .set(a.auth)
      .send({ razorpay_subscription_id: sa.subscriptionId, razorpay_payment_id: paymentId, razorpay_signature: signature })
      .expect(200);
    expect(verified.body.subscription).toMatchObject({ status: 'active', sandbox: false });

    await t.http().post(`/api/subscriptions/${sa.subscriptionId}/cancel`).set(a.auth).send({}).expect(200);
    const cancel = calls.find((c) => c.path === `/v1/subscriptions/${sa.subscriptionId}/cancel`);
    expect(cancel?.body).toEqual({ cancel_at_cycle_end: 1 });
  });

  it("downgrade with a refund Razorpay refuses: 'Refund not processed: {reason}', the user is downgraded, the purchase stays unrefunded", async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin', adminModules: ['billing'] });
    const order = (await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen' }).expect(200)).body;
    const signature = hmac(`${order.orderId}|${REFUSED_PAYMENT}`, KEY_SECRET);
    await t
      .http()
      .post('/api/payments/verify')
      .set(user.auth)
      .send({ razorpay_order_id: order.orderId, razorpay_payment_id: REFUSED_PAYMENT, razorpay_signature: signature })
      .expect(200);
    const res = await t.http().post(`/api/admin/billing/users/${user.id}/downgrade`).set(admin.auth).send({ paymentId: REFUSED_PAYMENT }).expect(200);
    expect(res.body).toMatchObject({
      refunded: false,
      refundError: 'Refund not processed: The payment has been fully refunded already',
      user: { plan: 'Free Citizen', isPremium: false },
    });
    const [row] = await ds.query('SELECT refunded FROM purchases WHERE payment_id = $1', [REFUSED_PAYMENT]);
    expect(row.refunded).toBe(false);
    const refundCall = calls.find((c) => c.path === `/v1/payments/${REFUSED_PAYMENT}/refund`);
    expect(refundCall?.body).toMatchObject({ amount: 23482 });
  });

  it("Razorpay failing to create an order is 503 'Unable to initiate payment' and records nothing", async () => {
    const user = await createUser(t);
    state.failOrders = true;
    try {
      const res = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen' }).expect(503);
      expect(res.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Unable to initiate payment' });
    } finally {
      state.failOrders = false;
    }
    expect(await ds.query('SELECT 1 FROM purchases WHERE user_id = $1', [user.id])).toEqual([]);
  });
});
