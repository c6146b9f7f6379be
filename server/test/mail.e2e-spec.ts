import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { MailSender } from '../src/notifications/mail/mail-sender.js';
import { createTestApp, type TestApp, freePort } from './helpers/test-app.js';

describe('Mail: templates rendered by key, stored in the database, sent through SMTP', () => {
  describe('through a real local SMTP server', () => {
    const received: ParsedMail[] = [];
    let smtp: SMTPServer;
    let t: TestApp;

    before(async () => {
      const port = await freePort();
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
      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>' }, { workers: false });
    });
    after(async () => {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('renders complaint_ack with escaped HTML values, sends it with its attachment and records it as sent', async () => {
      const mail = t.app.get(MailSender);
      const record = await mail.sendTemplate(
        'complaint_ack',
        ['asha@example.in'],
        { userName: '<b>Asha</b> & co', complaintId: 'C-1', title: 'Pothole near Panaji market', status: 'pending', unknownExtra: 'x' },
        { attachments: [{ filename: 'letter.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') }], idempotencyKey: 'test:ack:1' },
      );
      expect(record?.status).toBe('sent');
      expect(received).toHaveLength(1);
      const msg = received[0];
      expect(msg.subject).toBe('Complaint C-1 received: Pothole near Panaji market');
      expect(msg.from?.text).toContain('portal@test.goa-civic.local');
      expect(msg.html).toContain('&lt;b&gt;Asha&lt;/b&gt; &amp; co');
      expect(msg.html).not.toContain('<b>Asha</b>');
      expect(msg.text).toContain('Hello <b>Asha</b> & co,');
      expect(msg.attachments.map((a) => [a.filename, a.size])).toEqual([['letter.pdf', 13]]);

      const [row] = await t.app.get(DataSource).query('SELECT to_addresses, status, transport, attachments FROM mail_messages WHERE id = $1', [record!.id]);
      expect(row).toMatchObject({ to_addresses: ['asha@example.in'], status: 'sent', transport: 'smtp' });
      expect(row.attachments).toEqual([expect.objectContaining({ filename: 'letter.pdf', size: 13, contentType: 'application/pdf' })]);
    });

    it('with SMTP_URL, GET /api/admin/mail/delivery says emails are sent (no warning)', async () => {
      const [row] = await t.app.get(DataSource).query("SELECT id FROM users WHERE role = 'superadmin' LIMIT 1");
      const token = await t.app.get(JwtService).signAsync({ sub: row.id, role: 'superadmin' });
      const res = await t.http().get('/api/admin/mail/delivery').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toEqual({ transport: 'smtp', sending: true });
    });

    it('the same idempotency key never sends twice', async () => {
      const mail = t.app.get(MailSender);
      const send = () =>
        mail.sendTemplate('complaint_ack', ['vinod@example.in'], { complaintId: 'C-2', title: 'Broken streetlight' }, { idempotencyKey: 'test:ack:twice' });
      const first = await send();
      expect(first?.status).toBe('sent');
      const second = await send();
      expect(second?.id).toBe(first?.id);
      // The sink accepts a message only once it has kept it: whatever was sent is in `received` when send() returns.
      expect(received.filter((m) => m.subject === 'Complaint C-2 received: Broken streetlight')).toHaveLength(1);
      const rows = await t.app.get(DataSource).query("SELECT status FROM mail_messages WHERE idempotency_key = 'test:ack:twice'");
      expect(rows).toEqual([{ status: 'sent' }]);
    });
  });

  describe('when SMTP fails', () => {
    it('records the message as failed with its error and throws so that the queue retries', async () => {
      const port = await freePort();
      const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { workers: false });
      try {
        await expect(
          t.app.get(MailSender).send({ to: ['x@example.in'], subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', idempotencyKey: 'test:fail:1' }),
        ).rejects.toThrow();
        const [row] = await t.app.get(DataSource).query("SELECT status, error, attempts FROM mail_messages WHERE idempotency_key = 'test:fail:1'");
        expect(row.status).toBe('failed');
        expect(row.error).toMatch(/ECONNREFUSED|connect/i);
        expect(row.attempts).toBe(1);
      } finally {
        await t.close();
      }
    });
  });

  describe('with the default database transport', () => {
    it('stores every message with its status, without SMTP', async () => {
      const t = await createTestApp({}, { workers: false });
      try {
        const record = await t.app.get(MailSender).sendTemplate('auth_verify_email', ['new@example.in'], {
          userName: 'Ravi',
          verifyUrl: 'http://localhost:3999/verify-email?token=abc',
          expiryHours: 24,
        });
        expect(record).toMatchObject({ status: 'stored', transport: 'database', to: ['new@example.in'], subject: 'Verify your email for Goa Civic Portal' });
        expect(record!.html).toContain('href="http://localhost:3999/verify-email?token=abc"');
        expect(record!.text).toContain('expires in 24 hours');
      } finally {
        await t.close();
      }
    });
  });
});
