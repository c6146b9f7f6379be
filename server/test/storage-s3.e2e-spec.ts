import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { simpleParser, type ParsedMail } from 'mailparser';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { FileStorage } from '../src/kernel/storage/file-storage.js';
import { binary, buyOneTime, pdfText, waitForInvoice } from './billing-fixtures.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';
import { cachesSettled, createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';

const BUCKET = 'civic-files';
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };

describe('File storage on a real S3-protocol server (s3rver)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];
  let t: TestApp;
  let ds: DataSource;
  let reporter: TestUser;
  let desk: TestUser;
  let superadmin: TestUser;
  let complaintId: string;
  let photoUrl: string;

  before(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'civic-s3rver-'));
    s3 = new S3rver({ port: await freePort(), address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    t = await createTestApp({
      UPLOAD_PROVIDER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's built-in development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: endpoint,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    ds = t.app.get(DataSource);
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'], firstName: 'Meera', lastName: 'Kamat' });
    superadmin = await createUser(t, { role: 'superadmin' });
    // The API test files share one database: a Canacona contact another file left would make this one a duplicate.
    await t.app.get(DataSource).query('DELETE FROM routing_contacts WHERE ulb_code = $1', [Number(CANACONA_ULB.ulbCode)]);
    await cachesSettled(t);
    // Recipients are resolved at filing: Canacona's routing contact first.
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        ...CANACONA_ULB,
        authorityEmail: 'co.canacona@goa-civic.test',
        authorityDesignation: 'Chief Officer',
        authorityName: 'Shri V. Pagi',
      })
      .expect(201);
    await cachesSettled(t);
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('uses the S3 adapter', () => {
    expect(t.app.get(FileStorage).kind).toBe('s3');
  });

  it('a photo goes up through the presigned PUT and comes back through the complaint the portal shows', async () => {
    const bytes = photo('goa-panaji.jpg');
    const signed = await t.http().post('/api/uploads/s3-presign').set(reporter.auth).send({ fileName: 'pothole.jpg', contentType: 'image/jpeg' }).expect(200);
    expect(signed.body.publicUrl.startsWith(`${endpoint}/${BUCKET}/complaints/`)).toBe(true);
    const put = await fetch(signed.body.url, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
    expect(put.status).toBe(200);
    photoUrl = signed.body.publicUrl;

    const filed = await t
      .http()
      .post('/api/complaints')
      .set(reporter.auth)
      .send({
        category: 'roads',
        subcategory: 'Potholes',
        title: 'Crater on the Canacona market road',
        description: 'Two-wheelers swerve into traffic to avoid it.',
        location: 'Market road near Chaudi bus stand, Canacona',
        urgency: 'high',
        photos: [photoUrl],
        authorizeRepresentative: true,
        geo: CANACONA_ULB,
        coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
      })
      .expect(201);
    complaintId = filed.body.id;
    const shown = await t.http().get(`/api/admin/complaints/${complaintId}`).set(desk.auth).expect(200);
    expect(shown.body.photos).toEqual([photoUrl]);
    const back = await fetch(shown.body.photos[0]);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("the authority letter is kept in the bucket and attached to the authority's email from there", async () => {
    await t
      .http()
      .patch(`/api/admin/complaints/${complaintId}/status`)
      .set(desk.auth)
      .send({ status: 'forwarded', message: 'Please barricade the crater.' })
      .expect(200);
    const doc = await eventually(async () => {
      const rows = await ds.query(
        "SELECT storage_key, content IS NULL AS no_bytes, size FROM complaint_documents WHERE complaint_public_id = $1 AND kind = 'authority_letter'",
        [complaintId],
      );
      return rows[0] as { storage_key: string; no_bytes: boolean; size: number } | undefined;
    });
    expect(doc.no_bytes).toBe(true);
    expect(doc.storage_key).toMatch(new RegExp(`^documents/letters/${complaintId}/[0-9a-f-]{36}-authority_letter\\.pdf$`));
    const stored = await t.app.get(FileStorage).get(doc.storage_key);
    expect(stored?.length).toBe(doc.size);
    expect(await t.app.get(FileStorage).list()).toContain(doc.storage_key);

    const mail = await eventually(async () => received.find((m) => m.attachments.some((a) => a.filename === `authority-letter-${complaintId}.pdf`)));
    const attachment = mail.attachments.find((a) => a.filename === `authority-letter-${complaintId}.pdf`)!;
    expect(attachment.content.equals(stored!)).toBe(true);
    expect(await pdfText(attachment.content)).toContain('Crater on the Canacona market road');
  });

  it('the RTI application is rendered once, kept in the bucket and served again from it', async () => {
    await ds.query('UPDATE complaints SET escalation_level = 2 WHERE public_id = $1', [complaintId]);
    const first = await t.http().get(`/api/complaints/${complaintId}/rti-application.pdf`).set(reporter.auth).buffer(true).parse(binary).expect(200);
    const kept = await t.app.get(FileStorage).get(`documents/rti/${complaintId}.pdf`);
    expect(kept && kept.equals(first.body as Buffer)).toBe(true);
    const again = await t.http().get(`/api/complaints/${complaintId}/rti-application.pdf`).set(reporter.auth).buffer(true).parse(binary).expect(200);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(await pdfText(first.body as Buffer)).toContain(complaintId);
  });

  it('the tax invoice is kept in the bucket, downloaded through the portal and attached to the invoice email', async () => {
    const buyer = await createUser(t, { firstName: 'Asha' });
    const purchase = (await buyOneTime(t, buyer)).purchase as { _id: string; invoiceNumber: string };
    await waitForInvoice(t, purchase._id);
    const [row] = await ds.query('SELECT pdf_key, pdf IS NULL AS no_bytes FROM invoices WHERE purchase_id = $1', [purchase._id]);
    expect(row.no_bytes).toBe(true);
    expect(row.pdf_key).toMatch(/^documents\/invoices\/[0-9a-f-]{36}\.pdf$/);
    const kept = await t.app.get(FileStorage).get(row.pdf_key);
    const download = await t.http().get(`/api/payments/invoices/${purchase._id}.pdf`).set(buyer.auth).buffer(true).parse(binary).expect(200);
    expect(kept && kept.equals(download.body as Buffer)).toBe(true);
    expect(await pdfText(download.body as Buffer)).toContain(purchase.invoiceNumber);
    const mail = await eventually(async () => received.find((m) => m.attachments.some((a) => a.contentType === 'application/pdf' && a.content.equals(kept!))));
    expect(mail.subject).toBeTruthy();
  });

  it('deleting the complaint removes its photo from the bucket', async () => {
    const key = photoUrl.slice(`${endpoint}/${BUCKET}/`.length);
    expect(await t.app.get(FileStorage).get(key)).not.toBeNull();
    await t.http().delete(`/api/admin/complaints/${complaintId}`).set(superadmin.auth).expect(204);
    expect(await t.app.get(FileStorage).get(key)).toBeNull();
  });
});
