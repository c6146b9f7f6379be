import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { TICKET_CODE_PATTERN } from '@civic/contracts';
import { newTicketCode } from '../src/support/domain/ticket-code.js';
import { createTestApp, outboxDrained, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';
import { createUser as createIdentityUser, mailsTo, uniqueEmail, waitForMail } from './identity-fixtures.js';

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Naik',
  email: uniqueEmail('sender'),
  category: 'Bug',
  subject: 'Map does not load',
  message: 'The map on the complaint form stays grey.',
  ...over,
});

describe('Support tickets: contact form, My Support and the admin inbox (citizen spec 5, 7, 8; admin spec 2, 5, 7)', () => {
  let t: TestApp;
  let ds: DataSource;
  let supportAdmin: TestUser;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    supportAdmin = await createUser(t, { role: 'admin', adminModules: ['support'] });
  });
  after(async () => {
    await t.close();
  });

  it('codes are SUP- plus 5 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) expect(newTicketCode()).toMatch(TICKET_CODE_PATTERN);
    expect(newTicketCode(() => 0)).toBe('SUP-22222');
  });

  it('a visitor sends the contact form: 201 with the code, the ticket stored trimmed, support_ack mailed with the code', async () => {
    const email = uniqueEmail('Visitor');
    const res = await t
      .http()
      .post('/api/support/contact')
      .send({ name: '  Ravi  ', email: `  ${email.toUpperCase()} `, category: 'Feedback', subject: '  Great app  ', message: '  Thanks for this.  ' })
      .expect(201);
    expect(res.body).toEqual({ _id: expect.any(String), code: expect.stringMatching(TICKET_CODE_PATTERN), status: 'open' });
    const [row] = await ds.query('SELECT name, email, category, subject, message, status, user_id FROM support_tickets WHERE id = $1', [res.body._id]);
    expect(row).toEqual({
      name: 'Ravi',
      email: email.toLowerCase(),
      category: 'Feedback',
      subject: 'Great app',
      message: 'Thanks for this.',
      status: 'open',
      user_id: null,
    });
    const mail = await waitForMail(t, email, 'support_ack');
    expect(mail.subject).toContain(res.body.code);
    expect(mail.text).toContain(res.body.code);
    expect(mail.text).toContain('Ravi');
  });

  it('name is optional and category defaults to Support', async () => {
    const res = await t.http().post('/api/support/contact').send({ email: uniqueEmail(), subject: 'Hello', message: 'Hello there' }).expect(201);
    const [row] = await ds.query('SELECT name, category FROM support_tickets WHERE id = $1', [res.body._id]);
    expect(row).toEqual({ name: '', category: 'Support' });
  });

  it('validates every field with one message each and writes nothing', async () => {
    const before = Number((await ds.query('SELECT count(*)::int AS n FROM support_tickets'))[0].n);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'Please enter your email address.'],
      [{ email: 'not-an-email' }, 'email', 'That email address looks incorrect.'],
      [{ category: 'Complaint' }, 'category', 'Choose a category: Support, Bug, Feedback or Request.'],
      [{ subject: '  ab  ' }, 'subject', 'Subject must be at least 3 characters.'],
      [{ message: '  abcd ' }, 'message', 'Message must be at least 5 characters.'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Please keep this under 5000 characters.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.http().post('/api/support/contact').send(contact(over)).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields[field]).toEqual([message]);
    }
    const after = Number((await ds.query('SELECT count(*)::int AS n FROM support_tickets'))[0].n);
    expect(after).toBe(before);
  });

  it('a signed-in sender is linked to the ticket; a stale token on the public route is served as a visitor', async () => {
    const citizen = await createUser(t);
    const res = await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send(contact({ email: citizen.email }))
      .expect(201);
    const [row] = await ds.query('SELECT user_id FROM support_tickets WHERE id = $1', [res.body._id]);
    expect(row.user_id).toBe(citizen.id);
    const stale = await t.http().post('/api/support/contact').set({ Authorization: 'Bearer not-a-token' }).send(contact()).expect(201);
    const [visitorRow] = await ds.query('SELECT user_id FROM support_tickets WHERE id = $1', [stale.body._id]);
    expect(visitorRow.user_id).toBeNull();
  });

  it('My Support: signed in only; matches by user id and by verified email, newest first, never another person’s', async () => {
    await t.http().get('/api/support/my').expect(401);
    const citizen = await createUser(t);
    const other = await createUser(t);
    const asVisitor = await t
      .http()
      .post('/api/support/contact')
      .send(contact({ email: citizen.email.toUpperCase(), subject: 'Filed as a visitor' }))
      .expect(201);
    const signedIn = await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send(contact({ email: uniqueEmail('alt'), subject: 'Filed signed in' }))
      .expect(201);
    await t
      .http()
      .post('/api/support/contact')
      .send(contact({ email: other.email, subject: 'Not yours' }))
      .expect(201);
    const res = await t.http().get('/api/support/my').set(citizen.auth).expect(200);
    expect(res.body.items.map((i: { code: string }) => i.code)).toEqual([signedIn.body.code, asVisitor.body.code]);
    expect(res.body.items[1]).toEqual({
      _id: asVisitor.body._id,
      code: asVisitor.body.code,
      subject: 'Filed as a visitor',
      message: 'The map on the complaint form stays grey.',
      category: 'Bug',
      status: 'open',
      createdAt: expect.any(String),
      updates: [{ type: 'created', status: 'open', message: '', createdAt: expect.any(String) }],
    });
  });

  it("a ticket filed while signed in belongs to that account only: another account writing this person's email never shows it to them, nor to itself under their address", async () => {
    const victim = await createUser(t);
    const intruder = await createUser(t);
    const written = await t
      .http()
      .post('/api/support/contact')
      .set(intruder.auth)
      .send(contact({ email: victim.email, subject: 'Written with the victim’s address' }))
      .expect(201);
    const victims = await t.http().get('/api/support/my').set(victim.auth).expect(200);
    expect(victims.body.items.map((i: { code: string }) => i.code)).not.toContain(written.body.code);
    const own = await t.http().get('/api/support/my').set(intruder.auth).expect(200);
    expect(own.body.items.map((i: { code: string }) => i.code)).toEqual([written.body.code]);
    // The victim's own tickets filed while signed in are theirs alone: the intruder does not see them.
    const mine = await t
      .http()
      .post('/api/support/contact')
      .set(victim.auth)
      .send(contact({ email: victim.email, subject: 'Mine' }))
      .expect(201);
    const intruders = await t.http().get('/api/support/my').set(intruder.auth).expect(200);
    expect(intruders.body.items.map((i: { code: string }) => i.code)).not.toContain(mine.body.code);
  });

  it('My Support does not match by an unverified email', async () => {
    const unverified = await createIdentityUser(t, { verified: false });
    await t
      .http()
      .post('/api/support/contact')
      .send(contact({ email: unverified.email }))
      .expect(201);
    const res = await t
      .http()
      .get('/api/support/my')
      .set({ Authorization: `Bearer ${unverified.token}` })
      .expect(200);
    expect(res.body.items).toEqual([]);
  });

  it('admin inbox: module support needed; paging, q over code/subject/email/name, category and status filters', async () => {
    const citizen = await createUser(t);
    const otherAdmin = await createUser(t, { role: 'admin', adminModules: ['users'] });
    await t.http().get('/api/admin/support').expect(401);
    await t.http().get('/api/admin/support').set(citizen.auth).expect(403);
    await t.http().get('/api/admin/support').set(otherAdmin.auth).expect(403);

    const marker = `zq${Date.now()}`;
    const a = await t
      .http()
      .post('/api/support/contact')
      .send(contact({ subject: `${marker} first`, category: 'Request' }))
      .expect(201);
    const b = await t
      .http()
      .post('/api/support/contact')
      .send(contact({ name: `Name ${marker}`, category: 'Bug' }))
      .expect(201);
    const bySubject = await t.http().get('/api/admin/support').query({ q: marker.toUpperCase() }).set(supportAdmin.auth).expect(200);
    expect(bySubject.body.items.map((i: { code: string }) => i.code).sort()).toEqual([a.body.code, b.body.code].sort());
    expect(bySubject.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    const byCode = await t.http().get('/api/admin/support').query({ q: a.body.code.toLowerCase() }).set(supportAdmin.auth).expect(200);
    expect(byCode.body.items.map((i: { code: string }) => i.code)).toEqual([a.body.code]);
    const byCategory = await t.http().get('/api/admin/support').query({ q: marker, category: 'Request' }).set(supportAdmin.auth).expect(200);
    expect(byCategory.body.items.map((i: { code: string }) => i.code)).toEqual([a.body.code]);
    const wildcard = await t.http().get('/api/admin/support').query({ q: '%' }).set(supportAdmin.auth).expect(200);
    expect(wildcard.body.total).toBe(0);
    const paged = await t.http().get('/api/admin/support').query({ q: marker, limit: 1, page: 2 }).set(supportAdmin.auth).expect(200);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pages: 2 });
    expect(paged.body.items).toHaveLength(1);
    const item = bySubject.body.items.find((i: { code: string }) => i.code === b.body.code);
    expect(Object.keys(item).sort()).toEqual(
      ['_id', 'category', 'code', 'createdAt', 'email', 'message', 'name', 'resolution', 'status', 'subject', 'updatedAt', 'updates', 'user'].sort(),
    );
    await t.http().get('/api/admin/support').query({ limit: 51 }).set(supportAdmin.auth).expect(400);
    const badStatus = await t.http().get('/api/admin/support').query({ status: 'done' }).set(supportAdmin.auth).expect(400);
    expect(badStatus.body.error.details.fields.status).toEqual(['Choose a status: open, in_progress or closed.']);
    const all = await t.http().get('/api/admin/support').query({ status: 'all', category: '' }).set(supportAdmin.auth).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
  });

  it('status changes email support_status, land in the history and in My Support; the same status sends nothing', async () => {
    const citizen = await createUser(t);
    const ticket = await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send(contact({ email: citizen.email }))
      .expect(201);
    const res = await t.http().patch(`/api/admin/support/${ticket.body._id}/status`).set(supportAdmin.auth).send({ status: 'in_progress' }).expect(200);
    expect(res.body).toMatchObject({ status: 'in_progress', code: ticket.body.code });
    expect(res.body.updates.map((u: { type: string; status: string | null }) => [u.type, u.status])).toEqual([
      ['created', 'open'],
      ['status', 'in_progress'],
    ]);
    expect(res.body.updates[1].actorEmail).toBe(supportAdmin.email);
    const mail = await waitForMail(t, citizen.email, 'support_status');
    expect(mail.subject).toContain(ticket.body.code);
    expect(mail.text).toContain('in progress');
    await t.http().patch(`/api/admin/support/${ticket.body._id}/status`).set(supportAdmin.auth).send({ status: 'in_progress' }).expect(200);
    await t.http().patch(`/api/admin/support/${ticket.body._id}/status`).set(supportAdmin.auth).send({ status: 'closed' }).expect(200);
    await waitForMail(t, citizen.email, 'support_status', 2);
    await outboxDrained(t);
    expect(await mailsTo(t, citizen.email, 'support_status')).toHaveLength(2);
    const my = await t.http().get('/api/support/my').set(citizen.auth).expect(200);
    expect(my.body.items[0].status).toBe('closed');
    expect(my.body.items[0].updates.map((u: { status: string }) => u.status)).toEqual(['open', 'in_progress', 'closed']);
    const [audit] = await ds.query("SELECT actor_email, entity_id FROM audit_log WHERE action = 'TicketStatusChanged' AND entity_id = $1 LIMIT 1", [
      ticket.body._id,
    ]);
    expect(audit).toEqual({ actor_email: supportAdmin.email, entity_id: ticket.body._id });
    const bad = await t.http().patch(`/api/admin/support/${ticket.body._id}/status`).set(supportAdmin.auth).send({ status: 'resolved' }).expect(400);
    expect(bad.body.error.message).toBe('Choose a status: open, in_progress or closed.');
    const missing = await t
      .http()
      .patch('/api/admin/support/00000000-0000-4000-8000-000000000000/status')
      .set(supportAdmin.auth)
      .send({ status: 'open' })
      .expect(404);
    expect(missing.body.error.message).toBe('Ticket not found');
    await t.http().patch('/api/admin/support/nope/status').set(supportAdmin.auth).send({ status: 'open' }).expect(404);
  });

  it('internal notes are saved for admins, never shown in My Support, never emailed', async () => {
    const citizen = await createUser(t);
    const ticket = await t
      .http()
      .post('/api/support/contact')
      .set(citizen.auth)
      .send(contact({ email: citizen.email }))
      .expect(201);
    const secret = `internal-${Date.now()}`;
    const res = await t
      .http()
      .patch(`/api/admin/support/${ticket.body._id}/notes`)
      .set(supportAdmin.auth)
      .send({ resolution: `  ${secret}  ` })
      .expect(200);
    expect(res.body.resolution).toBe(secret);
    expect(res.body.updates.at(-1)).toMatchObject({ type: 'note', public: false, message: secret });
    const my = await t.http().get('/api/support/my').set(citizen.auth).expect(200);
    expect(JSON.stringify(my.body)).not.toContain(secret);
    expect(my.body.items[0].updates.map((u: { type: string }) => u.type)).toEqual(['created']);
    await waitForMail(t, citizen.email, 'support_ack');
    const mails = (await ds.query('SELECT text FROM mail_messages WHERE $1 = ANY(to_addresses)', [citizen.email])) as { text: string }[];
    expect(mails.some((m) => m.text.includes(secret))).toBe(false);
  });

  it("notify: 'Write a message first' when empty; a message is emailed (support_admin_message) and shown in My Support", async () => {
    const email = uniqueEmail('visitor');
    const ticket = await t.http().post('/api/support/contact').send(contact({ email })).expect(201);
    for (const message of ['', '   ', undefined]) {
      const res = await t.http().post(`/api/admin/support/${ticket.body._id}/notify`).set(supportAdmin.auth).send({ message }).expect(400);
      expect(res.body.error).toMatchObject({ message: 'Write a message first', code: 'VALIDATION_FAILED' });
    }
    const res = await t
      .http()
      .post(`/api/admin/support/${ticket.body._id}/notify`)
      .set(supportAdmin.auth)
      .send({ message: '  We fixed the tiles.  ' })
      .expect(200);
    expect(res.body.updates.at(-1)).toMatchObject({ type: 'message', public: true, message: 'We fixed the tiles.' });
    const mail = await waitForMail(t, email, 'support_admin_message');
    expect(mail.subject).toContain(ticket.body.code);
    expect(mail.text).toContain('We fixed the tiles.');

    // The visitor later signs up with the same (verified) email: the ticket and the message show in My Support.
    const citizen = await createIdentityUser(t, { email });
    const my = await t
      .http()
      .get('/api/support/my')
      .set({ Authorization: `Bearer ${citizen.token}` })
      .expect(200);
    expect(my.body.items).toHaveLength(1);
    expect(my.body.items[0].updates.at(-1)).toEqual({ type: 'message', status: null, message: 'We fixed the tiles.', createdAt: expect.any(String) });
  });

  it("the spec's PATCH /api/admin/support/{id} takes status and/or resolution with the same rules", async () => {
    const email = uniqueEmail('combined');
    const ticket = await t.http().post('/api/support/contact').send(contact({ email })).expect(201);
    const res = await t
      .http()
      .patch(`/api/admin/support/${ticket.body._id}`)
      .set(supportAdmin.auth)
      .send({ status: 'closed', resolution: ' Duplicate ' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'closed', resolution: 'Duplicate' });
    expect(res.body.updates.map((u: { type: string }) => u.type)).toEqual(['created', 'note', 'status']);
    await waitForMail(t, email, 'support_status');
    const empty = await t.http().patch(`/api/admin/support/${ticket.body._id}`).set(supportAdmin.auth).send({}).expect(400);
    expect(empty.body.error.message).toBe('Choose a status: open, in_progress or closed.');
    await t.http().patch(`/api/admin/support/${ticket.body._id}`).set(supportAdmin.auth).send({ status: 'done' }).expect(400);
  });

  it('codes are unique in the database (support_tickets_code_uq, which the handler retries on)', async () => {
    const first = await t.http().post('/api/support/contact').send(contact()).expect(201);
    await expect(
      ds.query(
        "INSERT INTO support_tickets (id, code, email, category, subject, message) VALUES (gen_random_uuid(), $1, 'x@test.goa-civic.local', 'Bug', 'abc', 'abcde')",
        [first.body.code],
      ),
    ).rejects.toThrow(/support_tickets_code_uq/);
  });
});
