import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMAIL_TEMPLATE_KEYS, Messages } from '@civic/contracts';
import { fillPlaceholders } from '../src/content/public.js';
import { DEFAULT_EMAIL_TRANSLATIONS } from '../src/content/domain/default-email-templates.locales.js';
import { DEFAULT_EMAIL_TEMPLATES } from '../src/content/domain/default-email-templates.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint as fileComplaintAs, type TestUser } from './complaints-fixtures.js';
import { waitForMail } from './identity-fixtures.js';

const PANAJI = { lat: 15.4989, lng: 73.8278 };

describe('Languages: the locale on the profile and emails in the recipient’s language', () => {
  let t: TestApp;
  let dir: string;
  let admin: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-languages-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    admin = await createUser(t, { role: 'superadmin' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileComplaint = (user: TestUser, title: string): Promise<string> =>
    fileComplaintAs(t, user, {
      title,
      description: 'About a metre wide; fills with water when it rains.',
      location: '18th June Road, Panaji',
      urgency: 'high',
      anonymous: false,
      geo: { districtCode: '551', ulbCode: 252071 },
      coordinates: { ...PANAJI, source: 'exif' },
    });

  function chooseLanguage(user: TestUser, locale: unknown) {
    return t.http().patch('/api/auth/profile').set(user.auth).send({ locale });
  }

  describe('the locale of the profile', () => {
    it('is English for an account that never chose, and GET /api/auth/me returns it', async () => {
      const asha = await createUser(t);
      expect((await t.http().get('/api/auth/me').set(asha.auth).expect(200)).body.locale).toBe('en');
    });

    it('PATCH /api/auth/profile with only { locale } saves the language and leaves the profile as it was', async () => {
      const asha = await createUser(t, { firstName: 'Asha', lastName: 'Naik' });
      const before = (await t.http().get('/api/auth/me').set(asha.auth).expect(200)).body;
      const res = await chooseLanguage(asha, 'mr').expect(200);
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body.user).toEqual({ ...before, locale: 'mr' });
      expect((await t.http().get('/api/auth/me').set(asha.auth).expect(200)).body.locale).toBe('mr');
    });

    it('refuses any other language code with the validation envelope, and keeps the saved one', async () => {
      const asha = await createUser(t);
      await chooseLanguage(asha, 'hi').expect(200);
      for (const locale of ['fr', 'HI', '', 7]) {
        const res = await chooseLanguage(asha, locale).expect(400);
        expect(res.body.error).toEqual({
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          details: { fields: { locale: [Messages.auth.localeInvalid] } },
        });
      }
      expect((await t.http().get('/api/auth/me').set(asha.auth).expect(200)).body.locale).toBe('hi');
    });

    it('still requires the four profile fields when any of them is sent', async () => {
      const asha = await createUser(t);
      const res = await t.http().patch('/api/auth/profile').set(asha.auth).send({ firstName: 'Asha', locale: 'kok' }).expect(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['email', 'lastName', 'phone']);
      const ok = await t
        .http()
        .patch('/api/auth/profile')
        .set(asha.auth)
        .send({ firstName: 'Asha', lastName: 'Naik', email: asha.email, phone: '+91 98220 12345', locale: 'kok' })
        .expect(200);
      expect(ok.body.user).toMatchObject({ firstName: 'Asha', phone: '+91 98220 12345', locale: 'kok' });
    });
  });

  describe('email templates per language', () => {
    it('lists the Hindi built-in versions, and English where a language has no translation', async () => {
      const hindi = (await t.http().get('/api/admin/email-templates?locale=hi').set(admin.auth).expect(200)).body.items;
      expect(hindi).toHaveLength(EMAIL_TEMPLATE_KEYS.length);
      const ack = hindi.find((item: { key: string }) => item.key === 'complaint_ack');
      expect(ack).toMatchObject({ locale: 'hi', isDefault: true, usesEnglish: false, subject: DEFAULT_EMAIL_TRANSLATIONS.hi!.complaint_ack!.subject });
      const marathi = (await t.http().get('/api/admin/email-templates/complaint_ack?locale=mr').set(admin.auth).expect(200)).body;
      const builtIn = DEFAULT_EMAIL_TRANSLATIONS.mr?.complaint_ack;
      expect(marathi).toMatchObject(
        builtIn
          ? { locale: 'mr', usesEnglish: false, subject: builtIn.subject }
          : { locale: 'mr', usesEnglish: true, subject: DEFAULT_EMAIL_TEMPLATES.complaint_ack.subject },
      );
      const res = await t.http().get('/api/admin/email-templates?locale=fr').set(admin.auth).expect(400);
      expect(res.body.error.details.fields.locale).toEqual([Messages.auth.localeInvalid]);
    });

    it('a citizen who chose Hindi gets the acknowledgement in Hindi, one who never chose in English', async () => {
      const hindi = await createUser(t, { firstName: 'Ravi', lastName: 'Kumar' });
      await chooseLanguage(hindi, 'hi').expect(200);
      const english = await createUser(t, { firstName: 'Maria', lastName: 'Fernandes' });
      const hindiId = await fileComplaint(hindi, 'Pothole near Miramar');
      const englishId = await fileComplaint(english, 'Pothole near Miramar');

      const hindiMail = await waitForMail(t, hindi.email, 'complaint_ack');
      expect(hindiMail.subject).toBe(`शिकायत ${hindiId} प्राप्त हुई: Pothole near Miramar`);
      expect(hindiMail.text).toContain('नमस्ते Ravi Kumar,');
      expect(hindiMail.html).toContain('आपकी शिकायत <strong>' + hindiId + '</strong> प्राप्त हो गई है');
      const englishMail = await waitForMail(t, english.email, 'complaint_ack');
      expect(englishMail.subject).toBe(`Complaint ${englishId} received: Pothole near Miramar`);
    });

    it('a status email says the status in the reporter’s language (Marathi), and in the same English words as before otherwise', async () => {
      const marathi = await createUser(t, { firstName: 'Gauri', lastName: 'Parab' });
      await chooseLanguage(marathi, 'mr').expect(200);
      const english = await createUser(t, { firstName: 'Joel', lastName: 'Dias' });
      const marathiId = await fileComplaint(marathi, 'Pothole near Kala Academy');
      const englishId = await fileComplaint(english, 'Pothole near Kala Academy');
      for (const id of [marathiId, englishId]) {
        await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress', note: 'Inspection planned' }).expect(200);
      }
      const marathiMail = await waitForMail(t, marathi.email, 'complaint_update');
      expect(marathiMail.text).toContain('कार्यवाही सुरू');
      expect(marathiMail.text).not.toContain('in progress');
      const englishMail = await waitForMail(t, english.email, 'complaint_update');
      expect(englishMail.subject).toBe(`Complaint ${englishId}: Work is in progress`);
    });

    it('a citizen who chose Marathi gets the acknowledgement in Marathi: the built-in translation, then the admin’s Marathi version', async () => {
      const admins = { ...admin.auth };
      const sita = await createUser(t, { firstName: 'Sita', lastName: 'Gaonkar' });
      await chooseLanguage(sita, 'mr').expect(200);

      const first = await fileComplaint(sita, 'Garbage at Caranzalem');
      const firstMail = await waitForMail(t, sita.email, 'complaint_ack');
      const builtIn = DEFAULT_EMAIL_TRANSLATIONS.mr?.complaint_ack ?? DEFAULT_EMAIL_TEMPLATES.complaint_ack;
      expect(firstMail.subject).toBe(fillPlaceholders(builtIn.subject, { complaintId: first, title: 'Garbage at Caranzalem' }, { html: false }));

      // The admin writes the Marathi version on its tab; English stays as it was.
      const saved = await t
        .http()
        .put('/api/admin/email-templates/complaint_ack?locale=mr')
        .set(admins)
        .send({ subject: 'तक्रार {{complaintId}} मिळाली: {{title}}', text: 'नमस्कार {{userName}},\n\nतुमची तक्रार {{complaintId}} मिळाली आहे.' })
        .expect(200);
      expect(saved.body).toMatchObject({ locale: 'mr', isDefault: false, usesEnglish: false, enabled: true });
      expect((await t.http().get('/api/admin/email-templates/complaint_ack').set(admins).expect(200)).body).toMatchObject({ locale: 'en', isDefault: true });

      const second = await fileComplaint(sita, 'Garbage at Caranzalem');
      const mail = await waitForMail(t, sita.email, 'complaint_ack', 2);
      expect(mail.subject).toBe(`तक्रार ${second} मिळाली: Garbage at Caranzalem`);
      expect(mail.text).toBe(`नमस्कार Sita Gaonkar,\n\nतुमची तक्रार ${second} मिळाली आहे.`);

      // Restore Default on the Marathi tab removes only the Marathi version.
      const reset = await t.http().delete('/api/admin/email-templates/complaint_ack?locale=mr').set(admins).expect(200);
      expect(reset.body).toMatchObject({ locale: 'mr', isDefault: true, subject: builtIn.subject });
    });

    it('switching a template off on the English tab stops it in every language', async () => {
      const admins = { ...admin.auth };
      await t
        .http()
        .put('/api/admin/email-templates/complaint_ack')
        .set(admins)
        .send({ subject: DEFAULT_EMAIL_TEMPLATES.complaint_ack.subject, text: 'Hello {{userName}}', enabled: false })
        .expect(200);
      // A translation's save cannot switch it back on.
      const hindiSave = await t
        .http()
        .put('/api/admin/email-templates/complaint_ack?locale=hi')
        .set(admins)
        .send({ subject: 'शिकायत {{complaintId}}', text: 'नमस्ते {{userName}}', enabled: true })
        .expect(200);
      expect(hindiSave.body.enabled).toBe(false);
      expect((await t.http().get('/api/admin/email-templates/complaint_ack?locale=hi').set(admins).expect(200)).body.enabled).toBe(false);
      await t.http().delete('/api/admin/email-templates/complaint_ack').set(admins).expect(200);
      await t.http().delete('/api/admin/email-templates/complaint_ack?locale=hi').set(admins).expect(200);
      expect((await t.http().get('/api/admin/email-templates/complaint_ack?locale=hi').set(admins).expect(200)).body.enabled).toBe(true);
    });
  });
});
