import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';

describe('Testimonials: public list (enabled and consented only) and admin CRUD (docs/adr/0045-testimonials.md)', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: TestUser;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    ds = t.app.get(DataSource);
    admin = await createUser(t, { role: 'admin', adminModules: ['categories'] });
  });
  after(async () => {
    await t.close();
  });

  it('no invented people: the public list starts empty', async () => {
    const res = await t.http().get('/api/testimonials').expect(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('admin routes need the categories module', async () => {
    const citizen = await createUser(t);
    const supportAdmin = await createUser(t, { role: 'admin', adminModules: ['support'] });
    await t.http().get('/api/admin/testimonials').expect(401);
    await t.http().get('/api/admin/testimonials').set(citizen.auth).expect(403);
    await t.http().post('/api/admin/testimonials').set(supportAdmin.auth).send({ quote: 'x', name: 'y' }).expect(403);
  });

  it("validates: 'Quote is required', 'Name is required', order whole", async () => {
    const noQuote = await t.http().post('/api/admin/testimonials').set(admin.auth).send({ name: 'A. F.' }).expect(400);
    expect(noQuote.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Quote is required',
      details: { fields: { quote: ['Quote is required'] } },
    });
    const blankName = await t.http().post('/api/admin/testimonials').set(admin.auth).send({ quote: 'Good', name: '   ' }).expect(400);
    expect(blankName.body.error.message).toBe('Name is required');
    const badOrder = await t.http().post('/api/admin/testimonials').set(admin.auth).send({ quote: 'Good', name: 'A', order: 1.5 }).expect(400);
    expect(badOrder.body.error.details.fields.order).toEqual(['Order must be a whole number']);
    expect((await ds.query('SELECT count(*)::int AS n FROM testimonials'))[0].n).toBe(0);
  });

  it('create, show only enabled + consented by order, edit, withdraw consent, delete; every change in the outbox with the admin', async () => {
    const a = await t
      .http()
      .post('/api/admin/testimonials')
      .set(admin.auth)
      .send({ quote: '  The streetlight was fixed in a week.  ', name: ' A. Fernandes ', place: 'Mapusa', consent: true })
      .expect(201);
    expect(a.body).toMatchObject({
      quote: 'The streetlight was fixed in a week.',
      name: 'A. Fernandes',
      place: 'Mapusa',
      consent: true,
      enabled: true,
      order: 10,
    });
    expect(Date.parse(a.body.consentRecordedAt)).not.toBeNaN();
    const noConsent = await t.http().post('/api/admin/testimonials').set(admin.auth).send({ quote: 'Not agreed yet', name: 'B.' }).expect(201);
    expect(noConsent.body).toMatchObject({ consent: false, consentRecordedAt: null, order: 20 });
    const first = await t
      .http()
      .post('/api/admin/testimonials')
      .set(admin.auth)
      .send({ quote: 'Shown first', name: 'C.', consent: true, order: 5 })
      .expect(201);
    const disabled = await t
      .http()
      .post('/api/admin/testimonials')
      .set(admin.auth)
      .send({ quote: 'Hidden', name: 'D.', consent: true, enabled: false })
      .expect(201);

    const pub = await t.http().get('/api/testimonials').expect(200);
    expect(pub.body.items).toEqual([
      { _id: first.body._id, quote: 'Shown first', name: 'C.', place: '' },
      { _id: a.body._id, quote: 'The streetlight was fixed in a week.', name: 'A. Fernandes', place: 'Mapusa' },
    ]);
    const all = await t.http().get('/api/admin/testimonials').set(admin.auth).expect(200);
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([first.body._id, a.body._id, noConsent.body._id, disabled.body._id]);

    const consentAt = a.body.consentRecordedAt;
    const edited = await t.http().patch(`/api/admin/testimonials/${a.body._id}`).set(admin.auth).send({ place: 'Mapusa, Bardez', consent: true }).expect(200);
    expect(edited.body).toMatchObject({ place: 'Mapusa, Bardez', consentRecordedAt: consentAt });
    const withdrawn = await t.http().patch(`/api/admin/testimonials/${a.body._id}`).set(admin.auth).send({ consent: false }).expect(200);
    expect(withdrawn.body).toMatchObject({ consent: false, consentRecordedAt: null });
    const after = await t.http().get('/api/testimonials').expect(200);
    expect(after.body.items.map((i: { _id: string }) => i._id)).toEqual([first.body._id]);

    await t.http().delete(`/api/admin/testimonials/${first.body._id}`).set(admin.auth).expect(204);
    expect((await t.http().get('/api/testimonials').expect(200)).body.items).toEqual([]);
    const missing = await t.http().patch(`/api/admin/testimonials/${first.body._id}`).set(admin.auth).send({ name: 'X' }).expect(404);
    expect(missing.body.error.message).toBe('Testimonial not found');

    const events = await ds.query(
      "SELECT event_name, audit->>'actorEmail' AS actor FROM outbox WHERE event_name LIKE 'Testimonial%' AND audit->>'entityId' = $1 ORDER BY seq",
      [a.body._id],
    );
    expect(events).toEqual([
      { event_name: 'TestimonialCreated', actor: admin.email },
      { event_name: 'TestimonialUpdated', actor: admin.email },
      { event_name: 'TestimonialUpdated', actor: admin.email },
    ]);
  });
});
