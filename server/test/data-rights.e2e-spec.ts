import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import { AuthLinkUrls } from '../src/identity/public.js';
import { REDACTED } from '../src/notifications/mail/mail-sender.js';
import { binary, buyOneTime, waitForInvoice } from './billing-fixtures.js';
import { fileComplaint } from './complaints-fixtures.js';
import { createTestApp, outboxDrained, type TestApp } from './helpers/test-app.js';
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
    // Someone else types the citizen's address into the contact form: that ticket is not the citizen's data.
    await t
      .http()
      .post('/api/support/contact')
      .send({ name: 'A Stranger', email: citizen.email, subject: 'Filed by a stranger', message: 'Not the owner' })
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
    expect(JSON.stringify(tickets)).not.toContain('A Stranger');

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

  it('the photos go into the zip one after another, and one that cannot be read is listed in missing-files.json', async () => {
    const citizen = withAuth(await createUser(t, { firstName: 'Photos' }));
    const kept = await fileComplaint(t, citizen);
    const lost = await fileComplaint(t, citizen);
    const [{ photos }] = (await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [lost])) as { photos: string[] }[];
    rmSync(join(dir, photos[0].replace(/^\/uploads\//, '')));

    const res = await t.http().get('/api/auth/me/export').set(citizen.auth).buffer(true).parse(binary).expect(200);
    const zip = await JSZip.loadAsync(res.body as Buffer);
    expect(zip.file(`photos/${lost}/1.jpg`)).toBeNull();
    expect((await zip.file(`photos/${kept}/1.jpg`)!.async('nodebuffer')).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(JSON.parse(await zip.file('missing-files.json')!.async('string'))).toEqual({ missingFiles: [`photos/${lost}/1.jpg`] });
  });

  it('deleting the account: the password is checked, personal data goes at once, complaints stay public without the reporter, invoices stay, sign-in is refused', async () => {
    const citizen = withAuth(await createUser(t, { firstName: 'Leaving' }));
    const publicId = await fileComplaint(t, citizen, { showPublicly: true, description: 'Shown publicly by choice' });
    const privateId = await fileComplaint(t, citizen, { description: 'My private words', landmark: 'Behind my house', title: 'Pothole at my gate' });
    await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send({ name: 'Leaving Tester', email: citizen.email, subject: 'Bye', message: 'Please forget my street' })
      .expect(201);
    const bought = await buyOneTime(t, citizen);
    const invoice = await waitForInvoice(t, bought.purchase._id as string);
    // Everything raised so far has been handled: the audit log, the outbox and the mail log hold the person's traces.
    await outboxDrained(t);
    const traces = async () => {
      const [row] = await ds.query(
        `SELECT (SELECT count(*) FROM audit_log a WHERE position($1 in lower(a::text)) > 0 OR position($2 in lower(a::text)) > 0 OR position($3 in lower(a::text)) > 0)::int AS audit,
                (SELECT count(*) FROM outbox o WHERE position($1 in lower(o::text)) > 0 OR position($2 in lower(o::text)) > 0 OR position($3 in lower(o::text)) > 0)::int AS outbox,
                (SELECT count(*) FROM mail_messages m WHERE position($1 in lower(m::text)) > 0 OR position($2 in lower(m::text)) > 0)::int AS mail`,
        [citizen.email.toLowerCase(), 'leaving tester', 'please forget my street'],
      );
      return row as { audit: number; outbox: number; mail: number };
    };
    const before = await traces();
    expect(before.audit).toBeGreaterThan(0);
    expect(before.outbox).toBeGreaterThan(0);
    expect(before.mail).toBeGreaterThan(0);

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

    // A confirmation goes to the old address, and admins see the deletion in the audit log; once the deletion's reactions
    // have run, the audit log, the outbox and the sent-mail log keep what happened under the pseudonym, never who.
    await outboxDrained(t);
    const [deleted] = await ds.query("SELECT id, payload, audit FROM outbox WHERE event_name = 'UserDeleted' AND audit->>'entityId' = $1", [citizen.id]);
    expect(deleted.payload).toMatchObject({ email: 'Deleted user', name: 'Deleted user', byOwner: true });
    expect(deleted.audit).toMatchObject({ actorId: citizen.id, actorEmail: 'Deleted user' });
    const [mail] = await ds.query("SELECT subject, to_addresses, text FROM mail_messages WHERE template_key = 'auth_account_deleted' AND event_id = $1", [
      deleted.id,
    ]);
    expect(mail).toMatchObject({ subject: 'Your Goa Civic Portal account has been deleted', to_addresses: ['Deleted user'] });
    expect(mail.text).toContain('Hello Deleted user,');
    const [audit] = await ds.query("SELECT actor_id, actor_email, meta FROM audit_log WHERE action = 'UserDeleted' AND entity_id = $1", [citizen.id]);
    expect(audit).toMatchObject({ actor_id: citizen.id, actor_email: 'Deleted user', meta: { email: 'Deleted user', name: 'Deleted user' } });
    const ticketOpened = await ds.query("SELECT actor_email, meta FROM audit_log WHERE action = 'TicketOpened' AND actor_id = $1", [citizen.id]);
    expect(ticketOpened).toEqual([
      { actor_email: 'Deleted user', meta: expect.objectContaining({ name: 'Deleted user', email: 'Deleted user', message: 'Deleted user' }) },
    ]);
    expect(await traces()).toEqual({ audit: 0, outbox: 0, mail: 0 });
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
    // The sent-mail log keeps the message without the code; the code itself reaches the recipient alone (the inbox with
    // SMTP, the console of a terminal without), derived from the stored id as the worker derives it.
    const [{ id }] = await ds.query('SELECT id FROM account_deletion_codes WHERE user_id = $1', [google.id]);
    const code = t.app.get(AuthLinkUrls).deletionCode(id);
    expect(mail.text).not.toContain(code);
    expect(mail.text).toContain(REDACTED);
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
