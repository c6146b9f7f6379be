import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { emailDate } from '../src/notifications/reactions/send-escalation-emails.js';
import { formatLetterDate } from '../src/documents/domain/letter-layout.js';
import { pdfText } from './billing-fixtures.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';

/**
 * A routing contact has a language (English by default): the authority email and the letter of a forward are written
 * in it (the PDF template's language not being set), both carry the date to answer by and how to answer (reply to
 * the email, or open the link), and the response page opens in it. Read from a real SMTP server.
 */

const stamp = Date.now();
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const OFFICE = `co.canacona-${stamp}@office-language.test`;
const CATEGORY = `office_language_${stamp}`;

describe("The office's language: the authority email and the letter", () => {
  let sink: MailSink;
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let contactId: string;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-office-language-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@office-language.test>' });
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus' });
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Office language ${stamp}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addressedTo = (m: ParsedMail, email: string) => JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase());

  /** Files and forwards a complaint; answers the forward email (with its letter) and the complaint's due date. */
  async function forward(): Promise<{ id: string; mail: ParsedMail; letter: string; dueAt: string }> {
    const id = await fileComplaint(t, reporter, { category: CATEGORY, geo: CANACONA_ULB, coordinates: { ...CANACONA, source: 'manual', accuracy: 8 } });
    const res = await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const mail = await eventually(async () => sink.received.find((m) => addressedTo(m, OFFICE) && m.subject?.includes(id) && m.attachments.length > 0) ?? null);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf).toBeDefined();
    return { id, mail, letter: await pdfText(pdf!.content), dueAt: res.body.dueAt as string };
  }

  it('a contact is English by default; another language is refused unless it is en, kok, mr or hi', async () => {
    const created = await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({ scope: 'Urban', ...CANACONA_ULB, categoryKey: CATEGORY, authorityEmail: OFFICE, authorityDesignation: 'Chief Officer' })
      .expect(201);
    expect(created.body.language).toBe('en');
    contactId = created.body._id as string;
    const bad = await t.http().patch(`/api/admin/geo-routing/contacts/${contactId}`).set(superadmin.auth).send({ language: 'fr' }).expect(400);
    expect(Object.keys(bad.body.error.details.fields)).toEqual(['language']);
  });

  it('English: the email and the letter give the due date and the two ways to answer', async () => {
    const { mail, letter, dueAt } = await forward();
    expect(mail.text).toContain(`Please answer by ${emailDate(dueAt, 'en')}: reply to this email`);
    expect(mail.text).toContain('or open the link below.');
    expect(letter).toContain(`Please answer by ${formatLetterDate(dueAt, 'en')}: reply to the email this letter came with, or open the link below.`);
  });

  it('Marathi: the email and the letter are written in Marathi, with the due date in Marathi', async () => {
    const changed = await t.http().patch(`/api/admin/geo-routing/contacts/${contactId}`).set(superadmin.auth).send({ language: 'mr' }).expect(200);
    expect(changed.body.language).toBe('mr');
    const { id, mail, letter, dueAt } = await forward();
    expect(mail.subject).toMatch(new RegExp(`^नागरी तक्रार ${id}:`));
    expect(mail.text).toContain(`कृपया ${emailDate(dueAt, 'mr')} पर्यंत उत्तर द्या: या ईमेलला उत्तर द्या`);
    expect(mail.text).not.toContain('Please answer by');
    // The response page the email links to opens in Marathi too.
    const token = /\/respond\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await t.http().get(`/api/respond/${token}`).expect(200)).body.language).toBe('mr');
    // The letter's Marathi (text extraction gives some vowel signs out of order, so whole words without them are checked).
    expect(letter).not.toContain('Please answer by');
    expect(letter).toContain(`कृपया ${formatLetterDate(dueAt, 'mr').split(' ')[0]}`); // 'कृपया १४ डिसेंबर, २०२६ पर्यंत उत्तर द्या: …'
    expect(letter).toContain('याला उत्तर');
    expect(letter).toContain(id);
  });
});
