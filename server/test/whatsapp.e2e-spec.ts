import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { LINK_CODES_PER_HOUR } from '../src/whatsapp/domain/link-code.entity.js';
import { cachesSettled, createTestApp, eventually, outboxDrained, type TestApp } from './helpers/test-app.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { AppConfig } from '../src/kernel/config/app-config.js';
import { Clock } from '../src/kernel/clock/clock.js';
import { PersonalDataRegistry } from '../src/kernel/personal-data/personal-data.registry.js';
import { WhatsAppQueue } from '../src/whatsapp/public.js';
import { SendWhatsAppUpdates } from '../src/whatsapp/reactions/send-whatsapp-updates.js';
import type { DomainEvent } from '../src/kernel/events/domain-event.js';
import { createUser, fileComplaint, photo } from './complaints-fixtures.js';

/**
 * WhatsApp conversations (docs/adr/0151-whatsapp-channel.md) driven through the signed webhook against a stand-in of
 * the Graph API (a local HTTP server speaking the documented protocol): media downloaded with the token, interactive
 * lists and buttons, a location pin (and one outside Goa), a typed place, a photo over the plan's limit, 'Me too', a
 * bad signature (401, nothing stored), a redelivery (one complaint), each of the four languages; the admins' desk
 * shows the complaint's channel, photos and pin; the complaint's news sent back as template messages
 * (docs/adr/0153-hearing-back-on-whatsapp.md) and the "Was it fixed?" button answering the follow-up. Then the embedded
 * simulator, with the WHATSAPP_* variables unset.
 */

const APP_SECRET = 'test-app-secret';
const TOKEN = 'test-access-token';
const PHONE_ID = '1234567890';
const VERIFY = 'verify-me';

interface Sent {
  to: string;
  type: string;
  text: string;
  rows: { id: string; title: string }[];
  buttons: { id: string; title: string }[];
  /** A template message's name, language, body parameters and quick-reply payloads. */
  template?: { name: string; language: string; parameters: string[]; payloads: string[] };
}

interface TemplateComponent {
  type: string;
  sub_type?: string;
  index?: string;
  parameters: { type: string; text?: string; payload?: string }[];
}

/** Template messages the stand-in refuses next, with the HTTP status it answers them (an outage, a refusal). */
interface TemplateFailures {
  remaining: number;
  status: number;
}

/**
 * The stand-in of the Graph API: records sent messages, serves media by id with the bearer token; refuses the next
 * `failures.remaining` template messages with `failures.status` (recording nothing), as the Cloud API does when it is
 * failing (5xx), rate limiting (429) or refusing the message (400).
 */
async function startGraph(): Promise<{
  url: string;
  sent: Sent[];
  downloads: string[];
  media: Map<string, Buffer>;
  failures: TemplateFailures;
  close: () => Promise<void>;
}> {
  const sent: Sent[] = [];
  const downloads: string[] = [];
  const media = new Map<string, Buffer>();
  const failures: TemplateFailures = { remaining: 0, status: 503 };
  let url = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401).end('{}');
        return;
      }
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === `/v21.0/${PHONE_ID}/messages`) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (body.type === 'template' && failures.remaining > 0) {
          failures.remaining -= 1;
          res.writeHead(failures.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stand-in refusal', code: 131000 } }));
          return;
        }
        const i = body.interactive;
        const components: TemplateComponent[] = body.template?.components ?? [];
        sent.push({
          to: body.to,
          type: body.type === 'interactive' ? i.type : body.type,
          text: body.type === 'text' ? body.text.body : body.type === 'template' ? '' : i.body.text,
          ...(body.type === 'template'
            ? {
                template: {
                  name: body.template.name,
                  language: body.template.language.code,
                  parameters: components.filter((c) => c.type === 'body').flatMap((c) => c.parameters.map((p) => p.text!)),
                  payloads: components
                    .filter((c) => c.type === 'button' && c.sub_type === 'quick_reply')
                    .sort((a, b) => Number(a.index) - Number(b.index))
                    .map((c) => c.parameters[0].payload!),
                },
              }
            : {}),
          rows: i?.type === 'list' ? i.action.sections.flatMap((s: { rows: { id: string; title: string }[] }) => s.rows) : [],
          buttons: i?.type === 'button' ? i.action.buttons.map((b: { reply: { id: string; title: string } }) => b.reply) : [],
        });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.out.${sent.length}` }] }));
        return;
      }
      const meta = /^\/v21\.0\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && meta && media.has(meta[1])) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ url: `${url}/files/${meta[1]}`, mime_type: 'image/jpeg', id: meta[1], file_size: media.get(meta[1])!.length }));
        return;
      }
      const file = /^\/files\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && file && media.has(file[1])) {
        downloads.push(file[1]);
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(media.get(file[1]));
        return;
      }
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, sent, downloads, media, failures, close: () => new Promise((r) => server.close(() => r())) };
}

let seq = 0;
const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** Meta's delivery of one message from `from`. */
function delivery(from: string, content: Record<string, unknown>, id = `wamid.test.${Date.now()}.${++seq}`) {
  return {
    id,
    body: JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '910000000000', phone_number_id: PHONE_ID },
                contacts: [{ profile: { name: 'Citizen' }, wa_id: from }],
                messages: [{ from, id, timestamp: '1760000000', ...content }],
              },
            },
          ],
        },
      ],
    }),
  };
}

const text = (body: string) => ({ type: 'text', text: { body } });
const listReply = (id: string) => ({ type: 'interactive', interactive: { type: 'list_reply', list_reply: { id, title: id } } });
const buttonReply = (id: string) => ({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id, title: id } } });
const image = (id: string) => ({ type: 'image', image: { id, mime_type: 'image/jpeg', sha256: 'x' } });
const location = (latitude: number, longitude: number, name = '') => ({ type: 'location', location: { latitude, longitude, name } });

describe('WhatsApp conversations through the signed webhook', () => {
  let t: TestApp;
  let graph: Awaited<ReturnType<typeof startGraph>>;
  let dir: string;
  let ds: DataSource;
  let sink: MailSink;

  before(async () => {
    graph = await startGraph();
    graph.media.set('media-one', photo('goa-panaji.jpg'));
    graph.media.set('media-two', photo('goa-panaji.jpg'));
    dir = mkdtempSync(join(tmpdir(), 'civic-whatsapp-'));
    // An SMTP sink: the authority's forward email carries the response link the "hearing back" test answers through.
    sink = await startMailSink();
    t = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Goa Civic Portal <portal@whatsapp.test>',
      UPLOAD_DIR: dir,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY,
      WHATSAPP_API_URL: graph.url,
    });
    ds = t.app.get(DataSource);
  });

  after(async () => {
    await t?.close();
    await graph?.close();
    await sink?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Delivers one message signed as Meta signs; waits until its step ran and every reply was sent; answers the new replies. */
  async function send(from: string, content: Record<string, unknown>, id?: string): Promise<Sent[]> {
    const before = graph.sent.filter((s) => s.to === from).length;
    const d = delivery(from, content, id);
    await t.http().post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', sign(d.body)).send(d.body).expect(200);
    await eventually(async () => (await ds.query('SELECT 1 FROM whatsapp_inbound WHERE message_id = $1 AND handled_at IS NOT NULL', [d.id])).length === 1);
    await eventually(async () => (await ds.query("SELECT 1 FROM whatsapp_messages WHERE phone = $1 AND status = 'pending'", [from])).length === 0);
    return graph.sent.filter((s) => s.to === from).slice(before);
  }

  /** Language, consent, category roads, the first subcategory, one photo: answers the replies to the last step. */
  async function startComplaint(from: string, locale: string): Promise<void> {
    const [welcome] = await send(from, text('hi'));
    expect(welcome.type).toBe('list');
    expect(welcome.rows.map((r) => r.id)).toEqual(['lang:en', 'lang:kok', 'lang:mr', 'lang:hi']);
    const [privacy] = await send(from, listReply(`lang:${locale}`));
    expect(privacy.buttons.map((b) => b.id)).toEqual(['consent:yes', 'consent:no']);
    // Nothing is stored about the sender before consent: no account, no transcript.
    expect(await ds.query('SELECT user_id FROM whatsapp_conversations WHERE phone = $1', [from])).toEqual([{ user_id: null }]);
    expect(await ds.query('SELECT 1 FROM whatsapp_messages WHERE phone = $1 AND direction = $2', [from, 'in'])).toEqual([]);
    const [categories] = await send(from, buttonReply('consent:yes'));
    expect(categories.type).toBe('list');
    expect(categories.rows.some((r) => r.id === 'cat:roads')).toBe(true);
    const [subcategories] = await send(from, listReply('cat:roads'));
    expect(subcategories.rows.length).toBeGreaterThan(1);
    const [askPhotos] = await send(from, listReply('sub:0'));
    expect(askPhotos.buttons.map((b) => b.id)).toEqual(['photos:done']);
    const [received] = await send(from, image('media-one'));
    expect(received.text).toContain('1');
  }

  it('answers Meta’s verification with the challenge, and refuses a wrong token', async () => {
    const ok = await t.http().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY, 'hub.challenge': '12345' }).expect(200);
    expect(ok.text).toBe('12345');
    await t.http().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' }).expect(403);
  });

  it('refuses a delivery with a bad or missing signature with 401 and stores nothing', async () => {
    const d = delivery('919800000001', text('hi'));
    const bad = await t
      .http()
      .post('/api/whatsapp/webhook')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', sign(d.body, 'wrong'))
      .send(d.body)
      .expect(401);
    expect(bad.body.error.code).toBe('UNAUTHORIZED');
    await t.http().post('/api/whatsapp/webhook').set('content-type', 'application/json').send(d.body).expect(401);
    expect(await ds.query('SELECT 1 FROM whatsapp_inbound WHERE message_id = $1', [d.id])).toEqual([]);
    expect(await ds.query('SELECT 1 FROM whatsapp_conversations WHERE phone = $1', ['919800000001'])).toEqual([]);
  });

  it('answers 200 to an unknown shape and to statuses, recording nothing', async () => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: 'x', status: 'read' }] } }] }],
    });
    const res = await t
      .http()
      .post('/api/whatsapp/webhook')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', sign(raw))
      .send(raw)
      .expect(200);
    expect(res.body).toEqual({ accepted: 0 });
  });

  it('files a complaint in English: lists, media download, photo over the limit, pin outside Goa then in Goa, one complaint on redelivery', async () => {
    const from = '919800000010';
    await startComplaint(from, 'en');
    expect(graph.downloads).toEqual(['media-one']);
    // The Free plan allows one photo: the second is refused without being downloaded.
    const [over] = await send(from, image('media-two'));
    expect(over.text).toContain('Your plan allows 1 photos');
    expect(graph.downloads).toEqual(['media-one']);
    const [askLocation] = await send(from, buttonReply('photos:done'));
    expect(askLocation.text).toContain('location pin');
    const [outside] = await send(from, location(19.076, 72.8777, 'Mumbai'));
    expect(outside.text).toContain('outside Goa');
    const placed = await send(from, location(15.4989, 73.8278, 'Panaji market'));
    expect(placed[0].text).toContain('Panaji market');
    expect(placed[1].text).toContain('Describe the problem');
    const [summary] = await send(from, text('A deep pothole in front of the market'));
    expect(summary.buttons.map((b) => b.id)).toEqual(['confirm:submit', 'kw:cancel']);
    const confirmId = `wamid.confirm.${Date.now()}`;
    const [filed] = await send(from, buttonReply('confirm:submit'), confirmId);
    const id = /(GOA-\d{4}-\d+)/.exec(filed.text)?.[1];
    expect(id).toBeDefined();
    expect(filed.text).toContain(`/c/${id}`);

    // Meta retries the confirming delivery: recorded once, no second complaint.
    const d = delivery(from, buttonReply('confirm:submit'), confirmId);
    const again = await t
      .http()
      .post('/api/whatsapp/webhook')
      .set('content-type', 'application/json')
      .set('x-hub-signature-256', sign(d.body))
      .send(d.body)
      .expect(200);
    expect(again.body).toEqual({ accepted: 0 });
    const [row] = await ds.query(
      `SELECT c.public_id, c.channel, c.photos, c.lat::float8 AS lat, c.lng::float8 AS lng, c.location_source, u.email, u.phone, u.auth_provider
         FROM complaints c JOIN users u ON u.id = c.reporter_id WHERE u.phone = $1`,
      [`+${from}`],
    );
    expect(row).toMatchObject({
      public_id: id,
      channel: 'whatsapp',
      lat: 15.4989,
      lng: 73.8278,
      location_source: 'manual',
      email: `wa-${from}@whatsapp.invalid`,
      auth_provider: 'whatsapp',
    });
    expect(row.photos).toHaveLength(1);
    expect((await ds.query('SELECT count(*)::int AS n FROM complaints c JOIN users u ON u.id = c.reporter_id WHERE u.phone = $1', [`+${from}`]))[0].n).toBe(1);

    // The admins' desk shows the channel, the photo and the pin.
    const admin = await createUser(t, { role: 'superadmin' });
    const desk = await t.http().get(`/api/admin/complaints/${id}`).set(admin.auth).expect(200);
    expect(desk.body).toMatchObject({ channel: 'whatsapp' });
    expect(desk.body.photos).toHaveLength(1);
    const photoRes = await t.http().get(desk.body.photos[0]).expect(200);
    expect(photoRes.headers['content-type']).toMatch(/^image\//);

    // 'my complaints' works at any point and lists it.
    const [mine] = await send(from, text('my complaints'));
    expect(mine.text).toContain(id!);
  });

  it('offers "Me too" for an open complaint of the category within 150 m, in Konkani', async () => {
    const from = '919800000020';
    await startComplaint(from, 'kok');
    const [askLocation] = await send(from, buttonReply('photos:done'));
    expect(askLocation.text).toContain('सुवातेचो पिन');
    const placed = await send(from, location(15.499, 73.8279));
    expect(placed[1].buttons.map((b) => b.id)).toEqual(['me_too:support', 'me_too:file', 'kw:cancel']);
    expect(placed[1].text).toContain('150');
    const [askDescription] = await send(from, buttonReply('me_too:file'));
    expect(askDescription.text).toBe('समस्या थोडक्यांत सांगात.');
    const [summary] = await send(from, text('रस्त्यार व्हड खड्डो'));
    expect(summary.text).toContain('ही तक्रार दाखल करूंया?');
    const [filed] = await send(from, buttonReply('confirm:submit'));
    expect(filed.text).toMatch(/तुमची तक्रार GOA-\d{4}-\d+ दाखल जाली/);
  });

  it('says "Me too" on the open complaint nearby instead of filing again', async () => {
    const from = '919800000080';
    await startComplaint(from, 'en');
    await send(from, buttonReply('photos:done'));
    const placed = await send(from, location(15.4989, 73.8278));
    const nearby = /(GOA-\d{4}-\d+)/.exec(placed[1].text)![1];
    const [added] = await send(from, buttonReply('me_too:support'));
    expect(added.text).toContain(`your "Me too" was added to ${nearby}`);
    const [{ support_count: count }] = await ds.query('SELECT support_count FROM complaints WHERE public_id = $1', [nearby]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await ds.query('SELECT step, draft FROM whatsapp_conversations WHERE phone = $1', [from]))[0]).toEqual({ step: 'idle', draft: {} });
  });

  it('files in Hindi with a typed place name', async () => {
    const from = '919800000030';
    await startComplaint(from, 'hi');
    await send(from, buttonReply('photos:done'));
    const [notFound] = await send(from, text('Xyzzyplace'));
    expect(notFound.text).toContain('गोवा का कोई स्थान नहीं मिला');
    const placed = await send(from, text('Mapusa'));
    expect(placed[0].text).toContain('Mapusa');
    await send(from, text('सड़क पर गड्ढा'));
    const [filed] = await send(from, buttonReply('confirm:submit'));
    expect(filed.text).toMatch(/आपकी शिकायत GOA-\d{4}-\d+ दर्ज हो गई/);
    const [row] = await ds.query('SELECT c.location_source, c.channel FROM complaints c JOIN users u ON u.id = c.reporter_id WHERE u.phone = $1', [`+${from}`]);
    expect(row).toEqual({ location_source: 'search', channel: 'whatsapp' });
  });

  it('speaks Marathi, and help, status and cancel work at any step in that language', async () => {
    const from = '919800000040';
    await startComplaint(from, 'mr');
    const [help] = await send(from, text('मदत'));
    expect(help.text).toContain('"स्थिती"');
    const [status] = await send(from, text('स्थिती'));
    expect(status.text).toBe('तुमची अजून एकही तक्रार नाही.');
    const [cancelled] = await send(from, text('रद्द'));
    expect(cancelled.text).toContain('रद्द केले');
    expect((await ds.query('SELECT step, draft FROM whatsapp_conversations WHERE phone = $1', [from]))[0]).toEqual({ step: 'idle', draft: {} });
  });

  /** Asks My Profile for a code linking `from` to `citizen`'s account; answers the code the stand-in received. */
  async function requestLinkCode(citizen: { auth: Record<string, string> }, from: string): Promise<string> {
    const before = graph.sent.length;
    await t
      .http()
      .post('/api/whatsapp/link/request')
      .set(citizen.auth)
      .send({ phone: `+${from}` })
      .expect(200);
    const code = /\b(\d{6})\b/.exec(graph.sent.slice(before).find((m) => m.to === from)?.text ?? '')?.[1];
    expect(code).toBeDefined();
    return code!;
  }

  /** Links `from` to `citizen`'s account from My Profile: the code the stand-in received, confirmed. */
  async function linkNumber(citizen: { auth: Record<string, string> }, from: string): Promise<void> {
    const code = await requestLinkCode(citizen, from);
    await t.http().post('/api/whatsapp/link/confirm').set(citizen.auth).send({ code }).expect(200, { phone: from });
  }

  const channelsOf = async (citizen: { auth: Record<string, string> }) => {
    const me = await t.http().get('/api/auth/me').set(citizen.auth).expect(200);
    return { whatsappNumber: me.body.whatsappNumber, notificationChannels: me.body.notificationChannels };
  };

  it('makes WhatsApp a chosen channel: linking adds it, the conversation and My Profile change it, and updates follow the choice', async () => {
    const citizen = await createUser(t);
    const admin = await createUser(t, { role: 'superadmin' });
    const from = '919800000300';
    const refused = await t
      .http()
      .put('/api/auth/me/notification-channels')
      .set(citizen.auth)
      .send({ channels: ['email', 'whatsapp'] })
      .expect(400);
    expect(refused.body.error.details.fields).toEqual({ channels: ['Link a WhatsApp number before choosing WhatsApp'] });

    // The number first had an account of its own, which hears on WhatsApp alone.
    await send(from, text('hi'));
    await send(from, listReply('lang:en'));
    await send(from, buttonReply('consent:yes'));
    await send(from, text('cancel'));
    const [own] = await ds.query('SELECT id, notification_channels FROM users WHERE whatsapp_number = $1', [from]);
    expect(own.notification_channels).toEqual(['whatsapp']);

    await linkNumber(citizen, from);
    expect(await channelsOf(citizen)).toEqual({ whatsappNumber: from, notificationChannels: ['email', 'whatsapp'] });
    // The number's own account released it: one account per number.
    expect(await ds.query('SELECT whatsapp_number FROM users WHERE id = $1', [own.id])).toEqual([{ whatsapp_number: null }]);

    // 'updates' in the conversation offers every set of the account's channels, the current one first.
    const [choices] = await send(from, text('updates'));
    expect(choices.text).toBe('You hear about your complaints by: WhatsApp + email. Choose how to hear from now on:');
    expect(choices.rows).toEqual([
      { id: 'hear:email+whatsapp', title: 'WhatsApp + email' },
      { id: 'hear:email', title: 'email' },
      { id: 'hear:whatsapp', title: 'WhatsApp' },
    ]);
    // A channel the account cannot be reached on (no verified phone) or no channel at all changes nothing: the list again.
    for (const forged of ['hear:sms', 'hear:email+fax', 'hear:']) {
      const [again] = await send(from, listReply(forged));
      expect(again.rows.map((r) => r.id)).toEqual(['hear:email+whatsapp', 'hear:email', 'hear:whatsapp']);
    }
    expect((await channelsOf(citizen)).notificationChannels).toEqual(['email', 'whatsapp']);
    const [saved] = await send(from, listReply('hear:email'));
    expect(saved.text).toBe('Saved: you will hear about your complaints by email.');
    expect((await channelsOf(citizen)).notificationChannels).toEqual(['email']);

    // Email alone: an admin's status change sends no template message.
    const id = await fileComplaint(t, citizen);
    const templates = () => graph.sent.filter((m) => m.to === from && m.type === 'template');
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    await outboxDrained(t);
    expect(templates()).toEqual([]);

    // WhatsApp alone, chosen on My Profile: the next change reaches the number.
    const chosen = await t
      .http()
      .put('/api/auth/me/notification-channels')
      .set(citizen.auth)
      .send({ channels: ['whatsapp'] })
      .expect(200);
    expect(chosen.body.notificationChannels).toEqual(['whatsapp']);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'resolved' }).expect(200);
    await outboxDrained(t);
    expect(templates().map((m) => m.template?.name)).toEqual(['complaint_status_update']);
  });

  it('moves the complaints a number filed on its own account to the account it is then linked to', async () => {
    const from = '919800000320';
    await startComplaint(from, 'en');
    await send(from, buttonReply('photos:done'));
    const placed = await send(from, text('Canacona'));
    // An open complaint of the category close by is offered first: this one is filed anyway.
    if (placed.some((m) => m.buttons.some((b) => b.id === 'me_too:file'))) await send(from, buttonReply('me_too:file'));
    await send(from, text('Pothole by the bus stand'));
    await send(from, buttonReply('confirm:submit'));
    const [own] = await ds.query('SELECT id FROM users WHERE whatsapp_number = $1', [from]);
    const filed: { public_id: string }[] = await ds.query('SELECT public_id FROM complaints WHERE reporter_id = $1', [own.id]);
    expect(filed).toHaveLength(1);

    const citizen = await createUser(t);
    // Before the link the web account said "Me too" on it, not knowing it was its own person's complaint.
    const meToo = await t.http().post(`/api/complaints/${filed[0].public_id}/me-too`).set(citizen.auth).expect(200);
    expect(meToo.body.supportCount).toBe(1);
    await linkNumber(citizen, from);
    await outboxDrained(t);
    const mine = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
    expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([filed[0].public_id]);
    // One person never supports their own complaint: the "Me too" went, and its count with it.
    expect(await ds.query('SELECT support_count FROM complaints WHERE public_id = $1', [filed[0].public_id])).toEqual([{ support_count: 0 }]);
    expect(await ds.query('SELECT 1 FROM complaint_supports WHERE user_id = $1', [citizen.id])).toEqual([]);
    expect(await ds.query('SELECT 1 FROM complaints WHERE reporter_id = $1', [own.id])).toEqual([]);
    // Its photo went with it: the linked account owns the upload.
    expect(await ds.query('SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1', [own.id])).toEqual([{ n: 0 }]);
  });

  it('tries a template message again while the Graph API fails (503), and marks a refused one failed without retrying', async () => {
    const citizen = await createUser(t);
    const admin = await createUser(t, { role: 'superadmin' });
    const from = '919800000310';
    await linkNumber(citizen, from);
    const id = await fileComplaint(t, citizen);
    const templates = () => graph.sent.filter((m) => m.to === from && m.type === 'template');
    const logged = () =>
      ds.query("SELECT status, attempts, error IS NOT NULL AS has_error FROM whatsapp_messages WHERE phone = $1 AND kind = 'template' ORDER BY created_at", [
        from,
      ]);

    graph.failures.remaining = 2;
    graph.failures.status = 503;
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    await eventually(async () => templates().length === 1, 30_000);
    expect(await logged()).toEqual([{ status: 'sent', attempts: 3, has_error: false }]);

    graph.failures.remaining = 1;
    graph.failures.status = 400;
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'resolved' }).expect(200);
    await outboxDrained(t);
    expect(templates()).toHaveLength(1);
    expect((await logged())[1]).toEqual({ status: 'failed', attempts: 1, has_error: true });
    expect(graph.failures.remaining).toBe(0);

    // The mail log's WhatsApp messages: the number's, a page at a time, newest first, the failed one with its error.
    const sentCount = Number((await ds.query("SELECT count(*) AS n FROM whatsapp_messages WHERE phone = $1 AND direction = 'out'", [from]))[0].n);
    const first = await t.http().get('/api/admin/whatsapp/messages').query({ q: from, limit: 1 }).set(admin.auth).expect(200);
    expect(first.body).toMatchObject({ total: sentCount, page: 1, pages: sentCount });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({ phone: from, kind: 'template', status: 'failed' });
    expect(first.body.items[0].error).toContain('400');
    // The number as an admin types it finds the same messages.
    const typed = await t
      .http()
      .get('/api/admin/whatsapp/messages')
      .query({ q: `+${from.slice(0, 2)} ${from.slice(2)}`, limit: 1 })
      .set(admin.auth)
      .expect(200);
    expect(typed.body.total).toBe(sentCount);
    await t.http().get('/api/admin/whatsapp/messages').query({ limit: 201 }).set(admin.auth).expect(400);
    await t.http().get('/api/admin/whatsapp/messages').set(citizen.auth).expect(403);
  });

  it('sends at most 5 link codes an hour per account and to one number across accounts (429 beyond): new codes bring no new tries', async () => {
    const citizen = await createUser(t);
    const from = '919800000061';
    for (let i = 0; i < LINK_CODES_PER_HOUR; i += 1) await requestLinkCode(citizen, from);
    const refused = await t.http().post('/api/whatsapp/link/request').set(citizen.auth).send({ phone: '+919800000062' }).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many codes sent. Try again in an hour.' });
    // Another account cannot go on asking for codes to the same number.
    const other = await createUser(t);
    await t
      .http()
      .post('/api/whatsapp/link/request')
      .set(other.auth)
      .send({ phone: `+${from}` })
      .expect(429);
    // Its own number is not held back by the first account's codes.
    await requestLinkCode(other, '919800000063');
    // An hour later the account may ask again.
    await ds.query("UPDATE whatsapp_link_codes SET window_started_at = window_started_at - interval '61 minutes' WHERE user_id = $1", [citizen.id]);
    await requestLinkCode(citizen, from);
  });

  it('links a number to an existing account from My Profile with a code sent on WhatsApp', async () => {
    const citizen = await createUser(t);
    const from = '919800000050';
    await t.http().post('/api/whatsapp/link/request').set(citizen.auth).send({ phone: 'abc' }).expect(400);
    const code = await requestLinkCode(citizen, from);
    // The transcript never keeps the code.
    const logged = await ds.query("SELECT body FROM whatsapp_messages WHERE phone = $1 AND direction = 'out'", [from]);
    expect(JSON.stringify(logged)).not.toContain(code);
    const wrong = await t
      .http()
      .post('/api/whatsapp/link/confirm')
      .set(citizen.auth)
      .send({ code: code === '000000' ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.error.details.fields).toEqual({ code: ['The code is wrong or has expired. Ask for a new one.'] });
    await t.http().post('/api/whatsapp/link/confirm').set(citizen.auth).send({ code }).expect(200, { phone: from });
    await t.http().get('/api/whatsapp/link').set(citizen.auth).expect(200, { phone: from });
    // The code is spent.
    await t.http().post('/api/whatsapp/link/confirm').set(citizen.auth).send({ code }).expect(400);
    // The linked number skips language and consent and files under the account.
    const [categories] = await send(from, text('hi'));
    expect(categories.rows.some((r) => r.id === 'cat:roads')).toBe(true);
    expect(await ds.query('SELECT user_id FROM whatsapp_conversations WHERE phone = $1', [from])).toEqual([{ user_id: citizen.id }]);
  });

  it('closes a conversation left for 30 minutes, keeps its draft, and "continue" resumes it', async () => {
    const from = '919800000060';
    await startComplaint(from, 'en');
    await ds.query("UPDATE whatsapp_conversations SET last_activity_at = now() - interval '31 minutes' WHERE phone = $1", [from]);
    const swept = await t.app.get(WhatsAppQueue).sweep();
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    const [closed] = await ds.query('SELECT step, closed_at IS NOT NULL AS closed, draft FROM whatsapp_conversations WHERE phone = $1', [from]);
    expect(closed).toMatchObject({ step: 'idle', closed: true, draft: { resumeStep: 'photos', category: 'roads' } });
    const [told] = await send(from, text('hello again'));
    expect(told.text).toContain('closed after 30 minutes');
    const [resumed] = await send(from, text('continue'));
    expect(resumed.buttons.map((b) => b.id)).toEqual(['photos:done']);
    expect((await ds.query('SELECT draft FROM whatsapp_conversations WHERE phone = $1', [from]))[0].draft.photos).toHaveLength(1);
    // A day later the kept draft of a closed conversation is dropped.
    await ds.query("UPDATE whatsapp_conversations SET last_activity_at = now() - interval '2 days' WHERE phone = $1", [from]);
    await t.app.get(WhatsAppQueue).sweep();
    await ds.query("UPDATE whatsapp_conversations SET closed_at = now() - interval '25 hours' WHERE phone = $1", [from]);
    await t.app.get(WhatsAppQueue).sweep();
    expect((await ds.query('SELECT draft FROM whatsapp_conversations WHERE phone = $1', [from]))[0].draft).toEqual({});
  });

  it('answers a blocked account that it cannot file, and the data rights export and erase the number', async () => {
    const from = '919800000070';
    await startComplaint(from, 'en');
    const [{ user_id: userId }] = await ds.query('SELECT user_id FROM whatsapp_conversations WHERE phone = $1', [from]);
    await ds.query('UPDATE users SET blocked = true WHERE id = $1', [userId]);
    await cachesSettled(t);
    const [refused] = await send(from, buttonReply('photos:done'));
    expect(refused.text).toContain('This account is blocked');
    const holder = t.app
      .get(PersonalDataRegistry)
      .holders()
      .find((h) => h.section === 'whatsapp')!;
    const subject = { id: userId, email: `wa-${from}@whatsapp.invalid` };
    const exported = (await holder.collect(subject)).records as { phone: string; transcript: unknown[] }[];
    expect(exported[0].phone).toBe(`+${from}`);
    expect(exported[0].transcript.length).toBeGreaterThan(5);
    await ds.transaction((manager) => holder.erase!(subject, manager));
    expect(await ds.query('SELECT 1 FROM whatsapp_messages WHERE phone = $1 UNION ALL SELECT 1 FROM whatsapp_conversations WHERE phone = $1', [from])).toEqual(
      [],
    );
  });

  it('pages a list of more than 10 categories (WhatsApp shows 10 rows): the tenth row asks for the next ones', async () => {
    const admin = await createUser(t, { role: 'superadmin' });
    for (const name of ['Water leaks', 'Street lights', 'Drainage'])
      await t.http().post('/api/admin/categories').set(admin.auth).send({ name, icon: '🚰', description: name, subcategories: 'One, Two' }).expect(201);
    await cachesSettled(t);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM categories WHERE enabled');
    expect(n).toBeGreaterThan(10);
    const from = '919800000090';
    await send(from, text('hi'));
    await send(from, listReply('lang:en'));
    const [first] = await send(from, buttonReply('consent:yes'));
    expect(first.rows).toHaveLength(10);
    expect(first.rows[9]).toEqual({ id: 'page:9', title: 'More…' });
    const [next] = await send(from, listReply('page:9'));
    expect(next.rows.map((r) => r.id)).toHaveLength(n - 9);
    expect(next.rows.some((r) => r.title === 'Drainage')).toBe(true);
  });

  /** The next template message sent to `to` after the first `after` of them. */
  const templateTo = (to: string, after: number) => eventually(async () => graph.sent.filter((s) => s.to === to && s.type === 'template')[after] ?? null);

  it('sends a WhatsApp complaint’s news as template messages in the conversation’s language, and its "Was it fixed?" button confirms the fix', async () => {
    const from = '919800000100';
    const publicUrl = t.app.get(AppConfig).publicUrl;
    await startComplaint(from, 'hi');
    const categoryRow = graph.sent.find((s) => s.to === from && s.rows.some((r) => r.id === 'cat:roads'))!.rows.find((r) => r.id === 'cat:roads')!;
    await send(from, buttonReply('photos:done'));
    const placed = await send(from, text('Mapusa'));
    // The Hindi filing above is an open roads complaint in Mapusa: file anyway.
    if (placed.some((p) => p.buttons.some((b) => b.id === 'me_too:file'))) await send(from, buttonReply('me_too:file'));
    await send(from, text('सड़क पर गड्ढा'));
    const [filed] = await send(from, buttonReply('confirm:submit'));
    const id = /(GOA-\d{4}-\d+)/.exec(filed.text)![1];
    const link = `${publicUrl}/c/${id}`;
    const admin = await createUser(t, { role: 'superadmin' });
    // An office for roads where the complaint is (the place inferred from the pin), unless one is there already.
    const [{ geo }] = await ds.query('SELECT geo FROM complaints WHERE public_id = $1', [id]);
    const codes = Object.fromEntries(Object.entries(geo ?? {}).filter(([, v]) => v !== null));
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(admin.auth)
      .send({
        scope: codes.ulbCode ? 'Urban' : 'Rural',
        ...codes,
        categoryKey: 'roads',
        authorityEmail: 'roads@whatsapp.test',
        authorityName: 'PWD Mapusa',
        authorityDesignation: 'Executive Engineer',
      })
      .expect((res) =>
        expect({ status: [201, 409].includes(res.status) ? 'ok' : res.status, body: [201, 409].includes(res.status) ? {} : res.body }).toEqual({
          status: 'ok',
          body: {},
        }),
      );

    // The desk forwards it: complaint_status_update in Hindi, the category in Hindi, the status word, the link.
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'forwarded' }).expect(200);
    const update = await templateTo(from, 0);
    expect(update.template).toMatchObject({ name: 'complaint_status_update', language: 'hi', payloads: [] });
    const [pid, category, status, url] = update.template!.parameters;
    expect([pid, status, url]).toEqual([id, 'आगे भेजी गई', link]);
    expect(category.startsWith(categoryRow.title.replace(/…$/, ''))).toBe(true);
    // The simulator page's log shows it as sent, its text rendered.
    const logged = await eventually(
      async () => (await ds.query("SELECT status, body FROM whatsapp_messages WHERE phone = $1 AND kind = 'template' AND status <> 'pending'", [from]))[0],
    );
    expect(logged.status).toBe('sent');
    expect(logged.body.message.text).toContain(`शिकायत ${id}`);

    // The authority answers through its link: one complaint_authority_answer (the status change it makes sends none).
    const mail = await eventually(async () => sink.received.find((m) => m.subject?.includes(id) && /\/respond\/[A-Za-z0-9_-]{43}/.test(m.text ?? '')) ?? null);
    const token = /\/respond\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];
    await t.http().post(`/api/respond/${token}`).send({ action: 'resolved', message: 'Pothole filled.' }).expect(200);
    const answer = await templateTo(from, 1);
    expect(answer.template).toMatchObject({ name: 'complaint_authority_answer', language: 'hi' });
    const [{ authority }] = await ds.query(
      "SELECT coalesce(nullif(payload->>'authorityName', ''), payload->>'authorityEmail') AS authority FROM outbox WHERE event_name = 'ComplaintAuthorityResponded' AND payload->>'complaintId' = $1",
      [id],
    );
    expect(answer.template!.parameters).toEqual([id, category, authority, 'हल हुई', link]);
    await outboxDrained(t);
    expect(graph.sent.filter((s) => s.to === from && s.type === 'template')).toHaveLength(2);

    // Four weeks later "Was it fixed?" comes with its two buttons; "fixed", then a rating, confirms the fix.
    const clock = t.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 29 * 24 * 3600_000);
    try {
      const run = (await t.http().post('/api/admin/follow-ups/run').set(admin.auth).expect(200)).body;
      expect(run.sent).toContain(id);
    } finally {
      clock.now = realNow;
    }
    const question = await templateTo(from, 2);
    expect(question.template).toMatchObject({
      name: 'complaint_fix_question',
      language: 'hi',
      payloads: [`followup:${id}:fixed`, `followup:${id}:not_fixed`],
    });
    expect(question.template!.parameters[0]).toBe(id);
    expect(question.template!.parameters[3]).toBe(link);
    // The quick reply arrives as Meta sends it (type 'button', the payload) and asks the handling rating.
    const [rating] = await send(from, { type: 'button', button: { payload: `followup:${id}:fixed`, text: 'हाँ, ठीक हुआ' } });
    expect(rating.type).toBe('list');
    expect(rating.rows.map((r) => r.id)).toEqual([5, 4, 3, 2, 1].map((n) => `followup:${id}:fixed:${n}`));
    const [thanks] = await send(from, listReply(`followup:${id}:fixed:4`));
    expect(thanks.text).toBe(`धन्यवाद: शिकायत ${id} को ठीक हुई के रूप में दर्ज किया गया।`);
    expect(
      await ds.query('SELECT f.fixed, f.rating FROM complaint_follow_ups f JOIN complaints c ON c.id = f.complaint_id WHERE c.public_id = $1', [id]),
    ).toEqual([{ fixed: true, rating: 4 }]);
    const mine = await ds.query('SELECT status, fix_confirmed_at IS NOT NULL AS confirmed FROM complaints WHERE public_id = $1', [id]);
    expect(mine).toEqual([{ status: 'resolved', confirmed: true }]);
    // A second press is told the question is closed; nothing changes.
    const [again] = await send(from, listReply(`followup:${id}:not_fixed:1`));
    expect(again.text).toContain('खुला नहीं');
    expect((await ds.query('SELECT status FROM complaints WHERE public_id = $1', [id]))[0].status).toBe('resolved');
  });

  it('sends an update once per event (a retried job sends nothing), an escalation step in Hindi, and nothing to a blocked account', async () => {
    const from = '919800000100';
    const updates = t.app.get(SendWhatsAppUpdates);
    const [row] = await ds.query(
      "SELECT o.id, o.name, o.payload, o.occurred_at FROM (SELECT id, event_name AS name, payload, occurred_at, seq FROM outbox) o WHERE o.name = 'ComplaintStatusChanged' AND o.payload->>'source' = 'admin' AND o.payload->>'reporterId' = (SELECT user_id::text FROM whatsapp_conversations WHERE phone = $1) ORDER BY o.seq LIMIT 1",
      [from],
    );
    expect(row).toBeDefined();
    const templates = () => graph.sent.filter((s) => s.to === from && s.type === 'template');
    const before = templates().length;
    // The same event handled again (a retried job): its message is logged as sent, so nothing goes out.
    await updates.statusChanged({
      id: row.id,
      name: 'ComplaintStatusChanged',
      occurredAt: new Date().toISOString(),
      audit: {} as never,
      payload: row.payload,
    } as DomainEvent<'ComplaintStatusChanged'>);
    expect(templates()).toHaveLength(before);

    const id: string = row.payload.complaintId;
    const step = (eventId: string) =>
      updates.escalationStep({
        id: eventId,
        name: 'ComplaintEscalationStepTaken',
        occurredAt: new Date().toISOString(),
        audit: {} as never,
        payload: {
          complaintId: id,
          reporterId: row.payload.reporterId,
          stepId: 'step',
          level: 1,
          kind: 'escalation',
          byReporter: false,
          daysOverdue: 3,
          dueAt: new Date().toISOString(),
          recipients: [],
          cc: [],
        },
      });
    await step(crypto.randomUUID());
    const escalation = templates()[before];
    expect(escalation.template).toMatchObject({ name: 'complaint_escalation_step', language: 'hi' });
    expect(escalation.template!.parameters.slice(2, 4)).toEqual(['इसे उच्च अधिकारी के पास भेजा गया', '3']);

    // A blocked account hears nothing.
    await ds.query('UPDATE users SET blocked = true WHERE id = $1', [row.payload.reporterId]);
    try {
      await step(crypto.randomUUID());
      expect(templates()).toHaveLength(before + 1);
    } finally {
      await ds.query('UPDATE users SET blocked = false WHERE id = $1', [row.payload.reporterId]);
    }
  });

  it('sends no WhatsApp message about a complaint whose reporter has no WhatsApp number', async () => {
    const citizen = await createUser(t);
    const admin = await createUser(t, { role: 'superadmin' });
    const id = await fileComplaint(t, citizen);
    const before = graph.sent.length;
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    await outboxDrained(t);
    expect(graph.sent.slice(before).filter((s) => s.type === 'template')).toEqual([]);
    expect(await ds.query("SELECT 1 FROM whatsapp_messages WHERE kind = 'template' AND body::text LIKE '%' || $1 || '%'", [id])).toEqual([]);
  });
});

describe('The embedded WhatsApp simulator (WHATSAPP_* unset)', () => {
  let t: TestApp;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-whatsapp-sim-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
  });

  after(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('chats as a number through the webhook code, downloads its photo through the Graph client and shows the transcript', async () => {
    const admin = await createUser(t, { role: 'superadmin' });
    const citizen = await createUser(t);
    const phone = '919811111111';
    const say = (body: Record<string, unknown>) =>
      t
        .http()
        .post('/api/admin/whatsapp/simulator/messages')
        .set(admin.auth)
        .send({ phone, ...body })
        .expect(200);
    const transcript = async (lines: number) =>
      eventually(async () => {
        const res = await t.http().get('/api/admin/whatsapp/simulator').query({ phone }).set(admin.auth).expect(200);
        const out = res.body.messages.filter((m: { direction: string; status: string }) => m.direction === 'out' && m.status === 'simulated');
        return out.length >= lines ? res.body : null;
      });
    await say({ type: 'text', text: 'hello' });
    expect((await transcript(1)).simulator).toBe(true);
    await say({ type: 'choice', choiceId: 'lang:en', title: 'English', list: true });
    await transcript(2);
    await say({ type: 'choice', choiceId: 'consent:yes', title: 'I agree' });
    await transcript(3);
    await say({ type: 'choice', choiceId: 'cat:roads', title: 'Roads', list: true });
    await transcript(4);
    await say({ type: 'choice', choiceId: 'sub:0', title: 'Potholes', list: true });
    await transcript(5);
    await say({ type: 'image', imageBase64: photo('goa-panaji.jpg').toString('base64'), mimeType: 'image/jpeg' });
    const afterPhoto = await transcript(6);
    expect(afterPhoto.messages.at(-1).text).toContain('Photo 1 of 1 received');
    await say({ type: 'choice', choiceId: 'photos:done', title: 'Done' });
    await transcript(7);
    await say({ type: 'location', lat: 15.55, lng: 73.76 });
    await transcript(9);
    await say({ type: 'text', text: 'Broken road near the church' });
    await transcript(10);
    await say({ type: 'choice', choiceId: 'confirm:submit', title: 'Submit' });
    const done = await transcript(11);
    expect(done.messages.at(-1).text).toMatch(/Your complaint GOA-\d{4}-\d+ is filed/);
    // The desk's status change comes back as a template message, which the simulator shows rendered.
    const id = /(GOA-\d{4}-\d+)/.exec(done.messages.at(-1).text)![1];
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
    const update = (await transcript(12)).messages.at(-1);
    expect(update).toMatchObject({ kind: 'template', status: 'simulated', buttons: [] });
    expect(update.text).toContain(`Complaint ${id} (`);
    expect(update.text).toContain('is now: In progress.');
    const sent = await t.http().get('/api/admin/whatsapp/messages').set(admin.auth).expect(200);
    expect(sent.body.items.length).toBeGreaterThanOrEqual(11);
    // Superadmins only.
    await t.http().get('/api/admin/whatsapp/messages').set(citizen.auth).expect(403);
  });
});
