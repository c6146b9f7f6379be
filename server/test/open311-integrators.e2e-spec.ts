import { createServer, type Server } from 'node:http';
import { describe, it, before, after, mock } from 'node:test';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { XMLParser } from 'fast-xml-parser';
import { DataSource } from 'typeorm';
import { ADVOCATE_PLAN_NAME } from '@civic/contracts';
import { MediaFetcher } from '../src/open311/infrastructure/media-fetcher.js';
import { mediaUrlsOf } from '../src/open311/http/open311.controller.js';
import { API_KEY_BEFORE_FILES } from '../src/open311/http/open311-multipart.options.js';
import { deliveredWithId, startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, outboxDrained, type TestApp } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/**
 * Open311 for integrators whose users are not the portal's citizens: multipart photos and repeated media_url, the
 * 'by_email' reporter policy (contact kept, claim links, no citizen quota spent, the key's caps), servicerequestupdates
 * both ways, and the privacy of every Open311 answer. Each call is checked in JSON and in XML where both apply.
 */
const xml = new XMLParser({
  parseTagValue: false,
  isArray: (name) => ['service', 'request', 'error', 'request_update', 'endpoint', 'format', 'call'].includes(name),
});
const JPEG = photo('goa-panaji.jpg');

describe('Open311 for integrators', () => {
  let t: TestApp;
  let ds: DataSource;
  let superadmin: TestUser;
  let server: Server;
  let imageBase: string;
  let counter = 0;
  let sink: MailSink;

  const admin = () => ({ Authorization: `Bearer ${superadmin.token}` });
  const issueKey = async (body: Record<string, unknown>): Promise<{ id: string; key: string }> => {
    const res = await t.http().post('/api/admin/integrations/keys').set(admin()).send(body).expect(201);
    return { id: res.body.id, key: res.body.key };
  };
  const stranger = () => `reporter${Date.now()}${++counter}@elsewhere.example`;
  /** A citizen account with a chosen email (the claim must be made by the account of the email it was filed for). */
  const citizenWithEmail = async (email: string, plan = 'Free Citizen'): Promise<TestUser> => {
    const [row] = (await ds.query(
      `INSERT INTO users (first_name, last_name, email, role, plan, is_premium, email_verified, has_password, admin_modules)
         VALUES ('Claire', 'Dsouza', $1, 'user', $2, false, true, true, '{}') RETURNING id`,
      [email, plan],
    )) as { id: string }[];
    const token = await t.app.get(JwtService).signAsync({ sub: row.id, role: 'user' });
    return { id: row.id, email, token, auth: { Authorization: `Bearer ${token}` } };
  };
  const form = (format: 'json' | 'xml', path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const value of Array.isArray(v) ? v : [v]) body.append(k, value);
    return t.http().post(`/open311/v2/${path}.${format}`).type('form').send(body.toString());
  };
  const filing = (apiKey: string, over: Record<string, string | string[]> = {}) => ({
    api_key: apiKey,
    service_code: 'roads-potholes',
    lat: '15.498912',
    long: '73.827834',
    description: 'Pothole near the ferry',
    first_name: 'Rohan',
    last_name: 'Kamat',
    ...over,
  });
  const idOf = (format: 'json' | 'xml', text: string, body: unknown): string =>
    format === 'json' ? (body as { service_request_id: string }[])[0].service_request_id : xml.parse(text).service_requests.request[0].service_request_id;
  const mailsTo = (email: string, template: string): Promise<{ text: string; subject: string }[]> =>
    ds.query('SELECT text, subject FROM mail_messages WHERE $1 = ANY(to_addresses) AND template_key = $2 ORDER BY created_at', [email, template]);
  /** The claim link's token, read from the message as its recipient received it (the sent-mail log keeps it redacted). */
  const claimToken = async (email: string, template: string): Promise<string> => {
    const messageId = await eventually(async () => {
      const rows = (await ds.query(
        "SELECT message_id FROM mail_messages WHERE $1 = ANY(to_addresses) AND template_key = $2 AND status = 'sent' ORDER BY created_at LIMIT 1",
        [email, template],
      )) as { message_id: string }[];
      return rows[0]?.message_id ?? null;
    });
    const mail = await deliveredWithId(sink, messageId);
    const match = /\/claim\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(match).not.toBeNull();
    return match![1];
  };
  const myComplaintIds = async (user: TestUser): Promise<string[]> =>
    (await t.http().get('/api/complaints').set(user.auth).expect(200)).body.items.map((c: { id: string }) => c.id);
  const quotaUsed = async (user: TestUser): Promise<number> => (await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body.used;

  before(async () => {
    sink = await startMailSink();
    t = await createTestApp({ OPEN311_RATE_LIMIT_PER_MINUTE: '1000', SMTP_URL: sink.url });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    server = createServer((req, res) => {
      if (req.url === '/a.jpg' || req.url === '/b.jpg' || req.url === '/c.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(JPEG);
        return;
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    imageBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // The media_url downloads of these tests come from this loopback server: the app's downloader keeps every rule
    // (http only, redirects checked, image types, size), with an address policy that also allows loopback. The
    // refusal of private addresses is tested in open311.e2e-spec.ts.
    const loopback = new MediaFetcher((address) => address === '127.0.0.1');
    mock.method(t.app.get(MediaFetcher), 'fetch', (url: string) => loopback.fetch(url));
  });
  after(async () => {
    mock.restoreAll();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
    await sink.close();
  });

  it('the superadmin sets a key policy and limits; bad values are refused', async () => {
    const { id } = await issueKey({ name: 'Policy' });
    const set = await t
      .http()
      .put(`/api/admin/integrations/keys/${id}/policy`)
      .set(admin())
      .send({ reporterPolicy: 'by_email', monthlyLimit: 50, perEmailMonthlyLimit: 3 })
      .expect(200);
    expect(set.body).toMatchObject({ id, reporterPolicy: 'by_email', monthlyLimit: 50, perEmailMonthlyLimit: 3, accountEmail: null });
    const linkedWithout = await t
      .http()
      .put(`/api/admin/integrations/keys/${id}/policy`)
      .set(admin())
      .send({ reporterPolicy: 'linked', monthlyLimit: null, perEmailMonthlyLimit: 3 })
      .expect(400);
    expect(linkedWithout.body.error.details.fields.accountEmail).toEqual(['A linked key needs the email of an active citizen account.']);
    const zero = await t
      .http()
      .put(`/api/admin/integrations/keys/${id}/policy`)
      .set(admin())
      .send({ reporterPolicy: 'by_email', monthlyLimit: 0, perEmailMonthlyLimit: 3 })
      .expect(400);
    expect(zero.body.error.details.fields.monthlyLimit).toBeDefined();
    const owner = await createUser(t);
    const linked = await t
      .http()
      .put(`/api/admin/integrations/keys/${id}/policy`)
      .set(admin())
      .send({ reporterPolicy: 'linked', accountEmail: owner.email, monthlyLimit: null, perEmailMonthlyLimit: 10 })
      .expect(200);
    expect(linked.body).toMatchObject({ reporterPolicy: 'linked', accountEmail: owner.email, monthlyLimit: null });
    const audit = await eventually(async () => {
      const [row] = await ds.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'IntegrationKeyPolicyChanged' AND entity_id = $1", [id]);
      return row.n >= 2 ? row.n : null;
    });
    expect(audit).toBe(2);
  });

  for (const format of ['json', 'xml'] as const) {
    it(`${format}: multipart with two photos; every file part is a photo; extras beyond the plan's limit are ignored`, async () => {
      const advocate = await createUser(t, { plan: ADVOCATE_PLAN_NAME });
      const linked = await issueKey({ name: `Multipart ${format}`, accountEmail: advocate.email, reporterPolicy: 'linked' });
      const res = await t
        .http()
        .post(`/open311/v2/requests.${format}`)
        .field('api_key', linked.key)
        .field('service_code', 'roads-potholes')
        .field('lat', '15.4989')
        .field('long', '73.8278')
        .field('attribute[urgency]', 'high')
        .attach('photo1', JPEG, { filename: 'photo1.jpeg', contentType: 'image/jpeg' })
        .attach('media', JPEG, { filename: 'second.jpeg', contentType: 'image/jpeg' })
        .expect(201);
      const id = idOf(format, res.text, res.body);
      const [row] = await ds.query('SELECT photos, urgency, reporter_id FROM complaints WHERE public_id = $1', [id]);
      expect(row.photos).toHaveLength(2);
      expect(row.photos.every((p: string) => p.startsWith('/uploads/'))).toBe(true);
      expect(row).toMatchObject({ urgency: 'high', reporter_id: advocate.id });

      // By email, the Free plan's limit (1) applies: the second file part is ignored, like the wizard ignores it.
      const byEmail = await issueKey({ name: `Multipart by email ${format}` });
      const capped = await t
        .http()
        .post(`/open311/v2/requests.${format}`)
        .field('api_key', byEmail.key)
        .field('service_code', 'roads-potholes')
        .field('lat', '15.4989')
        .field('long', '73.8278')
        .field('email', stranger())
        .attach('photo1', JPEG, { filename: 'photo1.jpeg', contentType: 'image/jpeg' })
        .attach('photo2', JPEG, { filename: 'photo2.jpeg', contentType: 'image/jpeg' })
        .expect(201);
      const [cappedRow] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [idOf(format, capped.text, capped.body)]);
      expect(cappedRow.photos).toHaveLength(1);

      // A multipart body without api_key before its first photo says exactly that; a part that is not an image names the
      // part.
      const noKey = await t
        .http()
        .post(`/open311/v2/requests.${format}`)
        .field('service_code', 'roads-potholes')
        .attach('photo1', JPEG, { filename: 'photo1.jpeg', contentType: 'image/jpeg' })
        .expect(403);
      const noKeyError = format === 'json' ? noKey.body[0] : xml.parse(noKey.text).errors.error[0];
      expect(String(noKeyError.code)).toBe('403');
      expect(noKeyError.description).toBe(API_KEY_BEFORE_FILES);
      const notImage = await t
        .http()
        .post(`/open311/v2/requests.${format}`)
        .field('api_key', linked.key)
        .field('service_code', 'roads-potholes')
        .field('lat', '15.4989')
        .field('long', '73.8278')
        .attach('photo1', Buffer.from('not an image at all '.repeat(20)), { filename: 'photo1.jpeg', contentType: 'image/jpeg' })
        .expect(400);
      const notImageError = format === 'json' ? notImage.body[0] : xml.parse(notImage.text).errors.error[0];
      expect(notImageError.description).toMatch(/^photo photo1: /);
    });

    it(`${format}: a repeated media_url (and media_url[]) stores each photo, up to the plan's limit`, async () => {
      const advocate = await createUser(t, { plan: ADVOCATE_PLAN_NAME });
      const linked = await issueKey({ name: `Media ${format}`, accountEmail: advocate.email, reporterPolicy: 'linked' });
      const res = await form(format, 'requests', filing(linked.key, { media_url: [`${imageBase}/a.jpg`, `${imageBase}/b.jpg`] })).expect(201);
      const [row] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [idOf(format, res.text, res.body)]);
      expect(row.photos).toHaveLength(2);
      expect(new Set(row.photos).size).toBe(2);
      const bracket = await form(format, 'requests', filing(linked.key, { 'media_url[]': [`${imageBase}/a.jpg`, `${imageBase}/c.jpg`] })).expect(201);
      const [bracketRow] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [idOf(format, bracket.text, bracket.body)]);
      expect(bracketRow.photos).toHaveLength(2);
      // JSON bodies may carry an array.
      const json = await t
        .http()
        .post(`/open311/v2/requests.${format}`)
        .send({ ...filing(linked.key), media_url: [`${imageBase}/a.jpg`, `${imageBase}/b.jpg`, `${imageBase}/c.jpg`] })
        .expect(201);
      const [jsonRow] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [idOf(format, json.text, json.body)]);
      expect(jsonRow.photos).toHaveLength(3);
      // By email (Free plan, 1 photo): the second URL is never downloaded, so even a missing one is no error.
      const byEmail = await issueKey({ name: `Media by email ${format}` });
      const capped = await form(
        format,
        'requests',
        filing(byEmail.key, { email: stranger(), media_url: [`${imageBase}/a.jpg`, `${imageBase}/missing.jpg`] }),
      ).expect(201);
      const [cappedRow] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [idOf(format, capped.text, capped.body)]);
      expect(cappedRow.photos).toHaveLength(1);
    });
  }

  it('media_url values are read in order from repeated fields, media_url[] and JSON arrays', () => {
    expect(mediaUrlsOf({ media_url: ['a', ' b '], 'media_url[]': 'c' })).toEqual(['a', 'b', 'c']);
    expect(mediaUrlsOf({ media_url: 'a' })).toEqual(['a']);
    expect(mediaUrlsOf({})).toEqual([]);
  });

  it('an unknown reporter gets one acknowledgement with a claim link, then claims the complaint after signing up', async () => {
    const { key } = await issueKey({ name: 'Newsroom app' });
    const email = stranger();
    const res = await form('json', 'requests', filing(key, { email: email.toUpperCase(), phone: '+91 98220 12345' })).expect(201);
    const id = res.body[0].service_request_id;
    const [row] = await ds.query(
      'SELECT reporter_id, reporter_email, reporter_first_name, reporter_last_name, reporter_phone FROM complaints WHERE public_id = $1',
      [id],
    );
    expect(row).toEqual({
      reporter_id: null,
      reporter_email: email,
      reporter_first_name: 'Rohan',
      reporter_last_name: 'Kamat',
      reporter_phone: '+91 98220 12345',
    });
    const token = await claimToken(email, 'open311_claim_invite');
    const mails = await mailsTo(email, 'open311_claim_invite');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(id);
    expect(await mailsTo(email, 'complaint_ack')).toHaveLength(0);

    const lookup = await t.http().post('/api/complaint-claims/lookup').send({ token }).expect(200);
    expect(lookup.body).toEqual({
      complaintId: id,
      status: 'pending',
      title: 'Potholes',
      emailHint: `${email.slice(0, 2)}***@elsewhere.example`,
      accountExisted: false,
      usable: true,
    });
    await t.http().post('/api/complaint-claims').send({ token }).expect(401);
    const someoneElse = await createUser(t);
    const wrong = await t.http().post('/api/complaint-claims').set(someoneElse.auth).send({ token }).expect(409);
    expect(wrong.body.error.message).toBe('This complaint was filed for another email address. Please sign in with the address this link was sent to.');

    const signedUp = await citizenWithEmail(email);
    expect(await myComplaintIds(signedUp)).not.toContain(id);
    const claimed = await t.http().post('/api/complaint-claims').set(signedUp.auth).send({ token }).expect(200);
    expect(claimed.body).toEqual({ complaintId: id });
    expect(await myComplaintIds(signedUp)).toContain(id);
    expect(await quotaUsed(signedUp)).toBe(0);
    const again = await t.http().post('/api/complaint-claims').set(signedUp.auth).send({ token }).expect(409);
    expect(again.body.error.message).toBe('This link was already used or has expired.');
    expect((await t.http().post('/api/complaint-claims/lookup').send({ token }).expect(200)).body.usable).toBe(false);
    await t.http().post('/api/complaint-claims/lookup').send({ token: 'nope' }).expect(404);
  });

  it("a known citizen's email attaches nothing until its owner confirms; no citizen quota is spent", async () => {
    const { key } = await issueKey({ name: 'Bot' });
    const citizen = await createUser(t);
    const filed: string[] = [];
    // The Free plan allows 3 a month; the key files 4 for this email, and the citizen's own quota stays untouched.
    for (let i = 0; i < 4; i++) filed.push((await form('json', 'requests', filing(key, { email: citizen.email })).expect(201)).body[0].service_request_id);
    expect(await myComplaintIds(citizen)).toEqual([]);
    expect(await quotaUsed(citizen)).toBe(0);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1', [citizen.id]);
    expect(n).toBe(0);
    await eventually(async () => (await mailsTo(citizen.email, 'open311_claim_confirm')).length === 4);
    const [mail] = await mailsTo(citizen.email, 'open311_claim_confirm');
    expect(mail.subject).toMatch(/^Was this you\? Complaint GOA-/);
    expect(mail.text).toContain('Add it to My Complaints');
    expect(await mailsTo(citizen.email, 'complaint_ack')).toHaveLength(0);

    const token = await claimToken(citizen.email, 'open311_claim_confirm');
    const view = await t.http().post('/api/complaint-claims/lookup').send({ token }).expect(200);
    expect(view.body.accountExisted).toBe(true);
    const claimed = await t.http().post('/api/complaint-claims').set(citizen.auth).send({ token }).expect(200);
    expect(filed).toContain(claimed.body.complaintId);
    expect(await myComplaintIds(citizen)).toEqual([claimed.body.complaintId]);
    expect(await quotaUsed(citizen)).toBe(0);
  });

  for (const format of ['json', 'xml'] as const) {
    it(`${format}: a key's monthly limit and its per-email limit refuse with 403`, async () => {
      const { key } = await issueKey({ name: `Caps ${format}`, monthlyLimit: 3, perEmailMonthlyLimit: 2 });
      const same = stranger();
      await form(format, 'requests', filing(key, { email: same })).expect(201);
      await form(format, 'requests', filing(key, { email: same })).expect(201);
      const perEmail = await form(format, 'requests', filing(key, { email: same })).expect(403);
      const perEmailError = format === 'json' ? perEmail.body[0] : xml.parse(perEmail.text).errors.error[0];
      expect(perEmailError.description).toMatch(/^This API key's monthly limit of 2 complaints for one reporter email is reached/);
      await form(format, 'requests', filing(key, { email: stranger() })).expect(201);
      const perKey = await form(format, 'requests', filing(key, { email: stranger() })).expect(403);
      const perKeyError = format === 'json' ? perKey.body[0] : xml.parse(perKey.text).errors.error[0];
      expect(perKeyError.description).toMatch(/^This API key's monthly limit of 3 complaints is reached/);
    });
  }

  it("update emails to a person who has not claimed stop at the key's per-email limit", async () => {
    const { key } = await issueKey({ name: 'Flood guard', perEmailMonthlyLimit: 2 });
    const email = stranger();
    const id = (await form('json', 'requests', filing(key, { email })).expect(201)).body[0].service_request_id;
    for (const status of ['in_progress', 'pending', 'in_progress', 'resolved']) {
      await t
        .http()
        .patch(`/api/admin/complaints/${id}/status`)
        .set(admin())
        .send({ status, message: `Now ${status}` })
        .expect(200);
    }
    // Every reaction to the four changes has run once the outbox is drained: no third email can still be on its way.
    await outboxDrained(t);
    const updates = await mailsTo(email, 'complaint_update');
    expect(updates).toHaveLength(2);
    expect(updates[0].text).toContain('Hello Rohan');
  });

  for (const format of ['json', 'xml'] as const) {
    it(`${format}: servicerequestupdates lists the history with public notes only; POST adds comments once per update_id`, async () => {
      const reporter = await createUser(t, { plan: ADVOCATE_PLAN_NAME });
      const linked = await issueKey({ name: `Updates ${format}`, accountEmail: reporter.email, reporterPolicy: 'linked' });
      const start = new Date(Date.now() - 1000).toISOString();
      const filed = await form(format, 'requests', filing(linked.key)).expect(201);
      const id = idOf(format, filed.text, filed.body);
      await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin()).send({ status: 'resolved', message: 'Patched by PWD.' }).expect(200);
      const reopenPhoto = (await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', JPEG, 'mine.jpg').expect(201)).body.url;
      await t
        .http()
        .post(`/api/complaints/${id}/reopen`)
        .set(reporter.auth)
        .send({ message: 'My private words about my neighbour', photos: [reopenPhoto] })
        .expect(200);

      // Updates in: the reporter's own comment and someone else's; a repeated update_id is answered the same, once.
      const post = (fields: Record<string, string>) => form(format, 'servicerequestupdates', { api_key: linked.key, service_request_id: id, ...fields });
      const updateIdOf = (r: { text: string; body: unknown }) =>
        format === 'json' ? (r.body as { update_id: string }[])[0].update_id : xml.parse(r.text).service_request_updates.request_update[0].update_id;
      const comment = {
        update_id: 'fms-1',
        status: 'OPEN',
        updated_datetime: new Date().toISOString(),
        description: 'Neighbour says it is worse',
        email: 'friend@example.org',
        first_name: 'Ana',
        last_name: 'Fernandes',
      };
      const first = await post(comment).expect(201);
      const repeat = await post(comment).expect(201);
      expect(updateIdOf(repeat)).toBe(updateIdOf(first));
      expect(updateIdOf(first)).toMatch(new RegExp(`^${id}-\\d+$`));
      await post({ update_id: 'fms-2', status: 'OPEN', description: 'Still open, says the reporter', email: reporter.email.toUpperCase() }).expect(201);
      const [row] = await ds.query('SELECT updates FROM complaints WHERE public_id = $1', [id]);
      const comments = row.updates.filter((u: { externalUpdateId?: string }) => u.externalUpdateId);
      expect(comments.map((u: { externalUpdateId: string; source: string }) => [u.externalUpdateId, u.source])).toEqual([
        ['fms-1', 'integrator'],
        ['fms-2', 'reporter'],
      ]);
      // Someone else's comment is emailed to the reporter; the reporter's own is not.
      await eventually(async () =>
        (await mailsTo(reporter.email, 'complaint_update')).some((m) => m.text.includes('Ana Fernandes: Neighbour says it is worse')),
      );
      expect((await mailsTo(reporter.email, 'complaint_update')).some((m) => m.text.includes('Still open, says the reporter'))).toBe(false);
      // The desk sees both.
      const desk = await t.http().get(`/api/admin/complaints/${id}`).set(admin()).expect(200);
      expect(JSON.stringify(desk.body)).toContain('Neighbour says it is worse');

      // Updates out, with api_key (this key's complaints) and jurisdiction_id in any case.
      const out = await t
        .http()
        .get(`/open311/v2/servicerequestupdates.${format}`)
        .query({ start_date: start, api_key: linked.key, jurisdiction_id: 'GOA' })
        .expect(200);
      const rows: Record<string, string>[] =
        format === 'json'
          ? out.body.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])))
          : xml.parse(out.text).service_request_updates.request_update;
      const mine = rows.filter((r) => r.service_request_id === id);
      expect(mine.map((r) => r.extended_status)).toEqual(['pending', 'resolved', 'in_progress', 'in_progress', 'in_progress']);
      expect(mine.map((r) => r.status)).toEqual(['open', 'closed', 'open', 'open', 'open']);
      // The admin's note is not public (the public page shows no note), nor is any photo of the history.
      expect(mine[1]).toMatchObject({ description: '', media_url: '', update_id: `${id}-1` });
      expect(mine[1].updated_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      // The reporter did not opt in to show their words: the reopen note, its photo and both comments stay private.
      expect(mine[2]).toMatchObject({ description: '', media_url: '' });
      const text = JSON.stringify(rows);
      for (const secret of ['Patched by PWD.', 'My private words', 'Neighbour says', 'Still open, says', 'friend@example.org', reporter.email, reopenPhoto])
        expect(text).not.toContain(secret);
      // Newest last.
      const times = rows.map((r) => r.updated_datetime);
      expect([...times].sort()).toEqual(times);

      // GET requests hides the reporter's reopen note too (it is the last status entry's words).
      const req = await t.http().get(`/open311/v2/requests/${id}.${format}`).expect(200);
      expect(req.text).not.toContain('My private words');
      expect(req.text).not.toContain('Still open, says');
      const list = await t.http().get(`/open311/v2/requests.${format}`).query({ service_request_id: id }).expect(200);
      expect(list.text).not.toContain('My private words');

      // Opting in shows what the reporter filed, as the public page does; the history's notes and photos stay private.
      await ds.query('UPDATE complaints SET show_publicly = true WHERE public_id = $1', [id]);
      const shared = await t.http().get('/open311/v2/servicerequestupdates.json').query({ start_date: start, api_key: linked.key }).expect(200);
      const reopened = shared.body.find((r: { update_id: string }) => r.update_id === mine[2].update_id);
      expect(reopened).toMatchObject({ description: '', media_url: '' });
      expect(JSON.stringify(shared.body)).not.toContain('My private words');
      await ds.query('UPDATE complaints SET show_publicly = false WHERE public_id = $1', [id]);
    });
  }

  it('servicerequestupdates refusals: bad dates, unknown key, another key, missing fields, unknown request', async () => {
    const a = await issueKey({ name: 'A' });
    const b = await issueKey({ name: 'B' });
    const id = (await form('json', 'requests', filing(a.key, { email: stranger() })).expect(201)).body[0].service_request_id;
    const bad = await t.http().get('/open311/v2/servicerequestupdates.xml?start_date=yesterday').expect(400);
    expect(xml.parse(bad.text).errors.error[0]).toEqual({ code: '400', description: 'start_date must be an ISO 8601 date and time.' });
    await t.http().get('/open311/v2/servicerequestupdates.json?api_key=o311_wrong').expect(403);
    await t.http().get('/open311/v2/servicerequestupdates.json?jurisdiction_id=mumbai').expect(404);
    const base = { api_key: a.key, service_request_id: id, update_id: 'x-1', description: 'Hello', email: 'someone@example.org' };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, api_key: '' }, 403, 'api_key was not provided.'],
      [{ ...base, api_key: b.key }, 403, 'This API key may post updates only on the requests it filed.'],
      [{ ...base, service_request_id: 'GOA-1999-000001' }, 404, 'service_request_id GOA-1999-000001 was not found.'],
      [{ ...base, service_request_id: '' }, 400, 'service_request_id was not provided.'],
      [{ ...base, update_id: '' }, 400, 'update_id was not provided.'],
      [{ ...base, description: ' ' }, 400, 'description was not provided.'],
      [{ ...base, email: '' }, 400, 'email was not provided.'],
      [{ ...base, email: 'nope' }, 400, 'email must be an email address.'],
      [{ ...base, status: 'open now!' }, 400, 'status must be a status word such as OPEN or CLOSED.'],
      [{ ...base, updated_datetime: 'soon' }, 400, 'updated_datetime must be an ISO 8601 date and time.'],
    ];
    for (const [fields, status, description] of cases) {
      const json = await form('json', 'servicerequestupdates', fields);
      expect({ fields, status: json.status, body: json.body }).toEqual({ fields, status, body: [{ code: status, description }] });
      const x = await form('xml', 'servicerequestupdates', fields);
      expect(xml.parse(x.text).errors.error[0]).toEqual({ code: String(status), description });
    }
  });

  it('discovery lists the new calls; jurisdiction_id is case-insensitive everywhere', async () => {
    const json = await t.http().get('/open311/v2/discovery.json').expect(200);
    expect(json.body.calls).toEqual(expect.arrayContaining(['GET servicerequestupdates.{format}', 'POST servicerequestupdates.{format}']));
    expect(json.body.endpoints.map((e: { specification: string }) => e.specification)).toEqual([
      'http://wiki.open311.org/GeoReport_v2',
      'https://github.com/mysociety/fixmystreet/wiki/Open311-FMS---Proposed-differences-to-Open311',
    ]);
    const x = xml.parse((await t.http().get('/open311/v2/discovery.xml').expect(200)).text);
    expect(x.discovery.calls.call).toContain('POST servicerequestupdates.{format}');
    expect(x.discovery.endpoints.endpoint).toHaveLength(2);
    for (const value of ['Goa', 'GOA', ' goa ']) await t.http().get('/open311/v2/services.json').query({ jurisdiction_id: value }).expect(200);
    const { key } = await issueKey({ name: 'Case' });
    await form('xml', 'requests', filing(key, { email: stranger(), jurisdiction_id: 'GoA' })).expect(201);
  });
});
