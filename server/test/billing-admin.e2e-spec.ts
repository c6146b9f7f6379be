import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';
import { buyOneTime, waitForInvoice } from './billing-fixtures.js';

describe('Billing admin: plans CRUD, purchases, grant, downgrade, refund, resend (admin spec sections 2, 3, 5, 7, 8, 9)', () => {
  let t: TestApp;
  let ds: DataSource;
  let pricing: TestUser;
  let billing: TestUser;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    pricing = await createUser(t, { role: 'admin', adminModules: ['pricing'] });
    billing = await createUser(t, { role: 'admin', adminModules: ['billing'] });
  });
  after(async () => {
    await t.close();
  });

  async function audit(action: string, entityId: string): Promise<{ actor_id: string; meta: Record<string, unknown> }[]> {
    return eventually(async () => {
      const rows = await ds.query('SELECT actor_id, meta FROM audit_log WHERE action = $1 AND entity_id = $2', [action, entityId]);
      return rows.length ? rows : null;
    });
  }

  describe('plans (module pricing)', () => {
    it('access: visitor 401, citizen 403, billing admin 403, pricing admin 200', async () => {
      const citizen = await createUser(t);
      await t.http().get('/api/admin/plans').expect(401);
      await t.http().get('/api/admin/plans').set(citizen.auth).expect(403);
      await t.http().get('/api/admin/plans').set(billing.auth).expect(403);
      const res = await t.http().get('/api/admin/plans').set(pricing.auth).expect(200);
      expect(res.body.items.map((p: { name: string }) => p.name)).toEqual(['Free Citizen', 'Premium Citizen', 'Advocate Plus']);
    });

    it("create: 'Name is required'; defaults 18 % GST, blue, enabled, both modes, INR, unlimited, order last + 10; 409 on a taken name; audited", async () => {
      const missing = await t.http().post('/api/admin/plans').set(pricing.auth).send({ amount: 100 }).expect(400);
      expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Name is required' });
      const blank = await t.http().post('/api/admin/plans').set(pricing.auth).send({ name: '  ' }).expect(400);
      expect(blank.body.error.message).toBe('Name is required');
      const res = await t
        .http()
        .post('/api/admin/plans')
        .set(pricing.auth)
        .send({ name: 'Resident Group', amount: 99900, features: 'Unlimited complaints\n\n  Shared inbox  ', complaintLimit: '' })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Resident Group',
        amount: 99900,
        gstRate: 0.18,
        color: 'blue',
        enabled: true,
        allowOneTime: true,
        allowRecurring: true,
        currency: 'INR',
        complaintLimit: null,
        order: 40,
        features: ['Unlimited complaints', 'Shared inbox'],
        limitations: [],
        photoLimit: 5,
      });
      const taken = await t.http().post('/api/admin/plans').set(pricing.auth).send({ name: 'resident group' }).expect(409);
      expect(taken.body.error.message).toBe('A plan with this name already exists');
      const bad = await t
        .http()
        .post('/api/admin/plans')
        .set(pricing.auth)
        .send({ name: 'X', amount: 1.5, gstRate: 18, color: 'red', complaintLimit: -1 })
        .expect(400);
      expect(bad.body.error.details.fields).toMatchObject({
        amount: ['Price must be a whole number of paise of at least 0'],
        gstRate: ['GST must be a fraction from 0 to 1'],
        color: ['Colour must be blue, green or gray'],
        complaintLimit: ['Complaints per month must be a whole number of at least 0, or blank for unlimited'],
      });
      const [entry] = await audit('PlanCreated', res.body._id);
      expect(entry.actor_id).toBe(pricing.id);
    });

    it('inline edit and enable/disable: a disabled plan leaves GET /api/plans and cannot be bought; delete is 204 then 404', async () => {
      const created = (await t.http().post('/api/admin/plans').set(pricing.auth).send({ name: 'Trial Plan', amount: 1000, complaintLimit: 5 }).expect(201))
        .body;
      const edited = await t
        .http()
        .patch(`/api/admin/plans/${created._id}`)
        .set(pricing.auth)
        .send({ enabled: false, gstRate: 0.05, color: 'green' })
        .expect(200);
      expect(edited.body).toMatchObject({ enabled: false, gstRate: 0.05, color: 'green', complaintLimit: 5 });
      const [entry] = await audit('PlanUpdated', created._id);
      expect(entry.meta.changes).toEqual(['gstRate', 'color', 'enabled']);
      const publicList = (await t.http().get('/api/plans').expect(200)).body.items.map((p: { name: string }) => p.name);
      expect(publicList).not.toContain('Trial Plan');
      const citizen = await createUser(t);
      await t.http().post('/api/payments/create-order').set(citizen.auth).send({ plan: 'Trial Plan' }).expect(404);
      await t.http().patch(`/api/admin/plans/${created._id}`).set(pricing.auth).send({ enabled: true }).expect(200);
      const order = await t.http().post('/api/payments/create-order').set(citizen.auth).send({ plan: created._id }).expect(200);
      expect(order.body).toMatchObject({ amount: 1050, gstAmount: 50, color: 'green' });
      await t.http().delete(`/api/admin/plans/${created._id}`).set(pricing.auth).expect(204);
      await t.http().delete(`/api/admin/plans/${created._id}`).set(pricing.auth).expect(404);
      await t.http().patch('/api/admin/plans/not-a-uuid').set(pricing.auth).send({ enabled: true }).expect(404);
    });
  });

  describe('billing (module billing)', () => {
    it('purchases list: 10 per page, newest first, q over email, name, order id and payment id; pricing admins are refused', async () => {
      await t.http().get('/api/admin/billing/purchases').set(pricing.auth).expect(403);
      const buyer = await createUser(t, { firstName: 'Zubin', lastName: 'Quadros' });
      const bought = await buyOneTime(t, buyer);
      const byEmail = (await t.http().get('/api/admin/billing/purchases').query({ q: buyer.email.toUpperCase() }).set(billing.auth).expect(200)).body;
      expect(byEmail).toMatchObject({ total: 1, page: 1, pages: 1 });
      expect(byEmail.items[0]).toMatchObject({
        _id: bought.purchase._id,
        amount: 23482,
        status: 'paid',
        refunded: false,
        user: { _id: buyer.id, email: buyer.email, name: 'Zubin Quadros' },
      });
      for (const q of ['zubin quad', String(bought.purchase.orderId), String(bought.purchase.paymentId)]) {
        const res = (await t.http().get('/api/admin/billing/purchases').query({ q }).set(billing.auth).expect(200)).body;
        expect(res.items.map((i: { _id: string }) => i._id)).toEqual([bought.purchase._id]);
      }
      for (let i = 0; i < 10; i++) await buyOneTime(t, await createUser(t));
      const page1 = (await t.http().get('/api/admin/billing/purchases').set(billing.auth).expect(200)).body;
      expect(page1.items).toHaveLength(10);
      expect(page1.total).toBeGreaterThanOrEqual(11);
      const page2 = (await t.http().get('/api/admin/billing/purchases').query({ page: 2 }).set(billing.auth).expect(200)).body;
      expect(page2.items.map((i: { _id: string }) => i._id)).toContain(bought.purchase._id);
      const bad = await t.http().get('/api/admin/billing/purchases').query({ limit: 500 }).set(billing.auth).expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('grant Premium Citizen or Advocate Plus: a Manual purchase of amount 0, the plan set, audited; other plans refused', async () => {
      const user = await createUser(t);
      const refused = await t.http().post(`/api/admin/billing/users/${user.id}/upgrade`).set(billing.auth).send({ plan: 'Free Citizen' }).expect(400);
      expect(refused.body.error.message).toBe('Choose Premium Citizen or Advocate Plus.');
      const res = await t.http().post(`/api/admin/billing/users/${user.id}/upgrade`).set(billing.auth).send({ plan: 'Advocate Plus' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: user.id, plan: 'Advocate Plus', isPremium: true });
      expect(res.body.purchase).toMatchObject({
        plan: 'Advocate Plus',
        amount: 0,
        kind: 'manual',
        status: 'paid',
        orderId: null,
        paymentId: null,
        invoiceNumber: null,
      });
      const quota = (await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body;
      expect(quota.limit).toBeNull();
      const [entry] = await audit('PremiumGranted', user.id);
      expect(entry.actor_id).toBe(billing.id);
      await t
        .http()
        .post('/api/admin/billing/users/00000000-0000-4000-8000-000000000000/upgrade')
        .set(billing.auth)
        .send({ plan: 'Advocate Plus' })
        .expect(404);
      await t.http().post(`/api/admin/billing/users/${pricing.id}/upgrade`).set(billing.auth).send({ plan: 'Advocate Plus' }).expect(403);
      const users = (await t.http().get('/api/admin/billing/users').query({ q: user.email }).set(billing.auth).expect(200)).body;
      expect(users.items).toEqual([expect.objectContaining({ _id: user.id, plan: 'Advocate Plus', isPremium: true })]);
    });

    it('downgrade without refund: back to Free, reason in the audit log; a Free user is refused', async () => {
      const user = await createUser(t);
      await t.http().post(`/api/admin/billing/users/${user.id}/upgrade`).set(billing.auth).send({ plan: 'Premium Citizen' }).expect(200);
      const res = await t.http().post(`/api/admin/billing/users/${user.id}/downgrade`).set(billing.auth).send({ reason: 'Trial over' }).expect(200);
      expect(res.body).toEqual({ user: expect.objectContaining({ plan: 'Free Citizen', isPremium: false }), refunded: false, refundError: null });
      const [entry] = await audit('PremiumRevoked', user.id);
      expect(entry.meta).toMatchObject({ reason: 'Trial over', previousPlan: 'Premium Citizen', refundError: null });
      const again = await t.http().post(`/api/admin/billing/users/${user.id}/downgrade`).set(billing.auth).send({}).expect(409);
      expect(again.body.error.message).toBe('This user is not on a premium plan.');
    });

    it('downgrade with refund: only a paid, unrefunded purchase above zero with a payment id; refunded once; subscriptions end', async () => {
      const user = await createUser(t);
      const bought = await buyOneTime(t, user);
      const wrong = await t
        .http()
        .post(`/api/admin/billing/users/${user.id}/downgrade`)
        .set(billing.auth)
        .send({ paymentId: 'pay_NotAPayment001' })
        .expect(400);
      expect(wrong.body.error.message).toBe('No paid, unrefunded purchase with this payment id and an amount above zero.');
      const res = await t
        .http()
        .post(`/api/admin/billing/users/${user.id}/downgrade`)
        .set(billing.auth)
        .send({ reason: 'Asked for a refund', paymentId: bought.purchase.paymentId })
        .expect(200);
      expect(res.body).toMatchObject({ refunded: true, refundError: null, user: { plan: 'Free Citizen', isPremium: false } });
      const [row] = await ds.query('SELECT refunded, refund_id FROM purchases WHERE id = $1', [bought.purchase._id]);
      expect(row.refunded).toBe(true);
      expect(row.refund_id).toMatch(/^rfnd_/);
      const twice = await t
        .http()
        .post(`/api/admin/billing/users/${user.id}/downgrade`)
        .set(billing.auth)
        .send({ paymentId: bought.purchase.paymentId })
        .expect(400);
      expect(twice.body.error.message).toBe('No paid, unrefunded purchase with this payment id and an amount above zero.');
      const [entry] = await audit('PaymentRefunded', String(bought.purchase._id));
      expect(entry.actor_id).toBe(billing.id);
      const mine = (await t.http().get('/api/payments/my-purchases').set(user.auth).expect(200)).body.items;
      expect(mine[0]).toMatchObject({ refunded: true });
    });

    it("downgrade without a chosen payment refunds the latest refundable purchase automatically; 'no refund' refunds nothing", async () => {
      const user = await createUser(t);
      const bought = await buyOneTime(t, user);
      const both = await t
        .http()
        .post(`/api/admin/billing/users/${user.id}/downgrade`)
        .set(billing.auth)
        .send({ paymentId: bought.purchase.paymentId, noRefund: true })
        .expect(400);
      expect(both.body.error.message).toBe('Choose a payment to refund or no refund, not both.');
      const res = await t.http().post(`/api/admin/billing/users/${user.id}/downgrade`).set(billing.auth).send({ reason: 'Closing the account' }).expect(200);
      expect(res.body).toMatchObject({ refunded: true, refundError: null, user: { plan: 'Free Citizen', isPremium: false } });
      const [row] = await ds.query('SELECT refunded, refund_id FROM purchases WHERE id = $1', [bought.purchase._id]);
      expect(row.refunded).toBe(true);
      expect(row.refund_id).toMatch(/^rfnd_/);

      const other = await createUser(t);
      const kept = await buyOneTime(t, other);
      const none = await t.http().post(`/api/admin/billing/users/${other.id}/downgrade`).set(billing.auth).send({ noRefund: true }).expect(200);
      expect(none.body).toMatchObject({ refunded: false, refundError: null, user: { plan: 'Free Citizen', isPremium: false } });
      const [keptRow] = await ds.query('SELECT refunded FROM purchases WHERE id = $1', [kept.purchase._id]);
      expect(keptRow.refunded).toBe(false);
    });

    it('resend invoice: the invoice email again with the PDF; a Manual grant has no invoice', async () => {
      const user = await createUser(t);
      const bought = await buyOneTime(t, user);
      await waitForInvoice(t, String(bought.purchase._id));
      const count = async () =>
        (
          await ds.query(
            "SELECT count(*)::int AS n FROM mail_messages m JOIN mail_attachments a ON a.message_id = m.id WHERE $1 = ANY(m.to_addresses) AND m.template_key = 'invoice_email'",
            [user.email],
          )
        )[0].n as number;
      await eventually(async () => (await count()) === 1);
      const res = await t.http().post(`/api/admin/billing/purchases/${bought.purchase._id}/resend-invoice`).set(billing.auth).expect(200);
      expect(res.body).toEqual({ invoiceNumber: bought.purchase.invoiceNumber, queued: true });
      await eventually(async () => (await count()) === 2, 30000);
      const granted = await createUser(t);
      const grant = (await t.http().post(`/api/admin/billing/users/${granted.id}/upgrade`).set(billing.auth).send({ plan: 'Premium Citizen' }).expect(200))
        .body;
      const none = await t.http().post(`/api/admin/billing/purchases/${grant.purchase._id}/resend-invoice`).set(billing.auth).expect(409);
      expect(none.body.error.message).toBe('This purchase has no invoice.');
      await t.http().post('/api/admin/billing/purchases/00000000-0000-4000-8000-000000000000/resend-invoice').set(billing.auth).expect(404);
    });
  });
  it('hostile bodies on every billing write are 4xx in the error envelope, never a 500', async () => {
    const citizen = await createUser(t);
    const superadmin = await createUser(t, { role: 'superadmin' });
    const bodies: unknown[] = [
      [],
      { plan: { $gt: '' } },
      { plan: null, currency: 5 },
      { name: 123, features: [1, 2], complaintLimit: 'abc', amount: '1e9' },
      'x'.repeat(300),
    ];
    const routes: [string, string, { Authorization: string }][] = [
      ['post', '/api/payments/create-order', citizen.auth],
      ['post', '/api/payments/create-subscription', citizen.auth],
      ['post', '/api/payments/verify', citizen.auth],
      ['post', '/api/payments/verify-subscription', citizen.auth],
      ['post', '/api/payments/sandbox/checkout', citizen.auth],
      ['post', '/api/payments/webhook', citizen.auth],
      ['post', '/api/subscriptions/sub_Unknown0000001/cancel', citizen.auth],
      ['post', '/api/admin/plans', superadmin.auth],
      ['patch', '/api/admin/plans/00000000-0000-4000-8000-000000000000', superadmin.auth],
      ['post', `/api/admin/billing/users/${citizen.id}/upgrade`, superadmin.auth],
      ['post', `/api/admin/billing/users/${citizen.id}/downgrade`, superadmin.auth],
    ];
    for (const [method, path, auth] of routes) {
      for (const body of bodies) {
        const req = method === 'post' ? t.http().post(path) : t.http().patch(path);
        const res = await req.set(auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect({ path, body, status: res.status < 500 && res.status >= 400 }).toEqual({ path, body, status: true });
        expect(typeof res.body.error?.message).toBe('string');
      }
    }
  });
});
