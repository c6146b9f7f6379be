import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';
import { uniqueEmail } from './identity-fixtures.js';

const join = (over: Record<string, unknown> = {}) => ({
  fullName: 'Rohan Desai',
  email: uniqueEmail('volunteer'),
  phone: '+91 (982) 201-2345',
  interest: 'Volunteer',
  message: 'I can help on weekends with road surveys.',
  ...over,
});

describe('Volunteer submissions: join form and admin list (citizen spec sections 5, 7; admin spec sections 2, 4, 7, 8)', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: TestUser;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    ds = t.app.get(DataSource);
    admin = await createUser(t, { role: 'admin', adminModules: ['support'] });
  });
  after(async () => {
    await t.close();
  });

  it('stores a trimmed submission with status new, the email lowercased', async () => {
    const email = uniqueEmail('Trim');
    const res = await t
      .http()
      .post('/api/support/volunteer')
      .send({
        fullName: '  Rohan Desai ',
        email: `  ${email.toUpperCase()} `,
        phone: ' +91 98220 12345 ',
        interest: 'Partner',
        message: '  Our NGO can partner on cleanups.  ',
      })
      .expect(201);
    expect(res.body).toEqual({ _id: expect.any(String), status: 'new' });
    const [row] = await ds.query('SELECT full_name, email, phone, interest, message, status, reviewed_at FROM volunteer_submissions WHERE id = $1', [
      res.body._id,
    ]);
    expect(row).toEqual({
      full_name: 'Rohan Desai',
      email: email.toLowerCase(),
      phone: '+91 98220 12345',
      interest: 'Partner',
      message: 'Our NGO can partner on cleanups.',
      status: 'new',
      reviewed_at: null,
    });
  });

  it('an empty or missing phone is omitted (stored as null)', async () => {
    for (const phone of ['', '   ', undefined, null]) {
      const res = await t.http().post('/api/support/volunteer').send(join({ phone })).expect(201);
      const [row] = await ds.query('SELECT phone FROM volunteer_submissions WHERE id = $1', [res.body._id]);
      expect(row.phone).toBeNull();
    }
  });

  it("validates with the join form's messages, one per field, and writes nothing", async () => {
    const before = Number((await ds.query('SELECT count(*)::int AS n FROM volunteer_submissions'))[0].n);
    const phoneMessage = 'Please enter a valid phone number (include country/area code).';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '   ' }, 'fullName', 'Please enter your full name.'],
      [{ fullName: ' R ' }, 'fullName', 'Name must be at least 2 characters.'],
      [{ email: '' }, 'email', 'Please enter your email address.'],
      [{ email: 'rohan@' }, 'email', 'That email address looks incorrect.'],
      [{ phone: '12345' }, 'phone', phoneMessage],
      [{ phone: '98220abc12' }, 'phone', phoneMessage],
      [{ phone: '+91-98-22' }, 'phone', phoneMessage],
      [{ interest: 'Money' }, 'interest', 'Choose an interest: Volunteer, Donate, Partner or Other.'],
      [{ message: '' }, 'message', 'Please tell us how you would like to help.'],
      [{ message: '  too short ' }, 'message', 'Add a few more details so we can support you better.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.http().post('/api/support/volunteer').send(join(over)).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields).toEqual({ [field]: [message] });
    }
    expect(Number((await ds.query('SELECT count(*)::int AS n FROM volunteer_submissions'))[0].n)).toBe(before);
    // Seven digits with separators is enough.
    await t
      .http()
      .post('/api/support/volunteer')
      .send(join({ phone: '(0832) 22-1' }))
      .expect(201);
  });

  it('admin list: module support needed; q over name/email/phone/message, status and interest filters, paging, newest first', async () => {
    const citizen = await createUser(t);
    const usersAdmin = await createUser(t, { role: 'admin', adminModules: ['users'] });
    await t.http().get('/api/admin/volunteers').expect(401);
    await t.http().get('/api/admin/volunteers').set(citizen.auth).expect(403);
    await t.http().get('/api/admin/volunteers').set(usersAdmin.auth).expect(403);

    const marker = `mk${Date.now()}`;
    const a = await t
      .http()
      .post('/api/support/volunteer')
      .send(join({ message: `Weekend help ${marker}`, interest: 'Donate' }))
      .expect(201);
    const b = await t
      .http()
      .post('/api/support/volunteer')
      .send(join({ fullName: `Person ${marker}`, interest: 'Other' }))
      .expect(201);
    const phoneOnly = await t
      .http()
      .post('/api/support/volunteer')
      .send(join({ phone: '+91 7770001112' }))
      .expect(201);

    const byMarker = await t.http().get('/api/admin/volunteers').query({ q: marker.toUpperCase() }).set(admin.auth).expect(200);
    expect(byMarker.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(byMarker.body.items.map((i: { _id: string }) => i._id)).toEqual([b.body._id, a.body._id]);
    expect(Object.keys(byMarker.body.items[0]).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'fullName', 'interest', 'message', 'phone', 'reviewedAt', 'reviewedByEmail', 'status'].sort(),
    );
    const byPhone = await t.http().get('/api/admin/volunteers').query({ q: '7770001112' }).set(admin.auth).expect(200);
    expect(byPhone.body.items.map((i: { _id: string }) => i._id)).toEqual([phoneOnly.body._id]);
    const byInterest = await t.http().get('/api/admin/volunteers').query({ q: marker, interest: 'Donate' }).set(admin.auth).expect(200);
    expect(byInterest.body.items.map((i: { _id: string }) => i._id)).toEqual([a.body._id]);
    const reviewedOnly = await t.http().get('/api/admin/volunteers').query({ q: marker, status: 'reviewed' }).set(admin.auth).expect(200);
    expect(reviewedOnly.body.items).toEqual([]);
    const page2 = await t.http().get('/api/admin/volunteers').query({ q: marker, limit: 1, page: 2 }).set(admin.auth).expect(200);
    expect(page2.body).toMatchObject({ total: 2, page: 2, pages: 2 });
    expect(page2.body.items.map((i: { _id: string }) => i._id)).toEqual([a.body._id]);
    const badInterest = await t.http().get('/api/admin/volunteers').query({ interest: 'Money' }).set(admin.auth).expect(400);
    expect(badInterest.body.error.details.fields.interest).toEqual(['Choose an interest: Volunteer, Donate, Partner or Other.']);
    await t.http().get('/api/admin/volunteers').query({ limit: 51 }).set(admin.auth).expect(400);
  });

  it('marks reviewed then new (reviewedAt and reviewedByEmail recorded each time, audited), then deletes with Entry deleted', async () => {
    const created = await t.http().post('/api/support/volunteer').send(join()).expect(201);
    const id = created.body._id;
    const reviewed = await t.http().patch(`/api/admin/volunteers/${id}/status`).set(admin.auth).send({ status: 'reviewed' }).expect(200);
    expect(reviewed.body).toMatchObject({ _id: id, status: 'reviewed', reviewedByEmail: admin.email });
    expect(Date.parse(reviewed.body.reviewedAt)).not.toBeNaN();
    const back = await t.http().patch(`/api/admin/volunteers/${id}/status`).set(admin.auth).send({ status: 'new' }).expect(200);
    expect(back.body).toMatchObject({ status: 'new', reviewedByEmail: admin.email });
    // Workers are off in this app: the events wait in the outbox with the acting admin in the audit stamp.
    const events = await ds.query("SELECT payload, audit FROM outbox WHERE event_name = 'VolunteerStatusChanged' AND audit->>'entityId' = $1 ORDER BY seq", [
      id,
    ]);
    expect(events.map((e: { payload: unknown; audit: { actorEmail: string } }) => [e.payload, e.audit.actorEmail])).toEqual([
      [{ from: 'new', to: 'reviewed' }, admin.email],
      [{ from: 'reviewed', to: 'new' }, admin.email],
    ]);
    const viaSpecPath = await t.http().patch(`/api/admin/volunteers/${id}`).set(admin.auth).send({ status: 'reviewed' }).expect(200);
    expect(viaSpecPath.body.status).toBe('reviewed');
    await t.http().patch(`/api/admin/volunteers/${id}`).set(admin.auth).send({ status: 'new' }).expect(200);
    const bad = await t.http().patch(`/api/admin/volunteers/${id}/status`).set(admin.auth).send({ status: 'done' }).expect(400);
    expect(bad.body.error.message).toBe('Choose a status: new or reviewed.');

    const deleted = await t.http().delete(`/api/admin/volunteers/${id}`).set(admin.auth).expect(200);
    expect(deleted.body).toEqual({ message: 'Entry deleted' });
    expect(await ds.query('SELECT 1 FROM volunteer_submissions WHERE id = $1', [id])).toEqual([]);
    const again = await t.http().delete(`/api/admin/volunteers/${id}`).set(admin.auth).expect(404);
    expect(again.body.error.message).toBe('Submission not found');
  });
});
