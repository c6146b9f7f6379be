import { describe, it, before, after } from 'node:test';
import { randomBytes } from 'node:crypto';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  categoryNameIn,
  DEFAULT_CATEGORIES,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  ESCALATION_LETTER_PLACEHOLDERS,
  PDF_PLACEHOLDERS,
  rupeesInWords,
  statusInWords,
  urgencyInWords,
  type AdminModule,
  type Role,
} from '@civic/contracts';
import { DEFAULT_EMAIL_TEMPLATES } from '../src/content/domain/default-email-templates.js';
import { DEFAULT_PDF_TEMPLATES } from '../src/content/domain/default-pdf-templates.js';
import { DEFAULT_PDF_TRANSLATIONS } from '../src/content/domain/default-pdf-templates.locales.js';
import { MailSender } from '../src/notifications/mail/mail-sender.js';
import { createTestApp, eventually, SUPERADMIN, type TestApp } from './helpers/test-app.js';

interface Caller {
  id: string;
  email: string;
  token: string;
}

/** Inserts a user straight into the users table and signs a token with the app's JwtService (login is built elsewhere). */
async function caller(t: TestApp, role: Role, modules: AdminModule[] = []): Promise<Caller> {
  const email = `${role}-${randomBytes(5).toString('hex')}@test.goa-civic.local`;
  const [row] = await t.app
    .get(DataSource)
    .query(`INSERT INTO users (first_name, last_name, email, role, admin_modules, email_verified) VALUES ('Tara', 'Admin', $1, $2, $3, true) RETURNING id`, [
      email,
      role,
      modules,
    ]);
  return { id: row.id, email, token: await t.app.get(JwtService).signAsync({ sub: row.id, role }) };
}

/** Collects a binary response body (supertest parses only text and JSON by default). */
function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('Email and PDF templates admin (admin spec sections 2, 3, 5, 7 and 9)', () => {
  let t: TestApp;
  let emailAdmin: Caller;
  let docsAdmin: Caller;
  const auth = (c: Caller) => ({ Authorization: `Bearer ${c.token}` });

  before(async () => {
    t = await createTestApp();
    emailAdmin = await caller(t, 'admin', ['email_templates']);
    docsAdmin = await caller(t, 'admin', ['documents']);
  });
  after(async () => {
    await t.close();
  });

  describe('Email templates', () => {
    it('lists every key with the built-in English defaults and each key’s placeholders', async () => {
      const res = await t.http().get('/api/admin/email-templates').set(auth(emailAdmin)).expect(200);
      expect(res.body.items.map((i: { key: string }) => i.key)).toEqual([...EMAIL_TEMPLATE_KEYS]);
      for (const item of res.body.items) {
        const d = DEFAULT_EMAIL_TEMPLATES[item.key as keyof typeof DEFAULT_EMAIL_TEMPLATES];
        expect(item).toEqual({
          key: d.key,
          locale: 'en',
          usesEnglish: false,
          name: d.name,
          subject: d.subject,
          html: d.html,
          text: d.text,
          enabled: true,
          updatedAt: null,
          isDefault: true,
          placeholders: [...EMAIL_TEMPLATE_PLACEHOLDERS[d.key]],
        });
      }
    });

    it('saves a template with its HTML sanitised ({{placeholders}} kept, <script> and onclick gone), and MailSender sends the saved version', async () => {
      const res = await t
        .http()
        .put('/api/admin/email-templates/complaint_ack')
        .set(auth(emailAdmin))
        .send({
          name: 'Complaint received (edited)',
          subject: '  We got complaint {{complaintId}}  ',
          html: '<p onclick="steal()">Hello {{userName}}</p><script>alert("x")</script><p><a href="javascript:alert(1)">bad</a> <a href="{{mapUrl}}">map</a></p>',
          text: 'Hello {{userName}}, we got {{complaintId}}.',
          enabled: true,
          unknownField: 'ignored',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        key: 'complaint_ack',
        name: 'Complaint received (edited)',
        subject: 'We got complaint {{complaintId}}',
        html: '<p>Hello {{userName}}</p><p><a>bad</a> <a href="{{mapUrl}}">map</a></p>',
        text: 'Hello {{userName}}, we got {{complaintId}}.',
        enabled: true,
        isDefault: false,
        placeholders: [...EMAIL_TEMPLATE_PLACEHOLDERS.complaint_ack],
      });
      expect(res.body).not.toHaveProperty('unknownField');
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const one = await t.http().get('/api/admin/email-templates/complaint_ack').set(auth(emailAdmin)).expect(200);
      expect(one.body).toEqual(res.body);

      const sent = await t.app.get(MailSender).sendTemplate('complaint_ack', ['asha@example.in'], { userName: '<i>Asha</i>', complaintId: 'C-9' });
      expect(sent).toMatchObject({ subject: 'We got complaint C-9', html: '<p>Hello &lt;i&gt;Asha&lt;/i&gt;</p><p><a>bad</a> <a>map</a></p>' });
    });

    it('derives the plain text from the HTML when the text is empty', async () => {
      const res = await t
        .http()
        .put('/api/admin/email-templates/auth_verify_email')
        .set(auth(emailAdmin))
        .send({ subject: 'Verify', html: '<p>Hello {{userName}},</p><p><a href="{{verifyUrl}}">Verify my email</a></p>', text: '' })
        .expect(200);
      expect(res.body.text).toBe('Hello {{userName}},\n\nVerify my email ({{verifyUrl}})');
      expect(res.body.name).toBe(DEFAULT_EMAIL_TEMPLATES.auth_verify_email.name);
      await t.http().delete('/api/admin/email-templates/auth_verify_email').set(auth(emailAdmin)).expect(200);
    });

    it("refuses a missing or blank subject with 'Subject is required', and an empty body", async () => {
      for (const subject of [undefined, '   ']) {
        const res = await t.http().put('/api/admin/email-templates/support_ack').set(auth(emailAdmin)).send({ subject, html: '<p>x</p>' }).expect(400);
        expect(res.body).toEqual({
          error: { message: 'Subject is required', code: 'VALIDATION_FAILED', details: { fields: { subject: ['Subject is required'] } } },
        });
      }
      const empty = await t.http().put('/api/admin/email-templates/support_ack').set(auth(emailAdmin)).send({ subject: 'S', html: ' ', text: '' }).expect(400);
      expect(empty.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Write the email body (HTML or text)' });
      const long = await t
        .http()
        .put('/api/admin/email-templates/support_ack')
        .set(auth(emailAdmin))
        .send({ subject: 'x'.repeat(301), text: 'x' })
        .expect(400);
      expect(long.body.error.details.fields.subject).toEqual(['Please keep this under 300 characters.']);
    });

    it("answers 404 'Template not found' for an unknown key", async () => {
      for (const req of [
        t.http().get('/api/admin/email-templates/no_such_key'),
        t.http().put('/api/admin/email-templates/no_such_key').send({ subject: 'S', text: 'x' }),
        t.http().delete('/api/admin/email-templates/no_such_key'),
        t.http().post('/api/admin/email-templates/no_such_key/preview').send({}),
      ]) {
        const res = await req.set(auth(emailAdmin)).expect(404);
        expect(res.body.error).toEqual({ message: 'Template not found', code: 'NOT_FOUND', details: null });
      }
    });

    it('Restore Default brings back the built-in template and returns it', async () => {
      const res = await t.http().delete('/api/admin/email-templates/complaint_ack').set(auth(emailAdmin)).expect(200);
      const d = DEFAULT_EMAIL_TEMPLATES.complaint_ack;
      expect(res.body).toMatchObject({ key: 'complaint_ack', name: d.name, subject: d.subject, html: d.html, text: d.text, isDefault: true, updatedAt: null });
      const list = await t.http().get('/api/admin/email-templates').set(auth(emailAdmin)).expect(200);
      expect(list.body.items.find((i: { key: string }) => i.key === 'complaint_ack')).toEqual(res.body);
    });

    it('records EmailTemplateUpdated and EmailTemplateReset in the audit log (context content)', async () => {
      const rows = await eventually(async () => {
        const found = await t.app
          .get(DataSource)
          .query(
            "SELECT action, context, actor_email, entity_type, entity_id FROM audit_log WHERE action IN ('EmailTemplateUpdated', 'EmailTemplateReset') AND entity_id = 'complaint_ack' AND actor_email = $1 ORDER BY created_at",
            [emailAdmin.email],
          );
        return found.length >= 2 ? found : null;
      });
      expect(rows).toEqual([
        { action: 'EmailTemplateUpdated', context: 'content', actor_email: emailAdmin.email, entity_type: 'email_template', entity_id: 'complaint_ack' },
        { action: 'EmailTemplateReset', context: 'content', actor_email: emailAdmin.email, entity_type: 'email_template', entity_id: 'complaint_ack' },
      ]);
    });

    it('previews the saved template with sample data for every placeholder of its key', async () => {
      const res = await t.http().post('/api/admin/email-templates/complaint_ack/preview').set(auth(emailAdmin)).send({}).expect(200);
      expect(res.body.subject).toBe('Complaint GCP-2026-000123 received: Deep pothole near Panaji market');
      expect(res.body.text).toContain('Hello Asha Naik,');
      expect(res.body.text).not.toMatch(/\{\{/);
      expect(res.body.html).toContain('<strong>GCP-2026-000123</strong>');
    });

    it('previews a template in Konkani, Marathi or Hindi with its sample words, dates and amounts in that language, never a code', async () => {
      for (const locale of ['kok', 'mr', 'hi'] as const) {
        const ack = await t.http().post(`/api/admin/email-templates/complaint_ack/preview?locale=${locale}`).set(auth(emailAdmin)).send({}).expect(200);
        expect(ack.body.text).toContain(statusInWords('in_progress', locale));
        expect(ack.body.text).toContain(urgencyInWords('high', locale));
        expect(ack.body.text).toContain(categoryNameIn(DEFAULT_CATEGORIES[0], 'roads', locale));
        expect(ack.body.text).not.toMatch(/in_progress|\bhigh\b|Roads|Potholes/);
        const invoice = await t.http().post(`/api/admin/email-templates/invoice_email/preview?locale=${locale}`).set(auth(emailAdmin)).send({}).expect(200);
        expect(invoice.body.text).toContain(rupeesInWords(23482, locale));
        expect(invoice.body.text).not.toMatch(/Premium Citizen|INR 234/);
      }
    });

    it('previews an unsaved draft: sample values are HTML-escaped, unknown placeholders render empty, the draft HTML is sanitised', async () => {
      const res = await t
        .http()
        .post('/api/admin/email-templates/complaint_update/preview')
        .set(auth(emailAdmin))
        .send({
          subject: 'Update on {{title}} {{notAPlaceholder}}',
          html: '<p>{{message}}</p><p>[{{notAPlaceholder}}]</p><script>x()</script>',
          text: 'Note: {{message}}',
        })
        .expect(200);
      expect(res.body.subject).toBe('Update on Deep pothole near Panaji market');
      expect(res.body.html).toContain('&lt;b&gt;x&lt;/b&gt;');
      expect(res.body.html).not.toContain('<b>x</b>');
      expect(res.body.html).toContain('<p>[]</p>');
      expect(res.body.html).not.toContain('<script');
      expect(res.body.text).toContain('<b>x</b>');
      // Nothing was saved.
      const saved = await t.http().get('/api/admin/email-templates/complaint_update').set(auth(emailAdmin)).expect(200);
      expect(saved.body.isDefault).toBe(true);
    });

    it('previews an empty text part as the text derived from the draft HTML, as saving would', async () => {
      const res = await t
        .http()
        .post('/api/admin/email-templates/complaint_update/preview')
        .set(auth(emailAdmin))
        .send({ subject: 'Update on {{title}}', html: '<p>Update: <a href="https://goa.example/map">the map</a></p>', text: '' })
        .expect(200);
      expect(res.body.text).toBe('Update: the map (https://goa.example/map)');
    });
  });

  describe('PDF templates', () => {
    const defaults = DEFAULT_PDF_TEMPLATES.authority_letter;

    it('lists authority_letter and escalation_letter, each with its default content and its placeholders', async () => {
      const res = await t.http().get('/api/admin/pdf-templates').set(auth(docsAdmin)).expect(200);
      expect(res.body.items.map((i: { key: string }) => i.key)).toEqual(['authority_letter', 'escalation_letter']);
      expect(res.body.items[1]).toMatchObject({
        key: 'escalation_letter',
        name: 'Escalation letter',
        description: DEFAULT_PDF_TEMPLATES.escalation_letter.description,
        placeholders: [...ESCALATION_LETTER_PLACEHOLDERS],
      });
      expect(res.body.items.slice(0, 1)).toEqual([
        {
          key: 'authority_letter',
          name: defaults.name,
          description: defaults.description,
          enabled: true,
          content: defaults.content,
          isDefault: true,
          locale: 'en',
          defaultContents: expect.objectContaining({ en: defaults.content }),
          updatedAt: null,
          updatedByEmail: null,
          placeholders: [...PDF_PLACEHOLDERS],
        },
      ]);
      const one = await t.http().get('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200);
      expect(one.body).toEqual(res.body.items[0]);
    });

    it('saves content (trimmed) and enabled, and records who saved it', async () => {
      const content = { ...defaults.content, headerTitle: '  Citizen Letter for {{authorityName}}  ', authorizationExtra: '' };
      const res = await t.http().put('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).send({ content, enabled: false }).expect(200);
      expect(res.body).toMatchObject({
        key: 'authority_letter',
        enabled: false,
        isDefault: false,
        updatedByEmail: docsAdmin.email,
        content: { ...defaults.content, headerTitle: 'Citizen Letter for {{authorityName}}', authorizationExtra: '' },
      });
      const again = await t.http().get('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200);
      expect(again.body).toEqual(res.body);
      // enabled alone leaves the content as it is
      const enabled = await t.http().put('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).send({ enabled: true }).expect(200);
      expect(enabled.body).toMatchObject({ enabled: true, content: { headerTitle: 'Citizen Letter for {{authorityName}}' } });
    });

    it('rejects unknown, missing, non-text and too long fields, each named under content.<field>', async () => {
      const { headerTitle: _omit, ...withoutHeader } = defaults.content;
      const res = await t
        .http()
        .put('/api/admin/pdf-templates/authority_letter')
        .set(auth(docsAdmin))
        .send({ content: { ...withoutHeader, regardsText: ['x'], introParagraph: 'y'.repeat(2001), footerHtml: '<b>x</b>' } })
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields).toEqual({
        'content.footerHtml': ['Unknown field: footerHtml'],
        'content.headerTitle': ['Header title is required'],
        'content.introParagraph': ['Please keep this under 2000 characters.'],
        'content.regardsText': ['Regards text must be text'],
      });
      const notObject = await t.http().put('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).send({ content: 'text' }).expect(400);
      expect(notObject.body.error.message).toBe('Content must be an object of text fields');
      const missing = await t.http().put('/api/admin/pdf-templates/invoice').set(auth(docsAdmin)).send({ enabled: true }).expect(404);
      expect(missing.body.error.message).toBe('Template not found');
    });

    it('previews a draft as a real PDF with the sample complaint, without saving it', async () => {
      const res = await t
        .http()
        .post('/api/admin/pdf-templates/authority_letter/preview')
        .set(auth(docsAdmin))
        .send({ content: { ...defaults.content, headerTitle: 'Draft Header For {{complaintId}}' } })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Draft Header For GCP-2026-000123');
      expect(text).toContain('Deep pothole near Panaji market');
      expect(text).toContain('Tara Admin');
      const saved = await t.http().get('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200);
      expect(saved.body.content.headerTitle).toBe('Citizen Letter for {{authorityName}}');
    });

    it('previews the saved content when no draft is sent, and refuses a bad draft', async () => {
      const res = await t.http().post('/api/admin/pdf-templates/authority_letter/preview').set(auth(docsAdmin)).send({}).buffer(true).parse(binary).expect(200);
      expect(await pdfText(res.body as Buffer)).toContain('Citizen Letter for Shri R. Kamat');
      const bad = await t
        .http()
        .post('/api/admin/pdf-templates/authority_letter/preview')
        .set(auth(docsAdmin))
        .send({ content: { ...defaults.content, closingParagraph: '' } })
        .expect(400);
      expect(bad.body.error.details.fields).toEqual({ 'content.closingParagraph': ['Closing paragraph is required'] });
      await t.http().post('/api/admin/pdf-templates/nope/preview').set(auth(docsAdmin)).send({}).expect(404);
    });

    it("'Restore default content' brings back the built-in content and keeps enabled", async () => {
      await t.http().put('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).send({ enabled: false }).expect(200);
      const res = await t.http().delete('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200);
      expect(res.body).toMatchObject({ content: defaults.content, isDefault: true, enabled: false, updatedByEmail: docsAdmin.email });
      const rows = await eventually(async () => {
        const found = await t.app
          .get(DataSource)
          .query("SELECT action FROM audit_log WHERE entity_type = 'pdf_template' AND context = 'content' AND actor_email = $1 ORDER BY created_at", [
            docsAdmin.email,
          ]);
        return found.length >= 4 ? found : null;
      });
      expect(rows.map((r: { action: string }) => r.action)).toEqual(['PdfTemplateUpdated', 'PdfTemplateUpdated', 'PdfTemplateUpdated', 'PdfTemplateReset']);
    });

    it('prints the authority letter in the language chosen on the PDF Templates page, English by default', async () => {
      const put = (body: object) => t.http().put('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).send(body);
      const preview = async (body: object) =>
        (await t.http().post('/api/admin/pdf-templates/authority_letter/preview').set(auth(docsAdmin)).send(body).buffer(true).parse(binary).expect(200))
          .body as Buffer;
      const english = await t.http().get('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200);
      expect(english.body.locale).toBe('en');
      expect(english.body.defaultContents).toEqual({
        en: defaults.content,
        kok: DEFAULT_PDF_TRANSLATIONS.kok.authority_letter,
        mr: DEFAULT_PDF_TRANSLATIONS.mr.authority_letter,
        hi: DEFAULT_PDF_TRANSLATIONS.hi.authority_letter,
      });

      const invalid = await put({ locale: 'fr' }).expect(400);
      expect(invalid.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { locale: ['Choose English, Konkani, Marathi or Hindi'] } } });

      // A new language without new content: that language's built-in text, printed with a Devanagari font.
      const marathi = await put({ locale: 'mr', enabled: true }).expect(200);
      expect(marathi.body).toMatchObject({ locale: 'mr', isDefault: true, content: DEFAULT_PDF_TRANSLATIONS.mr.authority_letter });
      const pdf = await preview({});
      // (Text extraction gives Devanagari glyphs in visual order and splits some conjuncts: the checks use words it
      // gives back whole.)
      const text = await pdfText(pdf);
      expect(text).toContain('तक्रारदार');
      expect(text).toContain('पुरावा');
      expect(text).toContain('GCP-2026-000123');
      expect(text).toContain('Tara Admin');
      expect(text).not.toContain('Complaint ID');
      expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);

      // The preview may try another language before saving it; the saved one does not change.
      expect(await pdfText(await preview({ locale: 'hi' }))).toContain('सेवा में');
      expect((await t.http().get('/api/admin/pdf-templates/authority_letter').set(auth(docsAdmin)).expect(200)).body.locale).toBe('mr');

      // Text saved with a language stays; back to English without text: the English built-in text again.
      const custom = await put({ locale: 'kok', content: { ...DEFAULT_PDF_TRANSLATIONS.kok.authority_letter!, headerTitle: 'गोंयच्या नागरिकांचें पत्र' } }).expect(
        200,
      );
      expect(custom.body).toMatchObject({ locale: 'kok', isDefault: false });
      expect(await pdfText(await preview({}))).toContain('पुरावो');
      const back = await put({ locale: 'en' }).expect(200);
      expect(back.body).toMatchObject({ locale: 'en', isDefault: true, content: defaults.content });
      expect(await pdfText(await preview({}))).toContain('Complaint ID');
    });
  });

  describe('Access (admin spec section 6)', () => {
    it('an admin without email_templates gets 403 on email templates; without documents, 403 on PDF templates', async () => {
      for (const req of [
        t.http().get('/api/admin/email-templates'),
        t.http().put('/api/admin/email-templates/complaint_ack').send({ subject: 'S', text: 'x' }),
        t.http().delete('/api/admin/email-templates/complaint_ack'),
        t.http().post('/api/admin/email-templates/complaint_ack/preview').send({}),
      ]) {
        const res = await req.set(auth(docsAdmin)).expect(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
      for (const req of [
        t.http().get('/api/admin/pdf-templates'),
        t.http().get('/api/admin/pdf-templates/authority_letter'),
        t.http().put('/api/admin/pdf-templates/authority_letter').send({ enabled: true }),
        t.http().delete('/api/admin/pdf-templates/authority_letter'),
        t.http().post('/api/admin/pdf-templates/authority_letter/preview').send({}),
      ]) {
        const res = await req.set(auth(emailAdmin)).expect(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    });

    it('a citizen gets 403 and a visitor 401; a superadmin may use both', async () => {
      const citizen = await caller(t, 'user');
      const [root] = await t.app.get(DataSource).query('SELECT id, email FROM users WHERE email = $1', [SUPERADMIN.email]);
      const superadmin = { ...root, token: await t.app.get(JwtService).signAsync({ sub: root.id, role: 'superadmin' }) };
      await t.http().get('/api/admin/email-templates').set(auth(citizen)).expect(403);
      await t.http().get('/api/admin/pdf-templates').expect(401);
      await t.http().get('/api/admin/email-templates').set(auth(superadmin)).expect(200);
      await t.http().get('/api/admin/pdf-templates').set(auth(superadmin)).expect(200);
    });
  });
});
