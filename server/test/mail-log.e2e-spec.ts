import { describe, it, before, after } from 'node:test';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN_MODULES, type AdminModule, type Role } from '@civic/contracts';
import { AuthorityLetterRenderer } from '../src/documents/application/authority-letter.renderer.js';
import { SAMPLE_AUTHORITY_LETTER_INPUT } from '../src/documents/domain/sample-authority-letter.js';
import type { MailMessage } from '../src/notifications/mail/mail-message.entity.js';
import { MailSender } from '../src/notifications/mail/mail-sender.js';
import { createTestApp, SUPERADMIN, type TestApp } from './helpers/test-app.js';

interface Caller {
  id: string;
  token: string;
}

/** Inserts a user straight into the users table and signs a token with the app's JwtService (login is built elsewhere). */
async function caller(t: TestApp, role: Role, modules: AdminModule[] = []): Promise<Caller> {
  const email = `${role}-${randomBytes(5).toString('hex')}@test.goa-civic.local`;
  const [row] = await t.app
    .get(DataSource)
    .query(`INSERT INTO users (first_name, last_name, email, role, admin_modules, email_verified) VALUES ('Mail', 'Tester', $1, $2, $3, true) RETURNING id`, [
      email,
      role,
      modules,
    ]);
  return { id: row.id, token: await t.app.get(JwtService).signAsync({ sub: row.id, role }) };
}

function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('Sent-mail log (superadmin only): what reached an authority and when', () => {
  let t: TestApp;
  let root: Caller;
  const tag = randomBytes(4).toString('hex');
  let forward: MailMessage;
  let verify: MailMessage;
  let promo: MailMessage;
  let letter: Buffer;
  const oddFile = Buffer.from('plain text attachment\n');
  const auth = (c: Caller) => ({ Authorization: `Bearer ${c.token}` });

  before(async () => {
    t = await createTestApp({}, { workers: false });
    const [row] = await t.app.get(DataSource).query('SELECT id FROM users WHERE email = $1', [SUPERADMIN.email]);
    root = { id: row.id, token: await t.app.get(JwtService).signAsync({ sub: row.id, role: 'superadmin' }) };

    const mail = t.app.get(MailSender);
    const complaintId = `GCP-${tag}`;
    const file = await t.app.get(AuthorityLetterRenderer).renderForForward({ ...SAMPLE_AUTHORITY_LETTER_INPUT, complaintId });
    letter = file!.content;
    forward = (await mail.sendTemplate(
      'complaint_forward_authority',
      [`ee-pwd-${tag}@example.gov.in`],
      { authorityName: 'Executive Engineer', complaintId, title: 'Pothole near Porvorim', location: 'Porvorim' },
      { cc: [`desk-${tag}@example.in`], attachments: [file!], idempotencyKey: `mail-log-test:${tag}:forward` },
    ))!;
    verify = (await mail.sendTemplate('auth_verify_email', [`citizen-${tag}@example.in`], {
      userName: 'Ravi',
      verifyUrl: 'http://localhost/v',
      expiryHours: 24,
    }))!;
    promo = await mail.send({
      to: [`other-${tag}@example.in`],
      subject: `50% off_${tag}`,
      html: '<p>x</p>',
      text: 'x',
      attachments: [{ filename: '../../etc/pa"ss\nwd.txt', contentType: 'text/plain; charset=utf-8', content: oddFile }],
    });
  });
  after(async () => {
    await t.close();
  });

  it('lists messages newest first without their bodies, with attachments, template and status', async () => {
    const res = await t.http().get('/api/admin/mail').query({ limit: 3 }).set(auth(root)).expect(200);
    expect(res.body.page).toBe(1);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    expect(res.body.items.map((i: { _id: string }) => i._id)).toEqual([promo.id, verify.id, forward.id]);
    const item = res.body.items[2];
    expect(Object.keys(item).sort()).toEqual(
      ['_id', 'to', 'cc', 'from', 'subject', 'status', 'transport', 'error', 'attempts', 'attachments', 'templateKey', 'eventId', 'createdAt', 'sentAt'].sort(),
    );
    expect(item).toMatchObject({
      to: [`ee-pwd-${tag}@example.gov.in`],
      cc: [`desk-${tag}@example.in`],
      subject: `Civic complaint GCP-${tag}: Pothole near Porvorim (Porvorim)`,
      status: 'stored',
      transport: 'database',
      error: null,
      attempts: 1,
      templateKey: 'complaint_forward_authority',
      attachments: [{ id: expect.any(String), filename: `authority-letter-GCP-${tag}.pdf`, contentType: 'application/pdf', size: letter.length }],
    });
    expect(new Date(item.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(item.createdAt).getTime());
  });

  it('searches recipients (to and cc) and subjects case-insensitively', async () => {
    const search = async (q: string) => (await t.http().get('/api/admin/mail').query({ q }).set(auth(root)).expect(200)).body;
    for (const q of [`EE-PWD-${tag.toUpperCase()}`, `desk-${tag}@`, `gcp-${tag}: pothole`]) {
      const body = await search(q);
      expect(body.items.map((i: { _id: string }) => i._id)).toEqual([forward.id]);
      expect(body).toMatchObject({ total: 1, page: 1, pages: 1 });
    }
    expect((await search(`citizen-${tag}`)).items.map((i: { _id: string }) => i._id)).toEqual([verify.id]);
    // LIKE wildcards are matched literally
    expect((await search(`50% off_${tag}`)).items.map((i: { _id: string }) => i._id)).toEqual([promo.id]);
    expect(await search(`50_ off%${tag}`)).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });

  it('pages with limit (default 20, at most 100)', async () => {
    const first = await t.http().get('/api/admin/mail').query({ q: tag, limit: 2 }).set(auth(root)).expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.body.items.map((i: { _id: string }) => i._id)).toEqual([promo.id, verify.id]);
    const second = await t.http().get('/api/admin/mail').query({ q: tag, limit: 2, page: 2 }).set(auth(root)).expect(200);
    expect(second.body.items.map((i: { _id: string }) => i._id)).toEqual([forward.id]);

    const bad = async (query: Record<string, string>, field: string, message: string) => {
      const res = await t.http().get('/api/admin/mail').query(query).set(auth(root)).expect(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, details: { fields: { [field]: [message] } } });
    };
    await bad({ limit: '101' }, 'limit', 'Limit must be a whole number from 1 to 100');
    await bad({ limit: 'abc' }, 'limit', 'Limit must be a whole number from 1 to 100');
    await bad({ page: '0' }, 'page', 'Page must be a whole number from 1 to 100000');
  });

  it('the search is served by the trigram index', async () => {
    const plan = await t.app.get(DataSource).transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        "EXPLAIN SELECT id FROM mail_messages WHERE mail_search_text(subject, to_addresses, cc_addresses) LIKE '%pothole%' ORDER BY created_at DESC LIMIT 20",
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('mail_messages_search_trgm_idx');
  });

  it('shows one message with its HTML and text', async () => {
    const res = await t.http().get(`/api/admin/mail/${forward.id}`).set(auth(root)).expect(200);
    expect(res.body).toMatchObject({ _id: forward.id, subject: forward.subject, templateKey: 'complaint_forward_authority' });
    expect(res.body.html).toContain('<p>Dear Executive Engineer,</p>');
    expect(res.body.text).toContain('Dear Executive Engineer,');
    expect(res.body).toHaveProperty('messageId');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await t.http().get(`/api/admin/mail/${id}`).set(auth(root)).expect(404);
      expect(missing.body.error).toEqual({ message: 'Message not found', code: 'NOT_FOUND', details: null });
    }
  });

  it('downloads an attachment as sent, with its type and Content-Disposition: attachment', async () => {
    const attachmentId = forward.attachments[0].id;
    const res = await t.http().get(`/api/admin/mail/${forward.id}/attachments/${attachmentId}`).set(auth(root)).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="authority-letter-GCP-${tag}.pdf"; filename*=UTF-8''authority-letter-GCP-${tag}.pdf`);
    expect(Buffer.compare(res.body as Buffer, letter)).toBe(0);
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sanitises the download file name and type', async () => {
    const res = await t.http().get(`/api/admin/mail/${promo.id}/attachments/${promo.attachments[0].id}`).set(auth(root)).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="passwd.txt"; filename*=UTF-8''passwd.txt`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, oddFile)).toBe(0);
  });

  it("answers 404 'Attachment not found' for an unknown attachment or one of another message", async () => {
    for (const path of [`/api/admin/mail/${forward.id}/attachments/${randomUUID()}`, `/api/admin/mail/${promo.id}/attachments/${forward.attachments[0].id}`]) {
      const res = await t.http().get(path).set(auth(root)).expect(404);
      expect(res.body.error.message).toBe('Attachment not found');
    }
  });

  it('without SMTP_URL, GET /api/admin/mail/delivery says emails are not being sent (the pages show a warning)', async () => {
    const res = await t.http().get('/api/admin/mail/delivery').set(auth(root)).expect(200);
    expect(res.body).toEqual({ transport: 'database', sending: false });
    const admin = await caller(t, 'admin', [...ADMIN_MODULES]);
    await t.http().get('/api/admin/mail/delivery').set(auth(admin)).expect(403);
    await t.http().get('/api/admin/mail/delivery').expect(401);
  });

  it('refuses an admin holding every module (403), a citizen (403) and a visitor (401)', async () => {
    const admin = await caller(t, 'admin', [...ADMIN_MODULES]);
    const citizen = await caller(t, 'user');
    for (const path of ['/api/admin/mail', `/api/admin/mail/${forward.id}`, `/api/admin/mail/${forward.id}/attachments/${forward.attachments[0].id}`]) {
      const res = await t.http().get(path).set(auth(admin)).expect(403);
      expect(res.body.error).toEqual({ message: 'Only super admins can access this page.', code: 'FORBIDDEN', details: null });
      await t.http().get(path).set(auth(citizen)).expect(403);
      await t.http().get(path).expect(401);
    }
  });
});
