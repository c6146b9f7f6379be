import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { CommandBus } from '@nestjs/cqrs';
import { AlertDigestScheduler } from '../src/alerts/public.js';
import { Clock } from '../src/kernel/clock/clock.js';
import { MarkAddressesFailingCommand } from '../src/routing/public.js';
import { createTestApp, eventually, outboxDrained, type TestApp } from './helpers/test-app.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * Area alerts by email (docs/adr/0147-area-alerts.md), against a real SMTP server: a taluka, a ULB and a 1 km circle
 * with a category filter each get exactly their complaints, at once and in the daily digest (the clock moved a day),
 * an address alone is sent nothing until it confirms by POST, every alert email carries the one-click unsubscribe
 * (RFC 8058), which works by POST and never by GET, and bad requests are refused in the error envelope.
 */

const PUBLIC_URL = 'https://portal.example.in';
/** Candolim (village 626697, Bardez 5610) and its centroid (villages.csv). */
const CANDOLIM = { geo: { districtCode: '551', subdistrictCode: '5610', villageCode: '626697' }, point: { lat: 15.511, lng: 73.77142 } };
/** Mapusa (ULB 252061, Bardez), about 11 km from Candolim. */
const MAPUSA = { geo: { districtCode: '551', subdistrictCode: '5610', ulbCode: '252061' }, point: { lat: 15.60174, lng: 73.81522 } };
/** Canacona (ULB 252100, South Goa). */
const CANACONA = { geo: { districtCode: '552', ulbCode: '252100' }, point: { lat: 15.00951, lng: 74.04006 } };
const DAY = 24 * 3600_000;
const CATEGORY = `alerts_roads_${Date.now()}`;

/** A header field as it was sent (mailparser folds the List-* fields into one parsed 'list' value), unfolded. */
const rawHeader = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line === undefined
    ? undefined
    : line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
};

/** The addresses a received message was sent to. */
const recipientsOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .filter((a) => a !== undefined)
    .flatMap((list) => list.value.map((a) => a.address?.toLowerCase()));

describe('Area alerts by email', () => {
  let t: TestApp;
  let sink: MailSink;
  let dir: string;
  let admin: TestUser;
  let reporter: TestUser;
  let talukaWatcher: TestUser;
  let circleWatcher: TestUser;
  const visitor = `visitor${Date.now()}@alerts.example.in`;
  let offset = 0;
  const ids: Record<string, string> = {};

  /** The area alert emails (subject carries the area) received by `email`. */
  const alertMailsTo = (email: string) =>
    sink.received.filter((m) => recipientsOf(m).includes(email.toLowerCase()) && rawHeader(m, 'list-unsubscribe') !== undefined);
  const file = (name: string, place: { geo: Record<string, string>; point: { lat: number; lng: number } }, category = CATEGORY) =>
    fileComplaint(t, reporter, {
      category,
      subcategory: category === CATEGORY ? 'Potholes' : 'Overflowing bins',
      geo: place.geo,
      coordinates: { ...place.point, source: 'manual', accuracy: 8 },
      location: name,
    }).then((id) => (ids[name] = id));

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-alerts-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, PUBLIC_URL, MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>' });
    // The clock runs as it does, moved forward by `offset` when a test says a day went by.
    t.app.get(Clock).now = () => new Date(Date.now() + offset);
    admin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus' });
    talukaWatcher = await createUser(t);
    circleWatcher = await createUser(t);
    await t
      .http()
      .post('/api/admin/categories')
      .set(admin.auth)
      .send({ key: CATEGORY, name: `Alert roads ${Date.now()}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses bad alerts with 4xx in the error envelope', async () => {
    const post = (body: Record<string, unknown>, auth: Record<string, string> = talukaWatcher.auth) => t.http().post('/api/alerts').set(auth).send(body);
    const base = { events: ['new'], frequency: 'instant' };
    const refused = async (body: Record<string, unknown>, field: string, message: string, auth?: Record<string, string>) => {
      const res = await post(body, auth).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields[field]).toContain(message);
    };
    await refused(base, 'taluka', 'Choose one area: a taluka, a ULB, a village or a circle.');
    await refused({ ...base, taluka: '5610', ulb: '252061' }, 'taluka', 'Choose only one kind of area per alert.');
    await refused({ ...base, lat: 15.5, lng: 73.8 }, 'radius', 'A circle needs lat, lng and radius together.');
    await refused({ ...base, lat: 15.5, lng: 73.8, radius: 150 }, 'radius', 'The radius must be a whole number of metres from 200 to 5000.');
    await refused({ ...base, lat: 15.5, lng: 73.8, radius: 6000 }, 'radius', 'The radius must be a whole number of metres from 200 to 5000.');
    await refused({ ...base, lat: 28.6, lng: 77.2, radius: 1000 }, 'lat', 'The centre of the circle must lie in Goa.');
    await refused({ ...base, taluka: '999999' }, 'taluka', 'No such place in Goa.');
    await refused({ ...base, taluka: '5610', categories: ['no_such_category'] }, 'categories', 'Choose categories from the list.');
    await refused({ taluka: '5610', events: [], frequency: 'instant' }, 'events', 'Choose new complaints, updates or both.');
    await refused({ taluka: '5610', events: ['everything'], frequency: 'instant' }, 'events', 'Choose new complaints, updates or both.');
    await refused({ taluka: '5610', events: ['new'], frequency: 'hourly' }, 'frequency', 'Choose at once or a daily digest.');
    await refused({ ...base, taluka: '5610' }, 'email', 'Enter your email address to get alerts.', {});
    await refused({ ...base, taluka: '5610', email: 'not-an-address' }, 'email', 'That email address looks incorrect.', {});
    const unknown = await t.http().delete('/api/alerts/00000000-0000-4000-8000-000000000000').set(talukaWatcher.auth).expect(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'This alert was not found.' });
    await t.http().get('/api/alerts').expect(401);
    const badToken = await t.http().post('/api/alerts/unsubscribe?token=abc.def').expect(400);
    expect(badToken.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('subscribes a taluka, a ULB (by email, confirmed by POST) and a 1 km circle with a category filter', async () => {
    const taluka = await t
      .http()
      .post('/api/alerts')
      .set(talukaWatcher.auth)
      .send({ taluka: '5610', categories: [CATEGORY], events: ['new', 'updates'], frequency: 'instant' })
      .expect(201);
    expect(taluka.body).toMatchObject({ status: 'active' });
    const circle = await t
      .http()
      .post('/api/alerts')
      .set(circleWatcher.auth)
      .send({ ...CANDOLIM.point, radius: 1000, categories: [CATEGORY], events: ['new', 'updates'], frequency: 'daily' })
      .expect(201);
    expect(circle.body).toMatchObject({ status: 'active' });

    const ulb = await t
      .http()
      .post('/api/alerts')
      .send({ ulb: '252100', events: ['new'], frequency: 'instant', email: visitor, locale: 'kok' })
      .expect(201);
    expect(ulb.body).toMatchObject({ status: 'pending', message: 'Check your email: open the link we sent to start your alerts.' });

    // Before its confirmation the address is sent nothing of its area.
    await file('canacona-before', CANACONA, 'garbage');
    const confirmation = await eventually(async () =>
      sink.received.find((m) => recipientsOf(m).includes(visitor) && (m.text ?? '').includes('/alerts/confirm?token=')),
    );
    expect(confirmation.subject).toContain('Canacona');
    const confirmUrl = /https:\/\/portal\.example\.in\/alerts\/confirm\?token=(\S+)/.exec(confirmation.text ?? '')!;
    expect(confirmUrl).toBeTruthy();
    await outboxDrained(t);
    expect(alertMailsTo(visitor)).toHaveLength(0);

    // Opening the link is a GET of the client's page; the API changes nothing on GET.
    await t.http().get(`/api/alerts/confirm?token=${confirmUrl[1]}`).expect(404);
    await t.http().post(`/api/alerts/confirm?token=${confirmUrl[1]}x`).expect(400);
    const confirmed = await t.http().post(`/api/alerts/confirm?token=${confirmUrl[1]}`).expect(200);
    expect(confirmed.body).toEqual({ message: 'Your alert is on. You can stop it from any alert email.', areaName: 'Canacona' });

    const mine = await t.http().get('/api/alerts').set(talukaWatcher.auth).expect(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        taluka: '5610',
        ulb: null,
        areaName: 'Bardez',
        categories: [CATEGORY],
        events: ['new', 'updates'],
        frequency: 'instant',
        status: 'active',
      }),
    ]);
  });

  it('emails each instant alert exactly its complaints, one email per complaint and recipient, with one-click unsubscribe', async () => {
    await file('candolim-road', CANDOLIM);
    await file('candolim-garbage', CANDOLIM, 'garbage');
    await file('mapusa-road', MAPUSA);
    await file('canacona-garbage', CANACONA, 'garbage');
    await t.http().patch(`/api/admin/complaints/${ids['candolim-road']}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids['canacona-garbage']}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    await outboxDrained(t);

    const named = (mails: ParsedMail[]) => mails.map((m) => Object.entries(ids).find(([, id]) => (m.text ?? '').includes(id))?.[0]).sort();
    // Bardez, the alert's category only: two filed, and the one that changed.
    const bardez = alertMailsTo(talukaWatcher.email);
    expect(named(bardez)).toEqual(['candolim-road', 'candolim-road', 'mapusa-road']);
    expect(bardez.map((m) => m.subject).sort()).toEqual(['Bardez: a complaint changed', 'Bardez: a new complaint', 'Bardez: a new complaint']);
    // Canacona, every category, new complaints only, since its confirmation: in Konkani, the page's language.
    const canacona = alertMailsTo(visitor);
    expect(named(canacona)).toEqual(['canacona-garbage']);
    expect(canacona[0].subject).toBe('Canacona हांगच्यो तक्रारी: एक नवी तक्रार');
    expect(canacona[0].text).toContain('नमस्कार');
    // The daily circle is sent nothing at once.
    expect(alertMailsTo(circleWatcher.email)).toHaveLength(0);

    // RFC 8058: the one-click address (a POST) in List-Unsubscribe, and the page's link in the body.
    const mail = canacona[0];
    const header = rawHeader(mail, 'list-unsubscribe') ?? '';
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(https:\/\/portal\.example\.in\/api\/alerts\/unsubscribe\?token=([^>]+))>/.exec(header)!;
    expect(oneClick).toBeTruthy();
    expect(mail.text).toContain(`${PUBLIC_URL}/alerts/unsubscribe?token=${oneClick[2]}`);
    // The stored copy keeps no token (the sent-mail log redacts secrets).
    const logged: { text: string }[] = await t.app
      .get(DataSource)
      .query("SELECT text FROM mail_messages WHERE template_key = 'area_alert' AND $1 = ANY(to_addresses)", [visitor]);
    expect(logged.length).toBeGreaterThan(0);
    for (const row of logged) expect(row.text).not.toContain(oneClick[2]);

    // Every alert email links the list of the address's alerts: one who subscribed without an account sees and stops
    // them there (GET reads; each Stop POSTs the alert's own unsubscribe token).
    const manage = /https:\/\/portal\.example\.in\/alerts\/manage\?token=(\S+)/.exec(mail.text ?? '')!;
    expect(manage).toBeTruthy();
    const list = await t.http().get(`/api/alerts/manage?token=${manage[1]}`).expect(200);
    expect(list.body).toEqual({
      email: visitor,
      items: [expect.objectContaining({ ulb: '252100', areaName: 'Canacona', status: 'active', unsubscribeToken: expect.any(String) })],
    });
    for (const row of logged) expect(row.text).not.toContain(manage[1]);
    // A mail scanner's GET changes nothing; the mail client's POST (form body of RFC 8058) unsubscribes.
    await t.http().get(`/api/alerts/unsubscribe?token=${oneClick[2]}`).expect(404);
    await file('canacona-still', CANACONA, 'garbage');
    await outboxDrained(t);
    expect(named(alertMailsTo(visitor))).toEqual(['canacona-garbage', 'canacona-still']);
    const done = await t.http().post(`/api/alerts/unsubscribe?token=${oneClick[2]}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.body.message).toBe('You will get no more emails of this alert.');
    // A second POST (a client retrying) answers the same.
    await t.http().post(`/api/alerts/unsubscribe?token=${oneClick[2]}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await file('canacona-after', CANACONA, 'garbage');
    await outboxDrained(t);
    expect(named(alertMailsTo(visitor))).toEqual(['canacona-garbage', 'canacona-still']);
  });

  it('sends the daily circle its day in one digest when the clock has moved a day, and nothing the day after', async () => {
    const scheduler = t.app.get(AlertDigestScheduler);
    // Not due yet: its day has not passed.
    expect(await scheduler.runOnce()).toBe(0);
    offset = DAY;
    expect(await scheduler.runOnce()).toBe(1);
    await outboxDrained(t);
    const digests = alertMailsTo(circleWatcher.email);
    expect(digests).toHaveLength(1);
    // Within 1 km of Candolim and of the category: the Candolim road complaint only (not the garbage next to it, not Mapusa).
    const text = digests[0].text ?? '';
    expect(text).toContain(ids['candolim-road']);
    for (const other of ['candolim-garbage', 'mapusa-road', 'canacona-garbage']) expect(text).not.toContain(ids[other]);
    expect(digests[0].subject).toMatch(/^1 km around 15\.511, 73\.771: 1 complaint\(s\) new or changed on \d{1,2} \w+ \d{4}$/);
    expect(rawHeader(digests[0], 'list-unsubscribe')).toContain('/api/alerts/unsubscribe?token=');

    // The next run the same day prepares nothing; a day later with nothing new sends nothing.
    expect(await scheduler.runOnce()).toBe(0);
    offset = 2 * DAY;
    expect(await scheduler.runOnce()).toBe(1);
    await outboxDrained(t);
    expect(alertMailsTo(circleWatcher.email)).toHaveLength(1);
  });

  it('lets the owner delete an alert, and no one else', async () => {
    const [alert] = (await t.http().get('/api/alerts').set(circleWatcher.auth).expect(200)).body.items as { id: string }[];
    await t.http().delete(`/api/alerts/${alert.id}`).set(talukaWatcher.auth).expect(404);
    await t.http().delete(`/api/alerts/${alert.id}`).set(circleWatcher.auth).expect(200);
    expect((await t.http().get('/api/alerts').set(circleWatcher.auth).expect(200)).body.items).toEqual([]);
  });

  it('sends one email when two alerts of an address match, and its one-click unsubscribe stops both', async () => {
    const watcher = await createUser(t);
    const subscribe = (area: Record<string, unknown>) =>
      t
        .http()
        .post('/api/alerts')
        .set(watcher.auth)
        .send({ ...area, events: ['new'], frequency: 'instant' })
        .expect(201);
    await subscribe({ ulb: '252100' });
    await subscribe({ ...CANACONA.point, radius: 1000 });
    await file('canacona-both', CANACONA, 'garbage');
    await outboxDrained(t);
    const mails = alertMailsTo(watcher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(ids['canacona-both']);
    const oneClick = /<https:\/\/portal\.example\.in\/api\/alerts\/unsubscribe\?token=([^>]+)>/.exec(rawHeader(mails[0], 'list-unsubscribe') ?? '')!;
    expect(oneClick).toBeTruthy();
    await t.http().post(`/api/alerts/unsubscribe?token=${oneClick[1]}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await t.http().get('/api/alerts').set(watcher.auth).expect(200)).body.items).toEqual([]);
    await file('canacona-neither', CANACONA, 'garbage');
    await outboxDrained(t);
    expect(alertMailsTo(watcher.email)).toHaveLength(1);
    // The email links the list of the address's alerts, which reads only: each alert carries the token that stops it.
    const manage = /https:\/\/portal\.example\.in\/alerts\/manage\?token=(\S+)/.exec(mails[0].text ?? '')!;
    expect(manage).toBeTruthy();
    const listed = await t.http().get(`/api/alerts/manage?token=${manage[1]}`).expect(200);
    expect(listed.body).toEqual({ email: watcher.email.toLowerCase(), items: [] });
    await t
      .http()
      .get(`/api/alerts/manage?token=${manage[1].slice(0, -2)}AA`)
      .expect(400);
    // A token naming several alerts is tamper-evident like one naming one: another id added to it is refused.
    const [list, mac] = oneClick[1].split('.');
    await t.http().post(`/api/alerts/unsubscribe?token=${list}~00000000-0000-4000-8000-000000000000.${mac}`).expect(400);
  });

  it('pauses the alerts of an address that bounced: a bounce marks it failing and nothing more is sent to it', async () => {
    const before = alertMailsTo(talukaWatcher.email).length;
    // What the inbound mail adapter sends for a delivery status notification naming the address.
    await t.app
      .get(CommandBus)
      .execute(new MarkAddressesFailingCommand([{ email: talukaWatcher.email.toUpperCase(), reason: '5.1.1 user unknown' }], new Date()));
    await outboxDrained(t);
    const [alert] = (await t.http().get('/api/alerts').set(talukaWatcher.auth).expect(200)).body.items as { status: string }[];
    expect(alert.status).toBe('paused');
    await file('candolim-after-bounce', CANDOLIM);
    await outboxDrained(t);
    expect(alertMailsTo(talukaWatcher.email)).toHaveLength(before);
  });
});
