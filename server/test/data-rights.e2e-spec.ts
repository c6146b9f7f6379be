import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import { AuthLinkUrls } from '../src/identity/public.js';
import { binary, buyOneTime, waitForInvoice } from './billing-fixtures.js';
import { fileComplaint } from './complaints-fixtures.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, waitForMail, type TestUser } from './identity-fixtures.js';

describe("Citizens' data rights: download my data, delete my account", () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;

  const withAuth = (u: TestUser) => ({ ...u, auth: { Authorization: `Bearer ${u.token}` } });

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-data-rights-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the export is a zip of the account, complaints with their history, tickets, purchases, subscriptions and the photos', async () => {
    const citizen = withAuth(await createUser(t, { firstName: 'Exporta' }));
    const filed = await fileComplaint(t, citizen, { description: 'Deep hole, private words' });
    await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send({ name: 'Exporta Tester', email: citizen.email, subject: 'Export me', message: 'Hello there' })
      .expect(201);
    const bought = await buyOneTime(t, citizen);
    await waitForInvoice(t, bought.purchase._id as string);

    const res = await t.http().get('/api/auth/me/export').set(citizen.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="goa-civic-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));

    const account = await read('account.json');
    expect(account).toMatchObject({ _id: citizen.id, email: citizen.email, firstName: 'Exporta', twoFactorEnabled: false });
    expect(JSON.stringify(account)).not.toMatch(/password_?hash|\$argon2/i);

    const complaints = await read('complaints.json');
    expect(complaints.filed).toHaveLength(1);
    const complaint = complaints.filed[0];
    expect(complaint).toMatchObject({ complaintId: filed, description: 'Deep hole, private words', status: 'pending' });
    expect(complaint.history.length).toBeGreaterThanOrEqual(1);
    expect(complaint.photos[0].file).toMatch(new RegExp(`^photos/${filed}/1\\.jpg$`));
    const photo = await zip.file(complaint.photos[0].file)!.async('nodebuffer');
    expect(photo.subarray(0, 2).toString('hex')).toBe('ffd8'); // a JPEG

    const tickets = await read('tickets.json');
    expect(tickets.map((x: { subject: string }) => x.subject)).toEqual(['Export me']);

    const billing = await read('billing.json');
    expect(billing.purchases).toHaveLength(1);
    expect(billing.purchases[0]).toMatchObject({ _id: bought.purchase._id, status: 'paid', plan: 'Premium Citizen' });
    expect(billing.purchases[0].invoiceNumber).toBeTruthy();
    expect(billing.subscriptions).toEqual([]);

    // Only the account's own data: another citizen's export has none of it.
    const other = withAuth(await createUser(t));
    const otherZip = await JSZip.loadAsync((await t.http().get('/api/auth/me/export').set(other.auth).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(JSON.parse(await otherZip.file('complaints.json')!.async('string')).filed).toEqual([]);
    await t.http().get('/api/auth/me/export').expect(401);
  });

  it('deleting the account: the password is checked, personal data goes at once, complaints stay public without the reporter, invoices stay, sign-in is refused', async () => {
    const citizen = withAuth(await createUser(t, { firstName: 'Leaving' }));
    const publicId = await fileComplaint(t, citizen, { showPublicly: true, description: 'Shown publicly by choice' });
    const privateId = await fileComplaint(t, citizen, { description: 'My private words', landmark: 'Behind my house', title: 'Pothole at my gate' });
    await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send({ name: 'Leaving Tester', email: citizen.email, subject: 'Bye', message: 'Hello there' })
      .expect(201);
    const bought = await buyOneTime(t, citizen);
    const invoice = await waitForInvoice(t, bought.purchase._id as string);

    const missing = await t.http().delete('/api/auth/me').set(citizen.auth).send({}).expect(400);
    expect(missing.body.error.details.fields.password).toEqual(['Enter your password to delete your account']);
    const wrong = await t.http().delete('/api/auth/me').set(citizen.auth).send({ password: 'not-the-password' }).expect(400);
    expect(wrong.body.error.details.fields.password).toEqual(['Password is incorrect']);
    expect(await ds.query('SELECT 1 FROM users WHERE id = $1', [citizen.id])).toHaveLength(1);

    const done = await t.http().delete('/api/auth/me').set(citizen.auth).send({ password: citizen.password }).expect(200);
    expect(done.body.message).toBe('Your account has been deleted.');

    // The account is gone: the session ends and sign-in is refused.
    expect(await ds.query('SELECT 1 FROM users WHERE id = $1', [citizen.id])).toEqual([]);
    await t.http().get('/api/auth/me').set(citizen.auth).expect(404);
    await t.http().post('/api/auth/login').send({ email: citizen.email, password: citizen.password }).expect(401);

    // Complaints stay as public records without the reporter and the private words.
    const rows = (await ds.query('SELECT public_id, reporter_id, title, description, landmark FROM complaints WHERE public_id = ANY($1) ORDER BY public_id', [
      [publicId, privateId],
    ])) as { public_id: string; reporter_id: string | null; title: string; description: string; landmark: string }[];
    expect(rows.every((r) => r.reporter_id === null)).toBe(true);
    expect(rows.find((r) => r.public_id === privateId)).toMatchObject({ title: 'Potholes', description: '', landmark: '' });
    expect(rows.find((r) => r.public_id === publicId)).toMatchObject({ description: 'Shown publicly by choice' });
    const page = await t.http().get(`/api/public/complaints/${publicId}`).expect(200);
    expect(page.text).toContain('Shown publicly by choice');
    expect(page.text).not.toContain(citizen.email);
    expect(page.text).not.toContain('Leaving');

    // The tickets lose the name and address at once (same transaction), not after the reaction.
    const [ticket] = await ds.query("SELECT name, email, user_id FROM support_tickets WHERE subject = 'Bye'");
    expect(ticket).toEqual({ name: '', email: '', user_id: null });

    // Invoices keep what GST law requires; the buyer's email goes.
    const [kept] = await ds.query('SELECT number, user_id, customer_name, customer_email, total FROM invoices WHERE purchase_id = $1', [bought.purchase._id]);
    expect(kept).toMatchObject({ number: invoice.number, user_id: null, customer_email: '' });
    expect(kept.total).toBeGreaterThan(0);
    const [purchase] = await ds.query('SELECT status, user_email, user_id FROM purchases WHERE id = $1', [bought.purchase._id]);
    expect(purchase).toEqual({ status: 'paid', user_email: '', user_id: null });

    // A confirmation goes to the old address, and admins see the deletion in the audit log.
    const mail = await waitForMail(t, citizen.email, 'auth_account_deleted');
    expect(mail.subject).toBe('Your Goa Civic Portal account has been deleted');
    const audit = await eventually(async () => {
      const found = (await ds.query("SELECT actor_email FROM audit_log WHERE action = 'UserDeleted' AND entity_id = $1", [citizen.id])) as {
        actor_email: string;
      }[];
      return found[0] ?? null;
    });
    expect(audit.actor_email).toBe(citizen.email);
  });

  it('an active subscription is cancelled with the account; its charge and invoice stay', async () => {
    const citizen = withAuth(await createUser(t));
    const created = (await t.http().post('/api/payments/create-subscription').set(citizen.auth).send({ plan: 'Premium Citizen', currency: 'INR' }).expect(200))
      .body;
    const checkout = (
      await t.http().post('/api/payments/sandbox/checkout').set(citizen.auth).send({ subscriptionId: created.subscriptionId, outcome: 'success' }).expect(200)
    ).body;
    const verified = (await t.http().post('/api/payments/verify-subscription').set(citizen.auth).send(checkout).expect(200)).body;
    expect(verified.subscription.status).toBe('active');
    const zip = await JSZip.loadAsync((await t.http().get('/api/auth/me/export').set(citizen.auth).buffer(true).parse(binary).expect(200)).body as Buffer);
    const billing = JSON.parse(await zip.file('billing.json')!.async('string'));
    expect(billing.subscriptions).toHaveLength(1);
    expect(billing.subscriptions[0]).toMatchObject({ subscriptionId: created.subscriptionId, status: 'active' });

    await t.http().delete('/api/auth/me').set(citizen.auth).send({ password: citizen.password }).expect(200);
    expect(await ds.query('SELECT 1 FROM subscriptions WHERE provider_subscription_id = $1', [created.subscriptionId])).toEqual([]);
    const charges = await ds.query("SELECT status, user_id FROM purchases WHERE kind = 'subscription' AND payment_id = $1", [checkout.razorpay_payment_id]);
    expect(charges).toEqual([{ status: 'paid', user_id: null }]);
  });

  it('an account without a password confirms with an emailed code; staff accounts are deleted in Admin Management', async () => {
    const google = withAuth(await createUser(t, { google: true }));
    const noCode = await t.http().delete('/api/auth/me').set(google.auth).send({}).expect(400);
    expect(noCode.body.error.details.fields.code).toEqual(['Enter the code we emailed you']);
    const sent = await t.http().post('/api/auth/me/deletion-code').set(google.auth).expect(200);
    expect(sent.body.message).toBe('We emailed you a code. Enter it to delete your account.');
    const mail = await waitForMail(t, google.email, 'auth_account_deletion_code');
    expect(mail.subject).toBe('Your code to delete your Goa Civic Portal account');
    // Without SMTP the sent-mail log is the delivery, so the code is read there; it matches the stored id's code.
    const code = /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '';
    const [{ id }] = await ds.query('SELECT id FROM account_deletion_codes WHERE user_id = $1', [google.id]);
    expect(code).toBe(t.app.get(AuthLinkUrls).deletionCode(id));
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    await t.http().delete('/api/auth/me').set(google.auth).send({ code: wrongCode }).expect(400);
    await t.http().delete('/api/auth/me').set(google.auth).send({ code }).expect(200);
    expect(await ds.query('SELECT 1 FROM users WHERE id = $1', [google.id])).toEqual([]);

    const withPassword = withAuth(await createUser(t));
    await t.http().post('/api/auth/me/deletion-code').set(withPassword.auth).expect(400);

    const admin = withAuth(await createUser(t, { role: 'admin', modules: ['users'] }));
    const refused = await t.http().delete('/api/auth/me').set(admin.auth).send({ password: admin.password }).expect(403);
    expect(refused.body.error.message).toBe('Admin accounts are deleted in Admin Management.');
  });
});
