import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { INBOUND_MAX_CLIENTS_PER_ADDRESS, INBOUND_MAX_REFUSED_RECIPIENTS } from '../src/notifications/inbound/inbound-smtp-listener.js';
import { SPOOL_PREFIX } from '../src/notifications/inbound/inbound-spool.js';
import { INBOUND_LIMITS, INBOUND_MAX_BYTES } from '../src/notifications/inbound/read-inbound-mail.js';
import { forwardToOffice, routeToOffice, sendReply } from './authority-fixtures.js';
import { createUser, type TestUser } from './complaints-fixtures.js';
import { createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';

/**
 * Inbound mail cannot bring the portal down (docs/adr/0128-inbound-mail-spooled-and-streamed.md): the built API process,
 * started as `npm start` starts it (192 MB old-generation heap, the README's API_MAX_HEAP_MB), receives three messages
 * of the largest size its listener announces at once over real SMTP and stays up; a message that can never be read
 * (a NUL byte, MIME nested 3,000 deep) is refused with 554 and logged as failed with its reason; and no temporary file
 * of the spool is left behind.
 */

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.js');
const DOMAIN = 'limits.test.goa-civic.local';
const MAIL_FROM = 'Goa Civic Portal <portal@test.goa-civic.local>';
const AUTHORITY = 'co.canacona@limits.test';
/** The deployment's own upstream mail server, whose Authentication-Results the portal believes. */
const UPSTREAM_AUTHSERV_ID = 'mx.limits.test';
const CATEGORY = `inbound_limits_${Date.now()}`;
/** The old-generation heap `npm start` gives the API process (package.json's start script, README's API_MAX_HEAP_MB). */
const HEAP_MB = 192;

/**
 * A raw SMTP connection to the listener on `port`, once its greeting arrived: `command` sends a line and waits for the
 * reply it brings (SMTP answers each command with one final line); `closed` is listened for at once, since the
 * listener may close right after its last reply, before the test reads that reply.
 */
async function smtpDialogue(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (d: string) => (received += d));
  const closed = once(socket, 'close');
  const command = async (line: string): Promise<string> => {
    const before = received.length;
    socket.write(`${line}\r\n`);
    return eventually(async () => (/^\d{3} .*\r\n$/m.test(received.slice(before)) ? received.slice(before) : null), 5000, 10);
  };
  await eventually(async () => (received.startsWith('220 ') ? true : null), 5000, 10);
  return { socket, command, closed, received: () => received };
}

describe('Inbound mail within the heap', () => {
  let t: TestApp;
  let ds: DataSource;
  let api: ChildProcess;
  let apiOutput = '';
  let apiPort: number;
  let inboundPort: number;
  let spoolDir: string;
  let uploadDir: string;
  let superadmin: TestUser;
  let replyTo: string;
  let complaintId: string;

  before(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'civic-inbound-limits-uploads-'));
    // The API process's TMPDIR: its spool folders are created here, so the test sees every one it leaves behind.
    spoolDir = mkdtempSync(join(tmpdir(), 'civic-inbound-limits-tmp-'));
    const env = { UPLOAD_DIR: uploadDir, MAIL_FROM, INBOUND_EMAIL_DOMAIN: DOMAIN };
    // The fixtures (a category, its contact, a forwarded complaint) through the product, in this process.
    t = await createTestApp(env);
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    const reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    complaintId = await forwardToOffice(t, await routeToOffice(t, superadmin, CATEGORY, AUTHORITY), reporter, superadmin);
    const [link] = await eventually(async () => {
      const rows = await ds.query(
        'SELECT l.reply_key FROM response_links l JOIN complaints c ON c.id = l.complaint_id WHERE c.public_id = $1 AND l.recipient_email = $2',
        [complaintId, AUTHORITY],
      );
      return rows.length ? rows : null;
    });
    replyTo = `reply+${link.reply_key}@${DOMAIN}`;

    // The built API process, as `npm start` runs it, with the inbound listener (it runs the workers: RUN_WORKERS).
    apiPort = await freePort();
    inboundPort = await freePort();
    api = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, MAIN], {
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '1',
        TMPDIR: spoolDir,
        PORT: String(apiPort),
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX!,
        SUPERADMIN_EMAIL: 'root@test.goa-civic.local',
        SUPERADMIN_PASSWORD: 'superadmin-secret',
        SHUTDOWN_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'warn',
        INBOUND_SMTP_PORT: String(inboundPort),
        // The sender check reads the whole spooled message again (DKIM body hashes); the deployment's upstream server
        // vouches for these replies, so they are published and their attachments stored, the path that costs most.
        INBOUND_TRUSTED_AUTHSERV_ID: UPSTREAM_AUTHSERV_ID,
        ...env,
      },
      stdio: 'pipe',
    });
    api.stdout!.on('data', (d: Buffer) => (apiOutput = (apiOutput + d.toString()).slice(-20_000)));
    api.stderr!.on('data', (d: Buffer) => (apiOutput = (apiOutput + d.toString()).slice(-20_000)));
    await eventually(
      async () => {
        if (api.exitCode !== null) throw new Error(`the API process exited (${api.exitCode})`);
        return (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok;
      },
      60_000,
      200,
    ).catch((error: Error) => {
      api.kill('SIGKILL');
      throw new Error(`${error.message}\n${apiOutput}`);
    });
  });

  after(async () => {
    if (api && api.exitCode === null) {
      const exited = once(api, 'exit');
      api.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    rmSync(spoolDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Delivers a message to the API process's listener with nodemailer's SMTP client; answers the server's reply. */
  const deliver = (mail: SendMailOptions) => sendReply(inboundPort, mail, 120_000);

  /** The API process answers its health check: it is alive, with its heap limit. */
  async function apiAlive(): Promise<void> {
    if (api.exitCode !== null || api.signalCode !== null) throw new Error(`The API process died (${api.exitCode ?? api.signalCode}):\n${apiOutput}`);
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(200);
  }

  /** The spool folders the API process left in its TMPDIR (none once every message is handled). */
  const spoolsLeft = () => readdirSync(spoolDir).filter((name) => name.startsWith(SPOOL_PREFIX));
  const received = async (messageId: string) =>
    (await ds.query('SELECT outcome, detail, size_bytes, from_address, subject FROM inbound_mails WHERE message_id = $1', [messageId]))[0];

  /**
   * A reply from the authority just under INBOUND_MAX_BYTES as sent: a large text part (the reply's line, then a long
   * quoted history), a
   * "photo" of 6.5 MB (JPEG magic, then noise: refused by content) and a 4 MB PDF. Sent raw, so that the size is exact.
   * About 10 MB of it is text: three of these at once ended a 192 MB process that read messages whole.
   */
  async function largestReply(messageId: string): Promise<Buffer> {
    const compose = async (textBytes: number) => {
      const filler = '> Road surface measured at each chainage, with the depth of each pothole.\n';
      const text = `The crater was filled and rolled this morning.\n\n${filler.repeat(Math.ceil(textBytes / filler.length)).slice(0, textBytes)}`;
      // CRLF line ends, as SMTP carries them: the size sent is the size received.
      const info = await createTransport({ streamTransport: true, buffer: true, newline: 'windows' }).sendMail({
        from: `Chief Officer <${AUTHORITY}>`,
        to: replyTo,
        subject: `Re: Civic complaint ${complaintId}`,
        messageId,
        headers: { 'Authentication-Results': `${UPSTREAM_AUTHSERV_ID}; spf=pass smtp.mailfrom=${AUTHORITY}; dmarc=pass header.from=limits.test` },
        text,
        attachments: [
          { filename: 'after.jpg', contentType: 'image/jpeg', content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6.5 * 1024 * 1024)]) },
          { filename: 'survey.pdf', contentType: 'application/pdf', content: randomBytes(4 * 1024 * 1024) },
        ],
      });
      return info.message as Buffer;
    };
    // The text lines are shorter than 76 characters, so they travel as written: the text's size sets the message's.
    let textBytes = 8 * 1024 * 1024;
    let raw = await compose(textBytes);
    for (let i = 0; i < 3 && (raw.length >= INBOUND_MAX_BYTES || raw.length <= INBOUND_MAX_BYTES - 64 * 1024); i++) {
      textBytes += INBOUND_MAX_BYTES - 16 * 1024 - raw.length;
      raw = await compose(textBytes);
    }
    expect(raw.length).toBeGreaterThan(INBOUND_MAX_BYTES - 64 * 1024);
    expect(raw.length).toBeLessThan(INBOUND_MAX_BYTES);
    return raw;
  }

  it('receives three messages of the largest size the listener announces at once, within a 192 MB heap, and stays up', async () => {
    const ids = [1, 2, 3].map((n) => `<largest-${n}-${Date.now()}@limits.test>`);
    const raws = await Promise.all(ids.map(largestReply));
    const answers = await Promise.all(raws.map((raw) => deliver({ envelope: { from: AUTHORITY, to: [replyTo] }, raw })));
    expect(answers.every((a) => a.startsWith('250'))).toBe(true);
    await apiAlive();
    for (const id of ids) {
      const row = await received(id);
      expect(row).toMatchObject({ outcome: 'published', from_address: AUTHORITY });
      expect(row.size_bytes).toBeGreaterThan(INBOUND_MAX_BYTES - 64 * 1024);
      expect(row.detail).toMatch(/^Attachments dropped: after\.jpg \(.+\), survey\.pdf \(not a photo or document\)$/);
    }
    const { updates } = (await t.http().get(`/api/admin/complaints/${complaintId}`).set(superadmin.auth).expect(200)).body;
    const replies = updates.filter((u: { message: string }) => u.message === 'The crater was filled and rolled this morning.');
    expect(replies).toHaveLength(3);
    expect(spoolsLeft()).toEqual([]);
  });

  it('refuses a message with a NUL byte, and one nested 3,000 deep, with 554 and logs them failed with the reason', async () => {
    const nul = `<nul-${Date.now()}@limits.test>`;
    const deep = `<deep-${Date.now()}@limits.test>`;
    let head = '';
    let tail = '';
    for (let i = 0; i < 3000; i++) {
      head += `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`;
      tail = `\r\n--b${i}--\r\n${tail}`;
    }
    const messages = [
      `From: ${AUTHORITY}\r\nTo: ${replyTo}\r\nSubject: Re: Civic complaint ${complaintId}\r\nMessage-ID: ${nul}\r\n\r\nRoad rep\0aired.\r\n`,
      `From: ${AUTHORITY}\r\nTo: ${replyTo}\r\nSubject: Re: nested\r\nMessage-ID: ${deep}\r\nMIME-Version: 1.0\r\n${head}Content-Type: text/plain\r\n\r\nDeep.${tail}`,
    ];
    for (const raw of messages) {
      await expect(deliver({ envelope: { from: AUTHORITY, to: [replyTo] }, raw })).rejects.toThrow(/554/);
    }
    await apiAlive();
    expect(await received(nul)).toMatchObject({ outcome: 'failed', from_address: AUTHORITY, detail: expect.stringMatching(/^Unreadable: a NUL byte/) });
    expect(await received(deep)).toMatchObject({
      outcome: 'failed',
      subject: 'Re: nested',
      detail: `Unreadable: MIME parts nested deeper than ${INBOUND_LIMITS.maxDepth} levels`,
    });
    // What the admin's received-mail page shows.
    const log = await t.http().get('/api/admin/mail/received?limit=100').set(superadmin.auth).expect(200);
    const rows = log.body.items.filter((m: { messageId: string }) => m.messageId === nul || m.messageId === deep);
    expect(rows.map((m: { outcome: string; detail: string }) => [m.outcome, m.detail.startsWith('Unreadable: ')])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
    expect(spoolsLeft()).toEqual([]);
  });

  it('lets one address hold at most INBOUND_MAX_CLIENTS_PER_ADDRESS connections (421 past them), and frees a slot when one closes', async () => {
    /** A connection and the first reply line the listener sends it. */
    const connect = async (): Promise<{ socket: net.Socket; greeting: string }> => {
      const socket = net.connect(inboundPort, '127.0.0.1');
      socket.setEncoding('utf8');
      const [greeting] = (await once(socket, 'data')) as [string];
      return { socket, greeting };
    };
    const held = [];
    for (let i = 0; i < INBOUND_MAX_CLIENTS_PER_ADDRESS; i += 1) held.push(await connect());
    expect(held.map((c) => c.greeting.slice(0, 4))).toEqual(Array(INBOUND_MAX_CLIENTS_PER_ADDRESS).fill('220 '));
    const refused = await connect();
    expect(refused.greeting).toMatch(/^421 /);
    refused.socket.destroy();
    held[0].socket.end('QUIT\r\n');
    await once(held[0].socket, 'close');
    const again = await eventually(async () => {
      const next = await connect();
      if (next.greeting.startsWith('220 ')) return next;
      next.socket.destroy();
      return null;
    });
    expect(again.greeting.slice(0, 4)).toBe('220 ');
    for (const c of [...held.slice(1), again]) c.socket.destroy();
  });

  it('closes with 421 a message whose DATA is trickled past INBOUND_DATA_TIMEOUT_SECONDS, and goes on taking mail', async () => {
    // A process of its own with a 2 s deadline: the file's API process keeps the default for its 25 MB messages.
    const port = await freePort();
    const quick = await createTestApp({ MAIL_FROM, INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: String(port), INBOUND_DATA_TIMEOUT_SECONDS: '2' });
    const { socket, command, closed, received } = await smtpDialogue(port);
    let trickle: NodeJS.Timeout | undefined;
    try {
      await command('EHLO slow.example');
      expect(await command('MAIL FROM:<co.canacona@limits.test>')).toMatch(/^250 /);
      expect(await command(`RCPT TO:<${replyTo}>`)).toMatch(/^250 /);
      expect(await command('DATA')).toMatch(/^354 /);
      const started = Date.now();
      // A byte every 200 ms: never silent for the 30 s idle timeout, never done.
      trickle = setInterval(() => socket.writable && socket.write('x'), 200);
      await closed;
      const seconds = (Date.now() - started) / 1000;
      expect(received()).toMatch(/421 \S+ Message not received in 2 s, closing connection/);
      expect(seconds).toBeGreaterThanOrEqual(1.9);
      expect(seconds).toBeLessThan(10);
      // The listener still takes mail from the next connection.
      const next = net.connect(port, '127.0.0.1');
      next.setEncoding('utf8');
      const [greeting] = (await once(next, 'data')) as [string];
      expect(greeting.slice(0, 4)).toBe('220 ');
      next.destroy();
    } finally {
      clearInterval(trickle);
      socket.destroy();
      await quick.close();
    }
  });

  it('closes a connection with 421 after INBOUND_MAX_REFUSED_RECIPIENTS unknown recipients', async () => {
    const { command, closed } = await smtpDialogue(inboundPort);
    await command('EHLO prober.example');
    expect(await command('MAIL FROM:<prober@evil.example>')).toMatch(/^250 /);
    const replies: string[] = [];
    for (let i = 0; i <= INBOUND_MAX_REFUSED_RECIPIENTS; i += 1) replies.push(await command(`RCPT TO:<nobody${i}@elsewhere.example>`));
    expect(replies.slice(0, INBOUND_MAX_REFUSED_RECIPIENTS).every((r) => r.startsWith('550 '))).toBe(true);
    expect(replies[INBOUND_MAX_REFUSED_RECIPIENTS]).toMatch(/^421 /);
    await closed;
  });
});
