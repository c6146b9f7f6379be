import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { photoPreviewUrl } from '@civic/contracts';
import { DataSource } from 'typeorm';
import type { AuditStamp, DomainEvent, DomainEventName } from '../src/kernel/events/domain-event.js';
import type { EventJobData } from '../src/kernel/events/outbox-relay.service.js';
import { QueueRegistry } from '../src/kernel/events/queue-registry.service.js';
import { QueueWorker } from '../src/kernel/events/queue-worker.service.js';
import { SendAuthorityForward } from '../src/notifications/reactions/send-authority-forward.js';
import { createTestApp, eventually, type TestApp, cachesSettled } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/**
 * The admin complaints desk (admin spec sections 2 to 5, 7 and 9): list, details, status changes and their emails,
 * forwarding to the authority through the real queues (letter PDF and email), archive, delete, access.
 * Complaints are filed through POST /api/complaints and routing contacts created through /api/admin/geo-routing.
 */

/** Canacona municipality (ULB 252100, South Goa 552) and its centroid; Agonda village (627023, Canacona taluka 5619). */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const AGONDA = { districtCode: '552', subdistrictCode: '5619', villageCode: '627023' };
const QUEPEM_ULB = { districtCode: '552', ulbCode: '252097' };

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('Admin complaints desk (admin spec sections 2 to 5, 7 and 9)', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let desk: TestUser;
  let reporter: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-admin-complaints-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'], firstName: 'Meera', lastName: 'Kamat' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    await ds.query('UPDATE users SET phone = $2 WHERE id = $1', [reporter.id, '+91 90110 55555']);
    await cachesSettled(t);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function uploadPhoto(user: TestUser): Promise<string> {
    const res = await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    return res.body.url as string;
  }

  /** Files a complaint through POST /api/complaints; returns its public id. */
  async function fileComplaint(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
    const photos = (overrides.photos as string[] | undefined) ?? [await uploadPhoto(user)];
    const res = await t
      .http()
      .post('/api/complaints')
      .set(user.auth)
      .send({
        category: 'roads',
        subcategory: 'Potholes',
        title: 'Crater on the Canacona market road',
        description: 'Two-wheelers swerve into traffic to avoid it.',
        location: 'Market road near Chaudi bus stand, Canacona',
        landmark: 'Opposite the fish market',
        urgency: 'high',
        anonymous: false,
        photos,
        authorizeRepresentative: true,
        geo: CANACONA_ULB,
        coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
        ...overrides,
      })
      .expect(201);
    return res.body.id as string;
  }

  function contact(body: Record<string, unknown>) {
    return t.http().post('/api/admin/geo-routing/contacts').set(superadmin.auth).send(body).expect(201);
  }

  function setStatus(id: string, body: Record<string, unknown>, user: TestUser = desk) {
    return t.http().patch(`/api/admin/complaints/${id}/status`).set(user.auth).send(body);
  }

  async function outboxEvents(name: string, complaintId: string): Promise<{ id: string; payload: Record<string, unknown>; audit: AuditStamp }[]> {
    return ds.query("SELECT id, payload, audit FROM outbox WHERE event_name = $1 AND payload->>'complaintId' = $2 ORDER BY seq", [name, complaintId]);
  }

  async function mailsFor(idempotencyKey: string) {
    return ds.query(
      'SELECT id, template_key, to_addresses, cc_addresses, subject, html, text, attachments, status FROM mail_messages WHERE idempotency_key = $1',
      [idempotencyKey],
    );
  }

  /** Waits until the mail with this idempotency key is recorded and its send finished (no longer pending). */
  async function sentMail(idempotencyKey: string) {
    return eventually(async () => {
      const rows = await mailsFor(idempotencyKey);
      return rows.length && rows[0].status !== 'pending' ? rows[0] : null;
    });
  }

  /** Waits for the forward email of the n-th forward of a complaint (through ComplaintForwarded and AuthorityLetterRendered). */
  async function forwardMail(complaintId: string, nth = 0) {
    const forwarded = await outboxEvents('ComplaintForwarded', complaintId);
    expect(forwarded.length).toBeGreaterThan(nth);
    const rendered = await eventually(async () => {
      const rows = await ds.query("SELECT id, payload, audit FROM outbox WHERE event_name = 'AuthorityLetterRendered' AND payload->>'forwardEventId' = $1", [
        forwarded[nth].id,
      ]);
      return rows.length ? (rows[0] as { id: string; payload: Record<string, unknown>; audit: AuditStamp }) : null;
    });
    const mail = await sentMail(`${rendered.id}:send-authority-forward`);
    return { forwardEvent: forwarded[nth], rendered, mail };
  }

  async function attachmentBytes(messageId: string): Promise<Buffer> {
    const [row] = await ds.query('SELECT content FROM mail_attachments WHERE message_id = $1', [messageId]);
    return row.content as Buffer;
  }

  it('names each operation after its controller method and requires the complaints module', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    const ops = {
      listAdminComplaints: op('/api/admin/complaints', 'get'),
      getAdminComplaint: op('/api/admin/complaints/{id}', 'get'),
      deleteComplaint: op('/api/admin/complaints/{id}', 'delete'),
      updateComplaintStatus: op('/api/admin/complaints/{id}/status', 'patch'),
      archiveComplaint: op('/api/admin/complaints/{id}/archive', 'patch'),
      checkComplaintRouting: op('/api/admin/complaints/{id}/routing-check', 'get'),
    };
    for (const [name, operation] of Object.entries(ops)) {
      expect(operation?.operationId).toBe(name);
      expect(operation?.['x-access']).toEqual({ kind: 'admin', module: 'complaints' });
    }
  });

  describe('access (admin spec section 6)', () => {
    let id: string;
    before(async () => {
      id = await fileComplaint(reporter);
    });

    it('an admin without the complaints module gets 403 on every desk route; a citizen 403; a visitor 401', async () => {
      const routingAdmin = await createUser(t, { role: 'admin', adminModules: ['routing', 'support'] });
      const calls = [
        (u?: TestUser) => (u ? t.http().get('/api/admin/complaints').set(u.auth) : t.http().get('/api/admin/complaints')),
        (u?: TestUser) => (u ? t.http().get(`/api/admin/complaints/${id}`).set(u.auth) : t.http().get(`/api/admin/complaints/${id}`)),
        (u?: TestUser) =>
          u ? t.http().get(`/api/admin/complaints/${id}/routing-check`).set(u.auth) : t.http().get(`/api/admin/complaints/${id}/routing-check`),
        (u?: TestUser) =>
          (u ? t.http().patch(`/api/admin/complaints/${id}/status`).set(u.auth) : t.http().patch(`/api/admin/complaints/${id}/status`)).send({
            status: 'resolved',
          }),
        (u?: TestUser) =>
          (u ? t.http().patch(`/api/admin/complaints/${id}/archive`).set(u.auth) : t.http().patch(`/api/admin/complaints/${id}/archive`)).send({
            archived: true,
          }),
        (u?: TestUser) => (u ? t.http().delete(`/api/admin/complaints/${id}`).set(u.auth) : t.http().delete(`/api/admin/complaints/${id}`)),
      ];
      for (const call of calls) {
        const forbidden = await call(routingAdmin);
        expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
        expect((await call(reporter)).status).toBe(403);
        expect((await call()).status).toBe(401);
      }
      const [row] = await ds.query('SELECT status, archived FROM complaints WHERE public_id = $1', [id]);
      expect(row).toEqual({ status: 'pending', archived: false });
    });

    it('an admin holding the module and a superadmin may read the desk', async () => {
      await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(200);
      await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200);
      const missing = await t.http().get('/api/admin/complaints/GOA-2026-999999').set(desk.auth).expect(404);
      expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Complaint not found' });
      await t.http().get('/api/admin/complaints/not-an-id').set(desk.auth).expect(404);
    });
  });

  describe('GET /api/admin/complaints (admin spec sections 2, 7 and 9)', () => {
    const ids: Record<string, string> = {};
    let anonymousReporter: TestUser;

    before(async () => {
      await contact({
        scope: 'Urban',
        ...CANACONA_ULB,
        authorityEmail: 'co.canacona@goa-civic.test',
        authorityDesignation: 'Chief Officer',
        authorityName: 'Shri V. Pagi',
        authorityDepartment: 'Canacona Municipal Council',
        additionalRecipients: [
          { authorityEmail: 'engineer.canacona@goa-civic.test', authorityName: 'Smt. R. Fernandes', authorityDesignation: 'Municipal Engineer' },
          { authorityEmail: 'pwd.canacona@goa-civic.test', authorityDesignation: 'Assistant Engineer', authorityDepartment: 'PWD' },
        ],
      });
      anonymousReporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Zenobia', lastName: 'Quadros' });
      ids.routed = await fileComplaint(reporter);
      ids.anonymous = await fileComplaint(anonymousReporter, { anonymous: true, title: 'Broken street light at Chaudi' });
      ids.snapped = await fileComplaint(reporter, {
        geo: undefined,
        title: 'Erosion just south of Polem',
        coordinates: { lat: 14.92, lng: 74.05, source: 'manual' },
      });
      ids.resolved = await fileComplaint(reporter, { title: 'Garbage heap behind the school' });
      await setStatus(ids.resolved, { status: 'resolved', message: 'Cleared by the council.' }).expect(200);
      ids.archived = await fileComplaint(reporter, { title: 'Old duplicate report' });
      await t.http().patch(`/api/admin/complaints/${ids.archived}/archive`).set(desk.auth).send({ archived: true }).expect(200);
    });

    it('lists complaints not archived, newest first, 10 per page, with the total and page count', async () => {
      const res = await t.http().get('/api/admin/complaints').set(desk.auth).expect(200);
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM complaints WHERE NOT archived');
      expect(res.body).toMatchObject({ total: n, page: 1, pages: Math.max(1, Math.ceil(n / 10)) });
      expect(res.body.items.length).toBe(Math.min(10, n));
      const dates = res.body.items.map((i: { submittedDate: string }) => i.submittedDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(res.body.items[0].id).toBe(ids.resolved);
      expect(res.body.items.map((i: { id: string }) => i.id)).not.toContain(ids.archived);
      expect(res.body.items.every((i: { archived: boolean }) => i.archived === false)).toBe(true);
    });

    it('shows each complaint with the fields of admin spec section 3, the map link and the authority recipients, primary first', async () => {
      const res = await t.http().get(`/api/admin/complaints/${ids.routed}`).set(desk.auth).expect(200);
      expect(res.body).toMatchObject({
        id: ids.routed,
        title: 'Crater on the Canacona market road',
        category: 'roads',
        categoryName: 'Roads & Potholes',
        subcategory: 'Potholes',
        location: 'Market road near Chaudi bus stand, Canacona',
        landmark: 'Opposite the fish market',
        description: 'Two-wheelers swerve into traffic to avoid it.',
        urgency: 'high',
        anonymous: false,
        status: 'pending',
        archived: false,
        createdBy: { email: reporter.email },
        coordinates: { lat: 15.00951, lng: 74.04006, accuracy: 8, source: 'manual', outsideBounds: false },
        mapUrl: 'https://www.openstreetmap.org/?mlat=15.009510&mlon=74.040060#map=18/15.009510/74.040060',
        geo: { districtCode: '552', subdistrictCode: null, villageCode: null, ulbCode: '252100' },
        authorityRecipients: [
          {
            authorityEmail: 'co.canacona@goa-civic.test',
            authorityName: 'Shri V. Pagi',
            authorityDesignation: 'Chief Officer',
            authorityDepartment: 'Canacona Municipal Council',
          },
          {
            authorityEmail: 'engineer.canacona@goa-civic.test',
            authorityName: 'Smt. R. Fernandes',
            authorityDesignation: 'Municipal Engineer',
            authorityDepartment: '',
          },
          { authorityEmail: 'pwd.canacona@goa-civic.test', authorityName: '', authorityDesignation: 'Assistant Engineer', authorityDepartment: 'PWD' },
        ],
      });
      expect(res.body.photos).toHaveLength(1);
      expect(res.body.photos[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
      expect(res.body.submittedDate).toBe(res.body.createdAt);
      expect(res.body.updates).toEqual([
        { status: 'pending', statusLabel: 'Pending', date: res.body.submittedDate, message: 'Complaint submitted', source: 'reporter' },
      ]);
    });

    it("shows admins the reporter's email of an anonymous complaint", async () => {
      const res = await t.http().get(`/api/admin/complaints/${ids.anonymous}`).set(desk.auth).expect(200);
      expect(res.body).toMatchObject({ anonymous: true, createdBy: { email: anonymousReporter.email } });
    });

    it('flags coordinates that were snapped to the Goa border as outsideBounds', async () => {
      const list = await t.http().get('/api/admin/complaints?limit=50').set(desk.auth).expect(200);
      const snapped = list.body.items.find((i: { id: string }) => i.id === ids.snapped);
      expect(snapped.coordinates).toEqual({ lat: 14.932, lng: 74.05, accuracy: null, source: 'manual', outsideBounds: true });
      expect(snapped.mapUrl).toBe('https://www.openstreetmap.org/?mlat=14.932000&mlon=74.050000#map=18/14.932000/74.050000');
      // No location was picked: the server filled the nearest village's codes, marked as inferred.
      expect(snapped.geo).toEqual({ districtCode: '552', subdistrictCode: '5619', villageCode: '627027', ulbCode: null });
      expect(snapped.place).toEqual({ kind: 'village', name: 'Loliem', label: 'Loliem, Canacona, South Goa', inferred: true });
      expect(snapped.authorityRecipients).toEqual([]);
    });

    it('filters by status and by archived (true = archived only)', async () => {
      const resolved = await t.http().get('/api/admin/complaints?status=resolved&limit=50').set(desk.auth).expect(200);
      const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM complaints WHERE status = 'resolved' AND NOT archived");
      expect(resolved.body.total).toBe(n);
      expect(resolved.body.items.every((i: { status: string }) => i.status === 'resolved')).toBe(true);
      expect(resolved.body.items.map((i: { id: string }) => i.id)).toContain(ids.resolved);

      const archived = await t.http().get('/api/admin/complaints?archived=true&limit=50').set(desk.auth).expect(200);
      const [{ a }] = await ds.query('SELECT count(*)::int AS a FROM complaints WHERE archived');
      expect(archived.body.total).toBe(a);
      expect(archived.body.items.map((i: { id: string }) => i.id)).toContain(ids.archived);
      expect(archived.body.items.every((i: { archived: boolean }) => i.archived)).toBe(true);

      const notArchived = await t.http().get('/api/admin/complaints?archived=false&status=pending&limit=50').set(desk.auth).expect(200);
      expect(notArchived.body.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([ids.routed, ids.anonymous, ids.snapped]));
      expect(notArchived.body.items.every((i: { status: string; archived: boolean }) => i.status === 'pending' && !i.archived)).toBe(true);

      const all = await t.http().get('/api/admin/complaints?status=all&limit=50').set(desk.auth).expect(200);
      const [{ m }] = await ds.query('SELECT count(*)::int AS m FROM complaints WHERE NOT archived');
      expect(all.body.total).toBe(m);
    });

    it('pages through the list: consecutive pages are disjoint and in order; a page past the end is empty', async () => {
      const first = await t.http().get('/api/admin/complaints?limit=4').set(desk.auth).expect(200);
      const p1 = await t.http().get('/api/admin/complaints?limit=2&page=1').set(desk.auth).expect(200);
      const p2 = await t.http().get('/api/admin/complaints?limit=2&page=2').set(desk.auth).expect(200);
      expect([...p1.body.items, ...p2.body.items].map((i: { id: string }) => i.id)).toEqual(first.body.items.map((i: { id: string }) => i.id));
      expect(p2.body).toMatchObject({ page: 2, total: first.body.total, pages: Math.ceil(first.body.total / 2) });
      const beyond = await t.http().get('/api/admin/complaints?limit=2&page=999').set(desk.auth).expect(200);
      expect(beyond.body).toMatchObject({ items: [], total: first.body.total, page: 999 });
    });

    it('refuses a bad status, page, limit (at most 50) or archived value with a clear message', async () => {
      const cases: [string, string, string][] = [
        ['status=closed', 'status', 'Choose a status: pending, in_progress, resolved, rejected or forwarded.'],
        ['page=0', 'page', 'Page must be a whole number from 1 to 100000'],
        ['page=abc', 'page', 'Page must be a whole number from 1 to 100000'],
        ['limit=51', 'limit', 'Limit must be a whole number from 1 to 50'],
        ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 50'],
        ['archived=maybe', 'archived', 'Archived must be true or false.'],
      ];
      for (const [query, field, message] of cases) {
        const res = await t.http().get(`/api/admin/complaints?${query}`).set(desk.auth).expect(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(res.body.error.details.fields[field]).toEqual([message]);
      }
      await t.http().get('/api/admin/complaints?limit=50').set(desk.auth).expect(200);
    });
  });

  describe('PATCH /api/admin/complaints/{id}/status (admin spec sections 4 and 5)', () => {
    let id: string;

    before(async () => {
      id = await fileComplaint(reporter, { title: 'Overflowing drain near Chaudi church' });
    });

    it('sets any of the five statuses from any state, each save adding an update with the admin as actor', async () => {
      const steps: [string, string | undefined][] = [
        ['resolved', undefined],
        ['pending', 'Reopened after a citizen call'],
        ['in_progress', 'Team visiting on Monday'],
        ['rejected', 'Duplicate of an earlier complaint'],
        ['in_progress', ''],
      ];
      let last: { status: string; updates: { status: string; message: string; date: string }[] } | null = null;
      for (const [status, message] of steps) {
        const res = await setStatus(id, message === undefined ? { status } : { status, message }).expect(200);
        expect(res.body).toMatchObject({ id, status, createdBy: { email: reporter.email } });
        last = res.body;
      }
      expect(last!.updates.map((u) => [u.status, u.message])).toEqual([
        ['pending', 'Complaint submitted'],
        ['resolved', ''],
        ['pending', 'Reopened after a citizen call'],
        ['in_progress', 'Team visiting on Monday'],
        ['rejected', 'Duplicate of an earlier complaint'],
        ['in_progress', ''],
      ]);
      const dates = last!.updates.map((u) => u.date);
      expect([...dates].sort()).toEqual(dates);
      const events = await outboxEvents('ComplaintStatusChanged', id);
      expect(events.map((e) => [e.payload.from, e.payload.to, e.audit.actorId, e.audit.actorEmail])).toEqual([
        ['pending', 'resolved', desk.id, desk.email],
        ['resolved', 'pending', desk.id, desk.email],
        ['pending', 'in_progress', desk.id, desk.email],
        ['in_progress', 'rejected', desk.id, desk.email],
        ['rejected', 'in_progress', desk.id, desk.email],
      ]);
    });

    it('emails the reporter a complaint_update for every change, the rejection note included', async () => {
      const events = await outboxEvents('ComplaintStatusChanged', id);
      const mails = [];
      for (const event of events) {
        mails.push(await sentMail(`${event.id}:send-complaint-update`));
      }
      // Resolved asks "Is it fixed?" (complaint_resolved); every other change is a complaint_update.
      expect(mails.map((m) => [m.template_key, m.to_addresses, m.status])).toEqual(
        events.map((e) => [e.payload.to === 'resolved' ? 'complaint_resolved' : 'complaint_update', [reporter.email], 'stored']),
      );
      expect(mails[0].subject).toBe(`Complaint ${id}: Marked resolved. Is it fixed?`);
      expect(mails[2].subject).toBe(`Complaint ${id}: Work is in progress`);
      expect(mails[2].text.split('\n')[0]).toBe('Work is in progress');
      expect(mails[2].text).toContain('Hello Rohan Dsouza,');
      expect(mails[2].text).toContain(
        `Your complaint ${id} (Overflowing drain near Chaudi church, Market road near Chaudi bus stand, Canacona) is now in progress.`,
      );
      expect(mails[2].text).toContain('Team visiting on Monday');
      expect(mails[3].subject).toBe(`Complaint ${id}: Rejected`);
      expect(mails[3].text).toContain('Duplicate of an earlier complaint');
      expect(mails[3].html).toContain('Duplicate of an earlier complaint');
    });

    it("refuses 'rejected' without a note ('Please add a note explaining the rejection.') and changes nothing", async () => {
      const before = await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(200);
      const eventsBefore = (await outboxEvents('ComplaintStatusChanged', id)).length;
      for (const body of [{ status: 'rejected' }, { status: 'rejected', message: '   ' }]) {
        const res = await setStatus(id, body).expect(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please add a note explaining the rejection.' });
        expect(res.body.error.details.fields.message).toEqual(['Please add a note explaining the rejection.']);
      }
      const after = await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(200);
      expect(after.body.updates).toEqual(before.body.updates);
      expect(after.body.status).toBe('in_progress');
      expect((await outboxEvents('ComplaintStatusChanged', id)).length).toBe(eventsBefore);
    });

    it('refuses an unknown status, a non-text or too long message, and an unknown complaint', async () => {
      const bad = await setStatus(id, { status: 'closed' }).expect(400);
      expect(bad.body.error.details.fields.status).toEqual(['Choose a status: pending, in_progress, resolved, rejected or forwarded.']);
      const missing = await setStatus(id, {}).expect(400);
      expect(missing.body.error.message).toBe('Choose a status: pending, in_progress, resolved, rejected or forwarded.');
      const notText = await setStatus(id, { status: 'resolved', message: 42 }).expect(400);
      expect(notText.body.error.details.fields.message).toEqual(['The message must be text.']);
      const long = await setStatus(id, { status: 'resolved', message: 'x'.repeat(2001) }).expect(400);
      expect(long.body.error.details.fields.message).toEqual(['Please keep this under 2000 characters.']);
      const unknown = await setStatus('GOA-2026-999999', { status: 'resolved' }).expect(404);
      expect(unknown.body.error.message).toBe('Complaint not found');
    });
  });

  describe('forwarding to the authority (admin spec section 4, Forwarding)', () => {
    let routedId: string;
    let anonymousId: string;
    let anonymousReporter: TestUser;

    before(async () => {
      routedId = await fileComplaint(reporter, { title: 'Sinkhole on the Palolem beach road' });
      anonymousReporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Xaviera', lastName: 'Quintal' });
      await ds.query('UPDATE users SET phone = $2 WHERE id = $1', [anonymousReporter.id, '+91 98220 44556']);
      await cachesSettled(t);
      anonymousId = await fileComplaint(anonymousReporter, { anonymous: true, title: 'Illegal dumping in the Talpona creek' });
    });

    it('emails the primary recipient with the others in cc and the authority letter PDF attached, through the real queues', async () => {
      const res = await setStatus(routedId, { status: 'forwarded', message: 'Please barricade the sinkhole before the weekend.' }).expect(200);
      expect(res.body.status).toBe('forwarded');
      expect(res.body.updates.at(-1)).toMatchObject({ status: 'forwarded', message: 'Please barricade the sinkhole before the weekend.' });

      const { forwardEvent, rendered, mail } = await forwardMail(routedId);
      expect(forwardEvent.audit).toMatchObject({
        context: 'complaints',
        actorId: desk.id,
        actorEmail: desk.email,
        entityType: 'complaint',
        entityId: routedId,
      });
      expect(forwardEvent.payload).toMatchObject({
        complaintId: routedId,
        actorName: 'Meera Kamat',
        message: 'Please barricade the sinkhole before the weekend.',
      });
      expect((forwardEvent.payload.recipients as { authorityEmail: string }[]).map((r) => r.authorityEmail)).toEqual([
        'co.canacona@goa-civic.test',
        'engineer.canacona@goa-civic.test',
        'pwd.canacona@goa-civic.test',
      ]);
      expect(mail).toMatchObject({
        template_key: 'complaint_forward_authority',
        to_addresses: ['co.canacona@goa-civic.test'],
        cc_addresses: ['engineer.canacona@goa-civic.test', 'pwd.canacona@goa-civic.test'],
        status: 'stored',
        subject: `Civic complaint ${routedId}: Sinkhole on the Palolem beach road (Market road near Chaudi bus stand, Canacona)`,
      });
      expect(mail.text).toContain('Dear Shri V. Pagi,');
      expect(mail.text).toContain('for the attention of Canacona Municipal Council');
      expect(mail.text).toContain('Please barricade the sinkhole before the weekend.');
      expect(mail.text).toContain('Reported by: Rohan Dsouza');
      expect(mail.text).toContain(reporter.email);
      expect(mail.text).toContain('+91 90110 55555');

      const pdfName = `authority-letter-${routedId}.pdf`;
      expect(mail.attachments).toEqual([{ id: expect.any(String), filename: pdfName, contentType: 'application/pdf', size: expect.any(Number) }]);
      const bytes = await attachmentBytes(mail.id);
      expect(bytes.length).toBe(mail.attachments[0].size);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      for (const expected of [
        routedId,
        'Sinkhole on the Palolem beach road',
        'Market road near Chaudi bus stand, Canacona',
        'Chief Officer',
        'Rohan Dsouza',
        reporter.email,
        '+91 90110 55555',
        'Meera Kamat',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain('Please barricade the sinkhole before the weekend.');

      const [doc] = await ds.query('SELECT complaint_public_id, kind, filename, size FROM complaint_documents WHERE event_id = $1', [forwardEvent.id]);
      expect(doc).toEqual({ complaint_public_id: routedId, kind: 'authority_letter', filename: pdfName, size: bytes.length });
      expect(rendered.payload).toMatchObject({ complaintId: routedId, filename: pdfName, size: bytes.length });
      expect(rendered.audit).toMatchObject({ actorEmail: desk.email, entityId: routedId });

      const audit = await eventually(async () => {
        const rows = await ds.query("SELECT actor_id, actor_email, meta FROM audit_log WHERE action = 'ComplaintForwarded' AND entity_id = $1", [routedId]);
        return rows.length ? rows[0] : null;
      });
      expect(audit).toMatchObject({ actor_id: desk.id, actor_email: desk.email });

      const [routedForward] = (await outboxEvents('ComplaintStatusChanged', routedId)).filter((e) => e.payload.to === 'forwarded');
      const update = await sentMail(`${routedForward.id}:send-complaint-update`);
      expect(update).toMatchObject({
        template_key: 'complaint_update',
        to_addresses: [reporter.email],
        subject: `Complaint ${routedId}: Forwarded to the authority`,
      });
    });

    it("an anonymous complaint never reveals the reporter's name, email or phone, in the email or in the letter", async () => {
      await setStatus(anonymousId, { status: 'forwarded', message: 'Residents report trucks at night.' }).expect(200);
      const { mail } = await forwardMail(anonymousId);
      expect(mail.to_addresses).toEqual(['co.canacona@goa-civic.test']);
      const text = await pdfText(await attachmentBytes(mail.id));
      expect(text).toContain(anonymousId);
      expect(text).toContain('Illegal dumping in the Talpona creek');
      expect(text).toContain('The complainant asked to remain anonymous');
      expect(mail.text).toContain('Reported by: a citizen who asked to remain anonymous');
      for (const secret of ['Xaviera', 'Quintal', anonymousReporter.email, '+91 98220 44556', '98220']) {
        expect(text).not.toContain(secret);
        expect(mail.subject).not.toContain(secret);
        expect(mail.text).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
      // The reporter is still told about the forward (anonymity hides them from the authority only).
      const [anonymousForward] = (await outboxEvents('ComplaintStatusChanged', anonymousId)).filter((e) => e.payload.to === 'forwarded');
      const update = await sentMail(`${anonymousForward.id}:send-complaint-update`);
      expect(update.to_addresses).toEqual([anonymousReporter.email]);
    });

    it('the same event delivered again renders once and sends once', async () => {
      const { forwardEvent, rendered, mail } = await forwardMail(routedId);
      const [row] = await ds.query('SELECT id, event_name, payload, audit, occurred_at FROM outbox WHERE id = $1', [forwardEvent.id]);
      type OutboxRow = { id: string; event_name: DomainEventName; payload: DomainEvent['payload']; audit: AuditStamp; occurred_at: Date };
      const job = (handler: string, r: OutboxRow): EventJobData => ({
        eventId: r.id,
        eventName: r.event_name,
        payload: r.payload,
        audit: r.audit,
        occurredAt: new Date(r.occurred_at).toISOString(),
        handler,
      });
      // The documents processor runs the same ComplaintForwarded again: nothing is rendered, stored or raised.
      await t.app.get(QueueWorker).handle('documents', { data: job('render-authority-letter', row) });
      expect((await ds.query('SELECT count(*)::int AS n FROM complaint_documents WHERE event_id = $1', [forwardEvent.id]))[0].n).toBe(1);
      const renderedEvents = await ds.query("SELECT id FROM outbox WHERE event_name = 'AuthorityLetterRendered' AND payload->>'forwardEventId' = $1", [
        forwardEvent.id,
      ]);
      expect(renderedEvents).toHaveLength(1);

      // AuthorityLetterRendered redelivered through the real notifications queue under a new job id.
      const [renderedRow] = await ds.query('SELECT id, event_name, payload, audit, occurred_at FROM outbox WHERE id = $1', [rendered.id]);
      const queued = await t.app
        .get(QueueRegistry)
        .get('notifications')
        .add('AuthorityLetterRendered', job('send-authority-forward', renderedRow), { jobId: `${rendered.id}:send-authority-forward:redelivered` });
      await queued.finished();
      // The handler itself run again (past the processed-event guard): the mail's idempotency key holds.
      await t.app.get(SendAuthorityForward).run({
        id: rendered.id,
        name: 'AuthorityLetterRendered',
        payload: renderedRow.payload,
        audit: renderedRow.audit,
        occurredAt: new Date(renderedRow.occurred_at).toISOString(),
      });
      const sent = await ds.query("SELECT id FROM mail_messages WHERE template_key = 'complaint_forward_authority' AND subject LIKE $1", [`%${routedId}%`]);
      expect(sent.map((m: { id: string }) => m.id)).toEqual([mail.id]);
    });

    it('forwarding again is a new forward with its own letter and email', async () => {
      await setStatus(routedId, { status: 'forwarded', message: 'Reminder: the sinkhole has grown.' }).expect(200);
      const { mail } = await forwardMail(routedId, 1);
      expect(mail.text).toContain('Reminder: the sinkhole has grown.');
      const sent = await ds.query("SELECT count(*)::int AS n FROM mail_messages WHERE template_key = 'complaint_forward_authority' AND subject LIKE $1", [
        `%${routedId}%`,
      ]);
      expect(sent[0].n).toBe(2);
    });

    it('re-resolves the recipients at forwarding time: a contact added after filing receives the forward', async () => {
      const id = await fileComplaint(reporter, {
        title: 'Fallen tree blocking the Agonda road',
        geo: AGONDA,
        coordinates: { lat: 15.04164, lng: 74.00161, source: 'manual' },
      });
      const filed = await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(200);
      expect(filed.body.authorityRecipients).toEqual([]);
      const check0 = await t.http().get(`/api/admin/complaints/${id}/routing-check`).set(desk.auth).expect(200);
      expect(check0.body).toEqual({
        found: false,
        hasEmail: false,
        level: null,
        expectedLevel: 'village',
        isDeepest: false,
        location: null,
        recipients: [],
        recipientsSource: 'none',
      });

      await contact({
        scope: 'Rural',
        subdistrictCode: '5619',
        authorityEmail: 'mamlatdar.canacona@goa-civic.test',
        authorityDesignation: 'Mamlatdar',
        authorityName: 'Shri K. Gaonkar',
      });
      const check = await t.http().get(`/api/admin/complaints/${id}/routing-check`).set(desk.auth).expect(200);
      expect(check.body).toMatchObject({
        found: true,
        hasEmail: true,
        level: 'subdistrict',
        expectedLevel: 'village',
        isDeepest: false,
        recipients: [{ authorityEmail: 'mamlatdar.canacona@goa-civic.test', authorityName: 'Shri K. Gaonkar', authorityDesignation: 'Mamlatdar' }],
        recipientsSource: 'routing',
      });
      expect(check.body.location).toContain('Canacona');

      const res = await setStatus(id, { status: 'forwarded' }).expect(200);
      expect(res.body.authorityRecipients.map((r: { authorityEmail: string }) => r.authorityEmail)).toEqual(['mamlatdar.canacona@goa-civic.test']);
      const { mail } = await forwardMail(id);
      expect(mail).toMatchObject({ to_addresses: ['mamlatdar.canacona@goa-civic.test'], cc_addresses: [] });
      expect(mail.text).toContain('Dear Shri K. Gaonkar,');

      const deepest = await t.http().get(`/api/admin/complaints/${routedId}/routing-check`).set(desk.auth).expect(200);
      expect(deepest.body).toMatchObject({ found: true, hasEmail: true, level: 'ulb', expectedLevel: 'ulb', isDeepest: true, recipientsSource: 'routing' });
    });

    it('falls back to the recipients stored at filing when routing finds nobody now', async () => {
      const created = await contact({ scope: 'Urban', ...QUEPEM_ULB, authorityEmail: 'co.quepem@goa-civic.test', authorityDesignation: 'Chief Officer' });
      const id = await fileComplaint(reporter, {
        title: 'Open manhole at Quepem market',
        geo: QUEPEM_ULB,
        coordinates: { lat: 15.20472, lng: 74.07372, source: 'manual' },
      });
      await t
        .http()
        .delete(`/api/admin/geo-routing/contacts/${created.body._id}`)
        .set(superadmin.auth)
        .expect((r) => expect(r.status).toBeLessThan(300));
      const check = await t.http().get(`/api/admin/complaints/${id}/routing-check`).set(desk.auth).expect(200);
      expect(check.body).toMatchObject({ found: false, expectedLevel: 'ulb', recipientsSource: 'filing' });
      expect(check.body.recipients.map((r: { authorityEmail: string }) => r.authorityEmail)).toEqual(['co.quepem@goa-civic.test']);
      await setStatus(id, { status: 'forwarded' }).expect(200);
      const { mail } = await forwardMail(id);
      expect(mail.to_addresses).toEqual(['co.quepem@goa-civic.test']);
    });

    it('refuses to forward a complaint without any recipient (400) and changes nothing', async () => {
      const id = await fileComplaint(reporter, { title: 'Pothole somewhere in Goa', geo: undefined });
      // A complaint whose place is unknown (filed before the nearest village was inferred at filing): nothing to route by.
      await ds.query("UPDATE complaints SET geo = NULL, geo_inferred = false, authority_recipients = '[]' WHERE public_id = $1", [id]);
      const res = await setStatus(id, { status: 'forwarded', message: 'Please act.' }).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'No authority email is known for this complaint. Add a routing contact for its location, then forward again.',
      });
      const after = await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(200);
      expect(after.body.status).toBe('pending');
      expect(after.body.updates).toHaveLength(1);
      expect(await outboxEvents('ComplaintForwarded', id)).toEqual([]);
      expect(await outboxEvents('ComplaintStatusChanged', id)).toEqual([]);
    });
  });

  describe('PATCH /api/admin/complaints/{id}/archive (admin spec section 4)', () => {
    let id: string;
    before(async () => {
      id = await fileComplaint(reporter, { title: 'Stray cattle on the highway' });
    });

    it('archives: the complaint leaves the list and shows in the archived-only view; audited with the message', async () => {
      const res = await t
        .http()
        .patch(`/api/admin/complaints/${id}/archive`)
        .set(desk.auth)
        .send({ archived: true, message: 'Handled by the police' })
        .expect(200);
      expect(res.body).toMatchObject({ id, archived: true, status: 'pending' });
      const list = await t.http().get('/api/admin/complaints?limit=50').set(desk.auth).expect(200);
      expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
      const archived = await t.http().get('/api/admin/complaints?archived=true&limit=50').set(desk.auth).expect(200);
      expect(archived.body.items.map((i: { id: string }) => i.id)).toContain(id);
      const audit = await eventually(async () => {
        const rows = await ds.query("SELECT actor_email, meta FROM audit_log WHERE action = 'ComplaintArchived' AND entity_id = $1", [id]);
        return rows.length ? rows[0] : null;
      });
      expect(audit).toMatchObject({ actor_email: desk.email, meta: { complaintId: id, message: 'Handled by the police' } });
    });

    it('restores: back in the list, ComplaintRestored audited; the same flag twice raises nothing', async () => {
      const res = await t.http().patch(`/api/admin/complaints/${id}/archive`).set(desk.auth).send({ archived: false }).expect(200);
      expect(res.body.archived).toBe(false);
      await t.http().patch(`/api/admin/complaints/${id}/archive`).set(desk.auth).send({ archived: false }).expect(200);
      const list = await t.http().get('/api/admin/complaints?limit=50').set(desk.auth).expect(200);
      expect(list.body.items.map((i: { id: string }) => i.id)).toContain(id);
      await eventually(async () => {
        const rows = await ds.query("SELECT 1 FROM audit_log WHERE action = 'ComplaintRestored' AND entity_id = $1", [id]);
        return rows.length > 0;
      });
      expect((await outboxEvents('ComplaintRestored', id)).length).toBe(1);
    });

    it('refuses a missing or non-boolean archived value', async () => {
      for (const body of [{}, { archived: 'yes' }]) {
        const res = await t.http().patch(`/api/admin/complaints/${id}/archive`).set(desk.auth).send(body).expect(400);
        expect(res.body.error.details.fields.archived).toEqual(['Choose whether to archive (true) or restore (false) the complaint.']);
      }
    });
  });

  describe('DELETE /api/admin/complaints/{id} (admin spec section 7)', () => {
    it('deletes the complaint and its photo file with its preview (204), audited with the public id and title', async () => {
      const url = await uploadPhoto(reporter);
      const id = await fileComplaint(reporter, { title: 'Test complaint to delete', photos: [url] });
      const file = join(dir, basename(url));
      const preview = join(dir, basename(photoPreviewUrl(url)!));
      expect(existsSync(file)).toBe(true);
      expect(existsSync(preview)).toBe(true);

      const res = await t.http().delete(`/api/admin/complaints/${id}`).set(desk.auth).expect(204);
      expect(res.text).toBe('');
      expect(existsSync(file)).toBe(false);
      expect(existsSync(preview)).toBe(false);
      expect(await ds.query('SELECT 1 FROM complaints WHERE public_id = $1', [id])).toEqual([]);
      await t.http().get(`/api/admin/complaints/${id}`).set(desk.auth).expect(404);
      await t.http().delete(`/api/admin/complaints/${id}`).set(desk.auth).expect(404);

      const audit = await eventually(async () => {
        const rows = await ds.query("SELECT actor_id, actor_email, meta FROM audit_log WHERE action = 'ComplaintDeleted' AND entity_id = $1", [id]);
        return rows.length ? rows[0] : null;
      });
      expect(audit).toMatchObject({ actor_id: desk.id, actor_email: desk.email, meta: { complaintId: id, title: 'Test complaint to delete', photoCount: 1 } });
    });

    it("keeps a photo file that another complaint still shows, and deletes a forwarded complaint's letters with it", async () => {
      const url = await uploadPhoto(reporter);
      const first = await fileComplaint(reporter, { title: 'Shared photo one', photos: [url] });
      const second = await fileComplaint(reporter, { title: 'Shared photo two', photos: [url] });
      await setStatus(second, { status: 'forwarded' }).expect(200);
      await forwardMail(second);
      await t.http().delete(`/api/admin/complaints/${first}`).set(desk.auth).expect(204);
      expect(existsSync(join(dir, basename(url)))).toBe(true);
      await t.http().delete(`/api/admin/complaints/${second}`).set(desk.auth).expect(204);
      expect(existsSync(join(dir, basename(url)))).toBe(false);
      expect(await ds.query('SELECT 1 FROM complaint_documents WHERE complaint_public_id = $1', [second])).toEqual([]);
      // The sent-mail log keeps its copy of the letter: proof of what reached the authority.
      const [sent] = await ds.query("SELECT attachments FROM mail_messages WHERE template_key = 'complaint_forward_authority' AND subject LIKE $1", [
        `%${second}%`,
      ]);
      expect(sent.attachments).toHaveLength(1);
    });
  });
});
