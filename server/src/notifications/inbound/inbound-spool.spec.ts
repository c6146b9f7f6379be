import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { withSpooledMail, type SpooledMail } from './inbound-spool.js';

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe('spooling a received message to disk', () => {
  it('keeps the bytes as received, with their size and hash, readable again from the file until done', async () => {
    let spooled: SpooledMail | null = null;
    const raw = 'From: clerk@goa.gov.in\r\nSubject: Re\r\n\r\nDone.\r\n';
    await withSpooledMail(chunks(raw.slice(0, 10), raw.slice(10)), 1000, async (mail) => {
      spooled = mail;
      expect(mail).toMatchObject({ sizeBytes: raw.length, oversize: false, hasNul: false, sha256: createHash('sha256').update(raw).digest('hex') });
      expect(await readFile(mail.rawPath, 'utf8')).toBe(raw);
      expect(Buffer.concat(await mail.openRaw().toArray()).toString()).toBe(raw);
    });
    expect(existsSync(spooled!.dir)).toBe(false);
  });

  it('counts a message past the limit without keeping more than the limit, and finds a NUL byte', async () => {
    await withSpooledMail(chunks('a'.repeat(600), 'b\0'.repeat(300)), 1000, async (mail) => {
      expect(mail).toMatchObject({ sizeBytes: 1200, oversize: true, hasNul: true });
      expect((await readFile(mail.rawPath)).length).toBe(1000);
    });
    await withSpooledMail(chunks('a'.repeat(1000), '\0'), 1000, async (mail) => expect(mail.hasNul).toBe(false));
  });

  it('removes the folder when the work on the message throws', async () => {
    let dir = '';
    await expect(
      withSpooledMail(chunks('x'), 1000, async (mail) => {
        dir = mail.dir;
        await readFile(mail.rawPath);
        expect(() => mail.tempPath('../escape')).toThrow();
        throw new Error('parser failed');
      }),
    ).rejects.toThrow('parser failed');
    expect(dir).not.toBe('');
    expect(existsSync(dir)).toBe(false);
  });
});
