import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, type TestApp, cachesSettled } from './helpers/test-app.js';
import { createUser, photo } from './complaints-fixtures.js';
import { binary, buyOneTime, hmac, payOrder, pdfText, sendWebhook, storedSecret, waitForInvoice } from './billing-fixtures.js';
import { financialYear } from '../src/billing/domain/gst.js';

const PANAJI = { lat: 15.4989, lng: 73.8278 };

describe('Billing: sandbox orders, verify, webhooks, GST invoices (citizen spec sections 4, 7, 8, 9)', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let webhookSecret: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-billing-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    webhookSecret = await storedSecret(t, 'payments_webhook_secret').catch(async () => {
      // The webhook secret is generated on first use: a first (unsigned) webhook stores it.
      await t.http().post('/api/payments/webhook').send({}).expect(400);
      return storedSecret(t, 'payments_webhook_secret');
    });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /api/payments/config names the sandbox when no Razorpay key is set', async () => {
    const res = await t.http().get('/api/payments/config').expect(200);
    expect(res.body).toEqual({ provider: 'sandbox', keyId: 'rzp_sandbox' });
  });

  it('amount tampering: a client-sent amount is ignored; the order is the plan base + 18 % GST in paise', async () => {
    const user = await createUser(t);
    const res = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen', currency: 'INR', amount: 100 }).expect(200);
    expect(res.body).toMatchObject({
      keyId: 'rzp_sandbox',
      amount: 23482,
      baseAmount: 19900,
      gstAmount: 3582,
      currency: 'INR',
      plan: 'Premium Citizen',
      color: 'blue',
      provider: 'sandbox',
      sandbox: true,
    });
    expect(res.body.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const [row] = await ds.query('SELECT amount, base_amount, gst_amount, status, kind FROM purchases WHERE order_id = $1', [res.body.orderId]);
    expect(row).toEqual({ amount: 23482, base_amount: 19900, gst_amount: 3582, status: 'created', kind: 'order' });
    const sub = await t.http().post('/api/payments/create-subscription').set(user.auth).send({ plan: 'Advocate Plus', amount: 1 }).expect(200);
    expect(sub.body).toMatchObject({ amount: 58882, plan: 'Advocate Plus', sandbox: true });
    expect(sub.body.subscriptionId).toMatch(/^sub_[A-Za-z0-9]{14}$/);
  });

  it("refuses with the spec's messages: unknown plan, free plan, other currency, disallowed billing mode, already premium", async () => {
    const user = await createUser(t);
    const unknown = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Gold' }).expect(404);
    expect(unknown.body.error.message).toBe('Plan not found');
    const free = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Free Citizen' }).expect(400);
    expect(free.body.error.message).toBe('This plan is free: no payment is needed.');
    const usd = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen', currency: 'USD' }).expect(400);
    expect(usd.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Only INR payments are supported.' });
    await ds.query("UPDATE plans SET allow_recurring = false, allow_one_time = false WHERE name = 'Advocate Plus'");
    await cachesSettled(t);
    try {
      const monthly = await t.http().post('/api/payments/create-subscription').set(user.auth).send({ plan: 'Advocate Plus' }).expect(400);
      expect(monthly.body.error.message).toBe('Monthly billing not available for this plan.');
      const once = await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Advocate Plus' }).expect(400);
      expect(once.body.error.message).toBe('One-time payment not available for this plan.');
    } finally {
      await ds.query("UPDATE plans SET allow_recurring = true, allow_one_time = true WHERE name = 'Advocate Plus'");
      await cachesSettled(t);
    }
    const premium = await createUser(t, { plan: 'Premium Citizen' });
    const already = await t.http().post('/api/payments/create-order').set(premium.auth).send({ plan: 'Advocate Plus' }).expect(409);
    expect(already.body.error.message).toBe('You already have a premium plan.');
    await t.http().post('/api/payments/create-order').send({ plan: 'Premium Citizen' }).expect(401);
    const admin = await createUser(t, { role: 'admin', adminModules: ['billing'] });
    await t.http().post('/api/payments/create-order').set(admin.auth).send({ plan: 'Premium Citizen' }).expect(403);
  });

  it('a bad signature is refused and changes nothing', async () => {
    const user = await createUser(t);
    const { checkout } = await payOrder(t, user);
    const forged = { ...checkout, razorpay_signature: hmac(`${checkout.razorpay_order_id}|${checkout.razorpay_payment_id}`, 'not-the-secret') };
    const res = await t.http().post('/api/payments/verify').set(user.auth).send(forged).expect(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_REQUEST', message: 'Payment signature is invalid.' });
    await t
      .http()
      .post('/api/payments/verify')
      .set(user.auth)
      .send({ ...checkout, razorpay_payment_id: 'pay_OtherPayment0001' })
      .expect(400);
    const [row] = await ds.query('SELECT status FROM purchases WHERE order_id = $1', [checkout.razorpay_order_id]);
    expect(row.status).toBe('created');
    const me = await t.http().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body).toMatchObject({ plan: 'Free Citizen', isPremium: false });
  });

  it("verify upgrades the account; verifying twice has one effect; another user's order is 404", async () => {
    const user = await createUser(t);
    const { checkout } = await payOrder(t, user);
    const first = await t.http().post('/api/payments/verify').set(user.auth).send(checkout).expect(200);
    expect(first.body).toMatchObject({
      verified: true,
      plan: 'Premium Citizen',
      isPremium: true,
      purchase: { status: 'paid', amount: 23482, sandbox: true, paymentId: checkout.razorpay_payment_id },
    });
    const second = await t.http().post('/api/payments/verify').set(user.auth).send(checkout).expect(200);
    expect(second.body.purchase.invoiceNumber).toBe(first.body.purchase.invoiceNumber);
    const other = await createUser(t);
    await t.http().post('/api/payments/verify').set(other.auth).send(checkout).expect(404);
    const captured = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'PaymentCaptured' AND payload->>'orderId' = $1", [
      checkout.razorpay_order_id,
    ]);
    expect(captured[0].n).toBe(1);
    const invoices = await ds.query('SELECT count(*)::int AS n FROM invoices i JOIN purchases p ON p.id = i.purchase_id WHERE p.order_id = $1', [
      checkout.razorpay_order_id,
    ]);
    expect(invoices[0].n).toBe(1);
    const me = await t.http().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body).toMatchObject({ plan: 'Premium Citizen', isPremium: true });
  });

  it('webhook before verify, then verify, then the same webhook again: one capture, one invoice', async () => {
    const user = await createUser(t);
    const { order, checkout } = await payOrder(t, user);
    const body = {
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: checkout.razorpay_payment_id, order_id: order.orderId, amount: order.amount, status: 'captured' } } },
    };
    const first = await sendWebhook(t, body, webhookSecret, 'evt_before_verify_1').expect(200);
    expect(first.body).toEqual({ status: 'processed' });
    const me = await t.http().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body.isPremium).toBe(true);
    await t.http().post('/api/payments/verify').set(user.auth).send(checkout).expect(200);
    const replay = await sendWebhook(t, body, webhookSecret, 'evt_before_verify_1').expect(200);
    expect(replay.body).toEqual({ status: 'duplicate' });
    const again = await sendWebhook(t, body, webhookSecret, 'evt_before_verify_2').expect(200);
    expect(again.body).toEqual({ status: 'processed' });
    const captured = await ds.query("SELECT payload->>'source' AS source FROM outbox WHERE event_name = 'PaymentCaptured' AND payload->>'orderId' = $1", [
      order.orderId,
    ]);
    expect(captured).toEqual([{ source: 'webhook' }]);
  });

  it('verify and webhooks racing in parallel, any number of times: one capture, one invoice, one plan change', async () => {
    const user = await createUser(t);
    const { order, checkout } = await payOrder(t, user);
    const body = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: checkout.razorpay_payment_id, order_id: order.orderId, amount: order.amount } } },
    };
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => t.http().post('/api/payments/verify').set(user.auth).send(checkout)),
      ...Array.from({ length: 3 }, (_, i) => sendWebhook(t, body, webhookSecret, `evt_race_${order.orderId}_${i}`)),
      sendWebhook(t, body, webhookSecret, `evt_race_${order.orderId}_0`),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const counts = await ds.query(
      `SELECT (SELECT count(*)::int FROM outbox WHERE event_name = 'PaymentCaptured' AND payload->>'orderId' = $1) AS captured,
              (SELECT count(*)::int FROM invoices i JOIN purchases p ON p.id = i.purchase_id WHERE p.order_id = $1) AS invoices,
              (SELECT count(*)::int FROM outbox WHERE event_name = 'UserPlanChanged' AND audit->>'entityId' = $2) AS plan_changes`,
      [order.orderId, user.id],
    );
    expect(counts).toEqual([{ captured: 1, invoices: 1, plan_changes: 1 }]);
  });

  it('a deleted account keeps its purchases and invoices (GST records), without the user', async () => {
    const user = await createUser(t);
    const bought = await buyOneTime(t, user);
    await ds.query('DELETE FROM users WHERE id = $1', [user.id]);
    await cachesSettled(t);
    const [row] = await ds.query(
      'SELECT p.user_id, p.user_email, i.user_id AS invoice_user, i.number FROM purchases p JOIN invoices i ON i.purchase_id = p.id WHERE p.id = $1',
      [bought.purchase._id],
    );
    expect(row).toEqual({ user_id: null, user_email: user.email, invoice_user: null, number: bought.purchase.invoiceNumber });
  });

  it('a webhook with a bad signature is 400 and not recorded; a tampered amount is not applied', async () => {
    const body = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_X', order_id: 'order_X' } } } };
    const raw = JSON.stringify(body);
    const res = await t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmac(raw, 'wrong'))
      .set('X-Razorpay-Event-Id', 'evt_bad_sig')
      .send(raw)
      .expect(400);
    expect(res.body.error.message).toBe('Webhook signature is invalid.');
    expect(await ds.query("SELECT 1 FROM processed_webhooks WHERE event_id = 'evt_bad_sig'")).toEqual([]);
    const user = await createUser(t);
    const { order, checkout } = await payOrder(t, user);
    await sendWebhook(
      t,
      { event: 'payment.captured', payload: { payment: { entity: { id: checkout.razorpay_payment_id, order_id: order.orderId, amount: 100 } } } },
      webhookSecret,
      'evt_tampered',
    ).expect(200);
    const [row] = await ds.query('SELECT status FROM purchases WHERE order_id = $1', [order.orderId]);
    expect(row.status).toBe('created');
  });

  it("sandbox failure answers Razorpay's error object and marks the order failed; payment.failed is idempotent", async () => {
    const user = await createUser(t);
    const order = (await t.http().post('/api/payments/create-order').set(user.auth).send({ plan: 'Premium Citizen' }).expect(200)).body;
    const res = await t.http().post('/api/payments/sandbox/checkout').set(user.auth).send({ orderId: order.orderId, outcome: 'failure' }).expect(200);
    expect(res.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.orderId },
    });
    expect(res.body.error.metadata.payment_id).toMatch(/^pay_/);
    const purchases = (await t.http().get('/api/payments/my-purchases').set(user.auth).expect(200)).body.items;
    expect(purchases[0]).toMatchObject({ orderId: order.orderId, status: 'failed', amount: 23482, sandbox: true });
    const bad = await t.http().post('/api/payments/sandbox/checkout').set(user.auth).send({ outcome: 'success' }).expect(400);
    expect(bad.body.error.message).toBe('Give an orderId or a subscriptionId.');
    const other = await createUser(t);
    await t.http().post('/api/payments/sandbox/checkout').set(other.auth).send({ orderId: order.orderId, outcome: 'success' }).expect(404);
  });

  it('invoice numbering across two purchases: consecutive numbers; the PDF has CGST, SGST and the total; mailed with the PDF; owner-only download', async () => {
    const a = await createUser(t, { firstName: 'Asha' });
    const b = await createUser(t, { firstName: 'Bala' });
    const pa = (await buyOneTime(t, a)).purchase as { _id: string; invoiceNumber: string };
    const pb = (await buyOneTime(t, b, 'Advocate Plus')).purchase as { _id: string; invoiceNumber: string };
    const series = `SBX/${financialYear(new Date())}/`;
    expect(pa.invoiceNumber.startsWith(series)).toBe(true);
    const na = Number(pa.invoiceNumber.slice(series.length));
    expect(pb.invoiceNumber).toBe(`${series}${String(na + 1).padStart(6, '0')}`);

    await waitForInvoice(t, pa._id);
    const pdf = await t.http().get(`/api/payments/invoices/${pa._id}.pdf`).set(a.auth).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="INV-order_[A-Za-z0-9]{14}\.pdf"$/);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Sandbox payment: not a tax invoice');
    expect(text).toContain(pa.invoiceNumber);
    expect(text).toContain('CGST @ 9% 17.91');
    expect(text).toContain('SGST @ 9% 17.91');
    expect(text).toContain('Taxable value 199.00');
    expect(text).toContain('INR 234.82');
    expect(text).toContain('Rupees Two Hundred Thirty Four and Eighty Two Paise Only');
    expect(text).toContain('998599');
    expect(text).toContain('30AAAAA0000A1Z5');

    await t.http().get(`/api/payments/invoices/${pa._id}.pdf`).set(b.auth).expect(404);
    await t.http().get('/api/payments/invoices/not-a-uuid.pdf').set(a.auth).expect(404);

    const mail = await eventually(async () => {
      const rows = await ds.query(
        "SELECT m.subject, a.filename, a.content_type, a.content FROM mail_messages m JOIN mail_attachments a ON a.message_id = m.id WHERE $1 = ANY(m.to_addresses) AND m.template_key = 'invoice_email'",
        [a.email],
      );
      return rows.length ? rows : null;
    }, 30000);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Your invoice ${pa.invoiceNumber} for Premium Citizen`);
    expect(mail[0].filename).toMatch(/^INV-order_.*\.pdf$/);
    expect(mail[0].content_type).toBe('application/pdf');
    expect(await pdfText(mail[0].content)).toContain('CGST @ 9% 17.91');

    const mine = (await t.http().get('/api/payments/my-purchases').set(a.auth).expect(200)).body.items;
    expect(mine).toEqual([
      expect.objectContaining({ _id: pa._id, invoiceNumber: pa.invoiceNumber, invoiceReady: true, status: 'paid', refunded: false, kind: 'order' }),
    ]);
  });

  it('a purchase takes effect on the next filing: quota 3 → 10 and 5 photos accepted', async () => {
    const user = await createUser(t);
    const before = await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200);
    expect(before.body.limit).toBe(3);
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      urls.push((await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201)).body.url);
    }
    const complaint = {
      category: 'roads',
      subcategory: 'Potholes',
      title: 'Deep pothole near Panaji market',
      location: '18th June Road, Panaji',
      landmark: 'Opposite the municipal market',
      urgency: 'high',
      anonymous: false,
      photos: urls,
      authorizeRepresentative: true,
      coordinates: { ...PANAJI, source: 'exif' },
    };
    const refused = await t.http().post('/api/complaints').set(user.auth).send(complaint).expect(400);
    expect(refused.body.error.message).toBe('Your plan allows at most 1 photo(s) per complaint.');
    await buyOneTime(t, user);
    const after = await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200);
    expect(after.body.limit).toBe(10);
    await t.http().post('/api/complaints').set(user.auth).send(complaint).expect(201);
  });
});
