import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A received message spooled to disk (docs/adr/0128-inbound-mail-spooled-and-streamed.md): its raw RFC 5322 bytes, as
 * they arrived, in a file of a temporary folder of its own, readable for as long as the receiver works on it. Anything
 * that reads the message (the parser, an authentication check) streams it from `rawPath` (or `openRaw()`) instead of
 * holding it in memory; attachments are written beside it (`tempPath`). The folder is removed when the receiver is done.
 */
export interface SpooledMail {
  /** The temporary folder of this message: the raw file and the attachments' files. */
  readonly dir: string;
  /** Absolute path of the raw message (exactly the bytes received, at most the spooling limit). */
  readonly rawPath: string;
  /** Bytes received; over the limit, the count of every byte received, of which only the limit was kept. */
  readonly sizeBytes: number;
  /** True when more than the limit arrived: the file then holds only the first `limit` bytes and is not to be read. */
  readonly oversize: boolean;
  /** SHA-256 of the bytes kept (hex): the Message-ID of a message without one is derived from it. */
  readonly sha256: string;
  /** True when a NUL byte occurs anywhere in the message (RFC 5322 and RFC 2045 section 2.7/2.8 allow none). */
  readonly hasNul: boolean;
  /** A new stream of the raw message, from its first byte; each call opens the file again. */
  openRaw(): Readable;
  /** A path in the message's folder for a file of its own (`name`: letters, digits, dashes). */
  tempPath(name: string): string;
}

/** The prefix of each message's temporary folder under the system's temporary directory (TMPDIR). */
export const SPOOL_PREFIX = 'civic-inbound-';

/**
 * Spools `source` (an SMTP DATA stream, an IMAP download) to a file in a new temporary folder, counting, hashing and
 * looking for NUL bytes as it goes, then runs `use` with the spooled message and removes the folder whatever happens
 * (success, error, a throwing `use`). Past `maxBytes` nothing more is written but the source is still read to its end
 * (the SMTP client expects its DATA to be consumed before the answer), so `sizeBytes` tells how large the message was.
 * Memory stays at one chunk of the source: the file stream's backpressure pauses the source.
 */
export async function withSpooledMail<T>(source: Readable, maxBytes: number, use: (mail: SpooledMail) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), SPOOL_PREFIX));
  try {
    const rawPath = join(dir, 'raw.eml');
    const hash = createHash('sha256');
    let sizeBytes = 0;
    let hasNul = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const kept = Math.max(0, Math.min(chunk.length, maxBytes - sizeBytes));
        sizeBytes += chunk.length;
        if (kept === 0) return callback();
        const part = kept === chunk.length ? chunk : chunk.subarray(0, kept);
        if (!hasNul && part.includes(0)) hasNul = true;
        hash.update(part);
        callback(null, part);
      },
    });
    await pipeline(source, counter, createWriteStream(rawPath));
    const mail: SpooledMail = {
      dir,
      rawPath,
      sizeBytes,
      oversize: sizeBytes > maxBytes,
      sha256: hash.digest('hex'),
      hasNul,
      openRaw: () => createReadStream(rawPath),
      tempPath: (name: string) => {
        if (!/^[A-Za-z0-9-]{1,64}$/.test(name)) throw new Error(`Not a spool file name: ${name}`);
        return join(dir, name);
      },
    };
    return await use(mail);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
