import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import {
  DEFAULT_CATEGORIES,
  DEFAULT_PLANS,
  PREMIUM_PLAN_NAME,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  replyWordsInWords,
  rupeesInWords,
  statusInWords,
  supportCategoryInWords,
  ticketStatusInWords,
  urgencyInWords,
} from '@civic/contracts';
import { emailDate } from '../src/notifications/reactions/send-escalation-emails.js';
import { buyOneTime } from './billing-fixtures.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';

/**
 * Every value an email carries is written in its reader's language, not only the template around it: a Konkani,
 * Marathi or Hindi reader's acknowledgement, status update, invoice and support emails, and the office's forward
 * email, name the status, the urgency, the category and subcategory (the category's translations), the plan (the
 * plan's translations), the amount (₹, lakh grouping, the language's digits) and the dates in that language, and the
 * invoice names its payment as the payment. Read from a real SMTP server, as the recipients would.
 */

const stamp = Date.now();
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const ROADS = DEFAULT_CATEGORIES.find((c) => c.key === 'roads')!;
const PREMIUM = DEFAULT_PLANS.find((p) => p.name === PREMIUM_PLAN_NAME)!;
const TITLE = 'Crater near the Chaudi bus stand';
const LOCATION = 'Market road, Chaudi, Canacona';

/** The English words and codes none of these emails may show its Konkani, Marathi or Hindi reader. */
const CODES = /\b(pending|in_progress|in progress|forwarded|resolved|rejected|low|medium|high|critical|open|closed|INR|order)\b/i;
/** An ISO 8601 date or timestamp. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** A message's subject, text and HTML with its links, the complaint id and the ticket code taken out (their letters are no words). */
function readable(mail: ParsedMail, ...ids: string[]): string[] {
  const strip = (text: string) => ids.reduce((out, id) => out.split(id).join(' '), text.replace(/https?:\/\/[^\s"<]+/g, ' '));
  return [mail.subject ?? '', mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''].map(strip);
}

/** Checks that no part of a message shows a code, an English category, subcategory or plan name, or an ISO date. */
function expectNoRawValue(mail: ParsedMail, english: readonly string[], ...ids: string[]): void {
  for (const part of readable(mail, ...ids)) {
    expect({ subject: mail.subject, code: CODES.exec(part)?.[0] ?? null }).toEqual({ subject: mail.subject, code: null });
    expect({ subject: mail.subject, iso: ISO_DATE.exec(part)?.[0] ?? null }).toEqual({ subject: mail.subject, iso: null });
    for (const word of english) expect({ subject: mail.subject, english: part.includes(word) ? word : null }).toEqual({ subject: mail.subject, english: null });
  }
}

describe('Every value in an email is in its reader’s language (Konkani, Marathi, Hindi)', () => {
  let sink: MailSink;
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-email-languages-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@email-languages.test>' });
    superadmin = await createUser(t, { role: 'superadmin' });
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addressedTo = (m: ParsedMail, email: string) => JSON.stringify([m.to, m.cc]).toLowerCase().includes(email.toLowerCase());

  /** The `count`-th message to `email` whose subject contains `about` (a complaint id, an invoice number, a ticket code). */
  const mailTo = (email: string, about: string, count = 1) =>
    eventually(async () => sink.received.filter((m) => addressedTo(m, email) && (m.subject ?? '').includes(about))[count - 1] ?? null);

  /** A reader who chose `locale` on their profile. */
  async function reader(locale: TranslatedLocale, options: { plan?: string } = {}): Promise<TestUser> {
    const user = await createUser(t, { ...options, firstName: 'Asha', lastName: 'Naik' });
    await t.http().patch('/api/auth/profile').set(user.auth).send({ locale }).expect(200);
    return user;
  }

  for (const locale of TRANSLATED_LOCALES) {
    const roads = ROADS.translations[locale]!;
    const category = `mail_words_${locale}_${stamp}`;
    const englishName = `Road damage ${locale} ${stamp}`;
    const office = `co.canacona-${locale}-${stamp}@email-languages.test`;

    it(`${locale}: the acknowledgement, the status update and the office's forward name status, urgency, category and subcategory in ${locale}`, async () => {
      // A category with the built-in Roads texts of the language, and an office that reads the same language.
      await t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({
          key: category,
          name: englishName,
          subcategories: ROADS.subcategories,
          responseDays: 15,
          translations: { [locale]: { name: roads.name, subcategories: roads.subcategories } },
        })
        .expect(201);
      await t
        .http()
        .post('/api/admin/geo-routing/contacts')
        .set(superadmin.auth)
        .send({ scope: 'Urban', ...CANACONA_ULB, categoryKey: category, authorityEmail: office, authorityDesignation: 'Chief Officer', language: locale })
        .expect(201);
      const english = [englishName, ...ROADS.subcategories];
      const potholes = roads.subcategories![ROADS.subcategories.indexOf('Potholes')];

      const reporter = await reader(locale, { plan: 'Advocate Plus' });
      const id = await fileComplaint(t, reporter, {
        category,
        subcategory: 'Potholes',
        urgency: 'high',
        title: TITLE,
        location: LOCATION,
        geo: CANACONA_ULB,
        coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
      });

      const ack = await mailTo(reporter.email, id);
      expect(ack.text).toContain(`${roads.name} — ${potholes}`);
      expect(ack.text).toContain(urgencyInWords('high', locale));
      expect(ack.text).toContain(statusInWords('pending', locale));
      expect(ack.html).toContain(`${roads.name} — ${potholes}`);
      expectNoRawValue(ack, english, id);

      await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'in_progress', note: 'निरीक्षण' }).expect(200);
      const update = await mailTo(reporter.email, id, 2);
      expect(update.text).toContain(statusInWords('in_progress', locale));
      expectNoRawValue(update, english, id);

      const forwarded = await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
      const toOffice = await eventually(
        async () => sink.received.find((m) => addressedTo(m, office) && m.subject?.includes(id) && m.attachments.length > 0) ?? null,
      );
      expect(toOffice.text).toContain(`${roads.name} — ${potholes}`);
      expect(toOffice.text).toContain(urgencyInWords('high', locale));
      expect(toOffice.text).toContain(emailDate(forwarded.body.dueAt as string, locale));
      // The words a reply may begin with are offered in the office's language and in English, which every officer may use.
      const replyWords = replyWordsInWords(locale);
      expect(toOffice.text).toContain(replyWords);
      expectNoRawValue(toOffice, english, id, replyWords, replyWords.replace(/"/g, '&quot;'));
      const told = await mailTo(reporter.email, id, 3);
      expect(told.text).toContain(statusInWords('forwarded', locale));
      expectNoRawValue(told, english, id);
    });

    it(`${locale}: the invoice email names the plan in ${locale}, the amount in ₹ with the language's digits, and the payment as the payment`, async () => {
      const buyer = await reader(locale);
      const bought = (await buyOneTime(t, buyer, PREMIUM_PLAN_NAME)).purchase as { invoiceNumber: string; paymentId: string; amount: number };
      expect(bought.paymentId).toMatch(/^pay_/);
      const invoice = await mailTo(buyer.email, bought.invoiceNumber);
      const plan = PREMIUM.translations[locale]!.name!;
      expect(invoice.subject).toContain(plan);
      for (const body of [invoice.text ?? '', invoice.html || '']) {
        expect(body).toContain(rupeesInWords(bought.amount, locale));
        expect(body).toContain(`${{ kok: 'पेमेंट', mr: 'पेमेंट', hi: 'भुगतान' }[locale]} ${bought.paymentId}`);
        expect(body).not.toContain('order_');
      }
      expectNoRawValue(invoice, [PREMIUM_PLAN_NAME], bought.invoiceNumber, bought.paymentId);
    });

    it(`${locale}: the support emails name the ticket's category and status in ${locale}`, async () => {
      const sender = await reader(locale);
      const ticket = await t
        .http()
        .post('/api/support/contact')
        .send({ name: 'Asha Naik', email: sender.email, category: 'Feedback', subject: 'नकाशा', message: 'नकाशा उगडटना वेळ लागता.' })
        .expect(201);
      const code = ticket.body.code as string;
      const ack = await mailTo(sender.email, code);
      expect(ack.text).toContain(supportCategoryInWords('Feedback', locale));
      expectNoRawValue(ack, ['Feedback'], code);
      await t.http().patch(`/api/admin/support/${ticket.body._id}/status`).set(superadmin.auth).send({ status: 'in_progress' }).expect(200);
      const status = await mailTo(sender.email, code, 2);
      expect(status.subject).toContain(ticketStatusInWords('in_progress', locale));
      expectNoRawValue(status, [], code);
    });
  }
});
