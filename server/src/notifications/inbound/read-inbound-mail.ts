import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MimeNode, SplitterChunk } from '@zone-eu/mailsplit';
import EmailReplyParser from 'email-reply-parser';
import type { AddressObject, AttachmentStream, Headers, MessageText } from 'mailparser';
import type { SpooledMail } from './inbound-spool.js';

/**
 * mailparser and mailsplit, loaded with the first received email: a process that receives none does not carry them
 * (about 7 MB of heap; docs/adr/0080-memory-limits-and-streamed-open-data.md).
 */
const mailparser = () => import('mailparser');
const mailsplit = () => import('@zone-eu/mailsplit');

/** Largest email the portal reads: 25 MB (a phone's few photos); a bigger one is refused and logged as oversize. */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;
/** The reply's words kept in the log and the history: at most 5,000 characters (an officer's answer, not a report). */
export const INBOUND_TEXT_MAX = 5000;

/**
 * What reading one message may cost, whatever its bytes (docs/adr/0128-inbound-mail-spooled-and-streamed.md). A
 * message past a structural limit is unreadable (logged `failed`, answered 554); text past its limit is cut, the
 * reply's own words being at its top.
 */
export const INBOUND_LIMITS = {
  /** MIME parts (each part's headers and place in the tree are held while reading): a reply with photos has under 20. */
  maxParts: 100,
  /** Parts inside parts: a reply forwarded a few times nests about 10 deep; 3,000 would exhaust the parsers' stacks. */
  maxDepth: 32,
  /** Header bytes of one part, each header line counting at least 64 bytes (so at most 1,024 lines). */
  maxPartHeaderBytes: 64 * 1024,
  /** Header bytes of all parts together. */
  maxHeaderBytes: 256 * 1024,
  /** Bytes (as sent, before decoding) kept of one inline text/plain or text/html part; the rest is dropped unread. */
  maxTextPartBytes: 128 * 1024,
  /** Bytes kept of all inline text parts together. */
  maxTextBytes: 512 * 1024,
  /**
   * DKIM-Signature headers of the message: a mail server signs once, a forwarder or a list once more. mailauth hashes
   * the body once per signature of a different length (`l=`) and looks each signing key up in DNS, so 500 signatures
   * on a 25 MB message took 48 s of the API's CPU (RFC 6376 section 6.1 lets a verifier limit the signatures it checks).
   */
  maxDkimSignatures: 5,
} as const;

/**
 * Characters of the text that email-reply-parser reads for the reply's own words (it splits and reverses it all): six
 * times the words kept (INBOUND_TEXT_MAX), the reply being at the top.
 */
const REPLY_PARSER_INPUT = 30_000;
/**
 * Longest line email-reply-parser reads as it is. Its quote-header pattern (`/^(.+\son.*at.*wrote:)$/m`) backtracks in
 * the cube of a line's length: a line of 15,000 characters of " on at" held the event loop for half a minute. A longer
 * line goes to the parser as a short placeholder and comes back whole (visibleReply): it is read as a paragraph, never
 * as a quote header, which is a line of a few dozen characters.
 */
const REPLY_PARSER_LINE = 200;
/**
 * Bytes of a Message-ID kept as written: the unique index on it (inbound_mails_message_id_uq) takes B-tree entries of
 * at most 2,704 bytes, so a longer one, which no mail program writes, is kept as its SHA-256, still one per message.
 */
const MESSAGE_ID_MAX_BYTES = 900;
/** Bytes of a delivery-status part read for its failed recipients, and the recipient blocks read of it. */
const DELIVERY_STATUS_BYTES = 64 * 1024;
const DELIVERY_STATUS_BLOCKS = 200;

/** One attachment of a received email, in a file of the message's spool folder (removed after the message is handled). */
export interface InboundAttachment {
  filename: string;
  contentType: string;
  /** Absolute path of the decoded content. */
  path: string;
  sizeBytes: number;
}

/** An address a delivery status notification reported as failed, with its status and diagnostic. */
export interface FailedRecipient {
  email: string;
  reason: string;
}

/** What a received email is, once read (readInboundMail). */
export interface InboundMailRead {
  /** The Message-ID, or `<sha256 of the bytes@inbound.invalid>` for a message without one. */
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  sizeBytes: number;
  /**
   * - `bounce`: a delivery status notification (multipart/report; report-type=delivery-status);
   * - `auto_reply`: an automatic answer (RFC 3834 Auto-Submitted, X-Autoreply and kin, an out-of-office subject);
   * - `reply`: anything else; `replyKey` says which complaint and recipient it answers, null when none;
   * - `unreadable`: a message that can never be read (`problem` says why): the same bytes would fail again.
   */
  kind: 'bounce' | 'auto_reply' | 'reply' | 'unreadable';
  replyKey: string | null;
  /**
   * The Message-IDs it answers: In-Reply-To's, then References' newest first (at most MAX_THREAD_IDS); how a reply to
   * the portal's sender address finds the email it answers.
   */
  threadIds: string[];
  /** The reply's own words: quoted history and signature removed by email-reply-parser. */
  text: string;
  attachments: InboundAttachment[];
  failedRecipients: FailedRecipient[];
  /** Why an `unreadable` message cannot be read; '' otherwise. */
  problem: string;
}

/** Subjects of automatic answers in the languages officers' mail servers use (Outlook, Gmail, Zimbra). */
const AUTO_SUBJECTS = [
  'auto:',
  'automatic reply',
  'auto reply',
  'auto-reply',
  'autoreply',
  'out of office',
  'out of the office',
  'on leave',
  'away from office',
  'vacation reply',
  'स्वचालित उत्तर',
  'कार्यालय से बाहर',
];

/**
 * The reply's words without the rule Outlook draws above the quoted message (a line of dashes or underscores that
 * email-reply-parser leaves once it has cut the `From: … Sent: …` block below it), trimmed.
 */
export function withoutTrailingRules(text: string): string {
  return text.replace(/(?:\s*\n[ \t]*[-_=]{5,}[ \t]*)+\s*$/u, '').trim();
}

/** A Private Use Area character: no mail program writes it, so it marks a placeholder of visibleReply. */
const PLACEHOLDER = '\uE000';

/**
 * The reply's own words in `text` (email-reply-parser: without the quoted email and the signature), read from the
 * first REPLY_PARSER_INPUT characters, each line longer than REPLY_PARSER_LINE passed as a placeholder (a quoted one
 * still marked '>') and put back whole.
 */
export function visibleReply(text: string): string {
  const longLines: string[] = [];
  const input = text
    .slice(0, REPLY_PARSER_INPUT)
    .replaceAll(PLACEHOLDER, '')
    .split('\n')
    .map((line) => {
      if (line.length <= REPLY_PARSER_LINE) return line;
      longLines.push(line);
      return `${line.startsWith('>') ? '>' : ''}${PLACEHOLDER}${longLines.length - 1}${PLACEHOLDER}`;
    })
    .join('\n');
  const visible = new EmailReplyParser().parseReply(input);
  return longLines.length ? visible.replace(new RegExp(`>?${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'), (_m, i: string) => longLines[Number(i)] ?? '') : visible;
}

/** `id` as the inbound_mails row keeps it: as written up to MESSAGE_ID_MAX_BYTES, else its SHA-256. */
function storableMessageId(id: string): string {
  return Buffer.byteLength(id) <= MESSAGE_ID_MAX_BYTES ? id : `<${createHash('sha256').update(id).digest('hex')}@long-message-id.invalid>`;
}

/** A text without NUL characters (PostgreSQL's text refuses them). */
function clean(value: string): string {
  return value.includes('\0') ? value.replaceAll('\0', '') : value;
}

/** The addresses of a mailparser address field, as written. */
function addressesAsWritten(field: unknown): string[] {
  const list = (Array.isArray(field) ? field : field ? [field] : []) as AddressObject[];
  return list.flatMap((a) => (Array.isArray(a?.value) ? a.value : []).map((v) => clean(v.address ?? '').trim())).filter(Boolean);
}

/** The lower-case addresses of a mailparser address field. */
function addresses(field: unknown): string[] {
  return addressesAsWritten(field).map((a) => a.toLowerCase());
}

/** A header's text (first value) as written; '' when absent. */
function headerAsWritten(headers: Headers, name: string): string {
  const value = headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return clean(value.value);
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return clean(value.text);
  return clean(String(value));
}

/** A header's text (first value), lower case; '' when absent. */
function header(headers: Headers, name: string): string {
  const value = headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return clean(value).toLowerCase();
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return clean(value.value).toLowerCase();
  return clean(String(value)).toLowerCase();
}

/** Whether the email is an automatic answer (RFC 3834 section 5; the headers Exchange and others set instead). */
export function isAutoReply(headers: Headers, subject: string, envelopeFromIsNull: boolean): boolean {
  const autoSubmitted = header(headers, 'auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-auto-response-suppress')) return true;
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(header(headers, 'precedence'))) return true;
  const lower = subject.trim().toLowerCase();
  if (AUTO_SUBJECTS.some((s) => lower.startsWith(s))) return true;
  // A message with the null reverse-path (MAIL FROM:<>) that is not a delivery report is still machine-sent.
  return envelopeFromIsNull;
}

/** Whether the email is a delivery status notification (RFC 3464: multipart/report; report-type=delivery-status). */
function isDeliveryReport(headers: Headers): boolean {
  const type = headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  return type?.value?.toLowerCase() === 'multipart/report' && (type.params?.['report-type'] ?? '').toLowerCase() === 'delivery-status';
}

/** The first `limit` bytes of a file. */
async function head(path: string, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of createReadStream(path, { start: 0, end: limit - 1 }) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks, size);
}

/**
 * The failed recipients of a delivery report: its message/delivery-status part is header blocks (one per message, then
 * one per recipient, RFC 3464 section 2.1), each read by mailsplit's header parser; a recipient whose Action is
 * `failed` is listed with its Status and Diagnostic-Code. Delayed or delivered recipients are not failures.
 */
async function failedRecipients(attachments: readonly InboundAttachment[]): Promise<FailedRecipient[]> {
  const { Headers: HeaderBlock } = await mailsplit();
  const failed: FailedRecipient[] = [];
  for (const part of attachments.filter((a) => a.contentType.toLowerCase() === 'message/delivery-status')) {
    const blocks = (await head(part.path, DELIVERY_STATUS_BYTES)).toString('utf8').split(/\r?\n\s*\r?\n/);
    for (const block of blocks.slice(0, DELIVERY_STATUS_BLOCKS)) {
      if (!block.trim()) continue;
      const fields = new HeaderBlock(`${block.trim()}\r\n`);
      const recipient = fields.getFirst('final-recipient') || fields.getFirst('original-recipient');
      const action = fields.getFirst('action').toLowerCase();
      if (!recipient || action !== 'failed') continue;
      const email = clean(recipient.split(';').pop()!.trim().toLowerCase());
      const reason = [fields.getFirst('status'), fields.getFirst('diagnostic-code').split(';').pop()]
        .map((v) => clean(v ?? '').trim())
        .filter(Boolean)
        .join(' ');
      if (email.includes('@')) failed.push({ email, reason: reason.slice(0, 300) });
    }
  }
  return failed;
}

/**
 * The reply key of the first recipient address `reply+{key}@{domain}` (the Reply-To of every email to an authority):
 * the envelope's recipients first (SMTP RCPT TO), then the To, Cc, Delivered-To and X-Original-To headers (a mailbox
 * read by IMAP has no envelope).
 */
export function replyKeyOf(recipients: readonly string[], domain: string): string | null {
  const suffix = `@${domain.toLowerCase()}`;
  for (const address of recipients) {
    const lower = address.trim().toLowerCase();
    if (!lower.endsWith(suffix)) continue;
    const local = lower.slice(0, -suffix.length);
    if (!local.startsWith('reply+')) continue;
    const key = address.trim().slice('reply+'.length, address.trim().length - suffix.length);
    if (/^[A-Za-z0-9_-]{8,128}$/.test(key)) return key;
  }
  return null;
}

/** Message-IDs of In-Reply-To and References looked up: a long thread's older ones are not the portal's email. */
export const MAX_THREAD_IDS = 20;

/**
 * The Message-IDs a reply answers (RFC 5322 section 3.6.4): In-Reply-To's, then References' from the newest (its
 * last) back, without repeats, at most MAX_THREAD_IDS.
 */
export function threadIdsOf(inReplyTo: string, references: string): string[] {
  const ids = (text: string) => text.match(/<[^<>\s]{1,250}>/g) ?? [];
  return [...new Set([...ids(inReplyTo), ...ids(references).reverse()])].slice(0, MAX_THREAD_IDS);
}

/** A structural limit of INBOUND_LIMITS crossed: the message is unreadable, whatever retry. */
class MailStructureError extends Error {}

/**
 * An object-mode stage between mailsplit's Splitter and Joiner that holds a message to INBOUND_LIMITS before mailparser
 * reads it: it refuses too many parts, too deep a nesting and too many header bytes, and passes on at most
 * maxTextPartBytes of each inline text part (at most maxTextBytes in all), so that mailparser, which collects a text
 * part in memory, never collects more.
 */
function boundedStructure(onRoot: (head: Buffer) => void): Transform {
  let parts = 0;
  let headerBytes = 0;
  let textBytes = 0;
  /** Bytes the current part may still pass on; null for a part that is not inline text. */
  let textLeft: number | null = null;
  return new Transform({
    objectMode: true,
    transform(chunk: SplitterChunk, _encoding, callback) {
      if (chunk.type === 'node') {
        const node = chunk as MimeNode;
        if (node.root && parts === 0) {
          onRoot(node.getHeaders());
          const signatures = node.headers ? node.headers.get('dkim-signature').length : 0;
          if (signatures > INBOUND_LIMITS.maxDkimSignatures) {
            return callback(new MailStructureError(`More than ${INBOUND_LIMITS.maxDkimSignatures} DKIM-Signature headers`));
          }
        }
        if (++parts > INBOUND_LIMITS.maxParts) return callback(new MailStructureError(`More than ${INBOUND_LIMITS.maxParts} MIME parts`));
        let depth = 0;
        for (let parent = node.parentNode; parent; parent = parent.parentNode) depth++;
        if (depth > INBOUND_LIMITS.maxDepth) {
          return callback(new MailStructureError(`MIME parts nested deeper than ${INBOUND_LIMITS.maxDepth} levels`));
        }
        headerBytes += node.headerCost();
        if (headerBytes > INBOUND_LIMITS.maxHeaderBytes) {
          return callback(new MailStructureError(`More than ${INBOUND_LIMITS.maxHeaderBytes / 1024} KB of headers`));
        }
        const type = node.contentType || 'text/plain';
        const inlineText = !node.multipart && (type === 'text/plain' || type === 'text/html') && (!node.disposition || node.disposition === 'inline');
        textLeft = inlineText ? Math.min(INBOUND_LIMITS.maxTextPartBytes, INBOUND_LIMITS.maxTextBytes - textBytes) : null;
      } else if (chunk.type === 'body' && textLeft !== null) {
        const value = chunk.value;
        const kept = Math.min(value.length, textLeft);
        textLeft -= kept;
        textBytes += kept;
        if (kept === 0) return callback();
        if (kept < value.length) chunk.value = value.subarray(0, kept);
      }
      callback(null, chunk);
    },
  });
}

/** What the streaming parse found: the root headers (null when it failed before them), text, attachments, or its error. */
interface Parsed {
  headers: Headers | null;
  text: string;
  attachments: InboundAttachment[];
  error: Error | null;
}

/**
 * Parses the spooled message as a stream: the raw file → mailsplit's Splitter → boundedStructure → Joiner → mailparser's
 * MailParser, each attachment streamed into a file of the spool folder (`part-N`). Memory: a few chunks of the raw
 * file, the headers, and at most INBOUND_LIMITS.maxTextBytes of text. A parser's error answers `error` (the message is
 * unreadable); a disk error (ENOSPC, EMFILE...) is thrown, as it may pass.
 */
async function parseSpooled(mail: SpooledMail): Promise<Parsed> {
  const [{ MailParser }, { Splitter, Joiner }] = await Promise.all([mailparser(), mailsplit()]);
  // The parsers' own limits back up boundedStructure's (mailparser runs a Splitter of its own).
  const limits = { maxHeadSize: INBOUND_LIMITS.maxPartHeaderBytes, maxChildNodes: INBOUND_LIMITS.maxParts * 2 };
  const parser = new MailParser({
    ...limits,
    keepDeliveryStatus: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    checksumAlgo: false,
    maxHtmlLengthToParse: INBOUND_LIMITS.maxTextBytes,
  });
  const parsed: Parsed = { headers: null, text: '', attachments: [], error: null };
  parser.on('headers', (headers: Headers) => (parsed.headers = headers));
  let rootHead: Buffer | null = null;
  const consume = async (source: AsyncIterable<AttachmentStream | MessageText>) => {
    for await (const data of source) {
      if (data.type === 'text') {
        parsed.text = (data.text ?? '').slice(0, REPLY_PARSER_INPUT);
        continue;
      }
      try {
        const path = mail.tempPath(`part-${parsed.attachments.length + 1}`);
        let sizeBytes = 0;
        const count = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            sizeBytes += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(data.content, count, createWriteStream(path));
        parsed.attachments.push({ filename: clean(data.filename ?? 'attachment').slice(0, 200), contentType: clean(data.contentType), path, sizeBytes });
      } finally {
        data.release?.();
      }
    }
  };
  try {
    await pipeline(
      mail.openRaw(),
      new Splitter(limits),
      boundedStructure((head) => (rootHead = head)),
      new Joiner(),
      parser as unknown as Transform,
      consume,
    );
  } catch (error) {
    // A system error (it carries a syscall: the disk is full, too many open files) may pass: the transport retries.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    parsed.error = error as Error;
    // Refused before mailparser reached the message's own headers: read them alone, so the log says who sent it.
    if (!parsed.headers && rootHead) parsed.headers = await headersOf(rootHead, MailParser);
  }
  return parsed;
}

/** The headers of a message's header block alone (at most maxPartHeaderBytes), read by mailparser; null if it cannot. */
async function headersOf(head: Buffer, Parser: typeof import('mailparser').MailParser): Promise<Headers | null> {
  const parser = new Parser({ maxHeadSize: INBOUND_LIMITS.maxPartHeaderBytes, maxChildNodes: 1, checksumAlgo: false });
  let headers: Headers | null = null;
  parser.on('headers', (h: Headers) => (headers = h));
  const drain = async (source: AsyncIterable<AttachmentStream | MessageText>) => {
    for await (const data of source) {
      if (data.type !== 'attachment') continue;
      data.content.resume();
      data.release?.();
    }
  };
  await pipeline(Readable.from([head]), parser as unknown as Transform, drain).catch(() => undefined);
  return headers;
}

/**
 * Reads a spooled email as a stream (parseSpooled): its Message-ID, sender, recipients and subject; whether it is a
 * bounce (with the failed addresses) or an automatic answer; the reply key it was sent to; the reply's own words with
 * email-reply-parser (quoted history and signature removed; an HTML-only reply is read from mailparser's text
 * version); and its attachments as files. A message that cannot be read (the parser failed, a limit of INBOUND_LIMITS,
 * a NUL byte) is `unreadable`, with what could be read of its headers. `envelope`: the SMTP envelope when the message
 * came by SMTP (null reverse-path, RCPT TO addresses). Throws only on a disk error.
 */
export async function readInboundMail(
  mail: SpooledMail,
  domain: string,
  envelope: { mailFrom: string | null; recipients: string[] } | null = null,
): Promise<InboundMailRead> {
  const parsed = await parseSpooled(mail);
  const headers: Headers = parsed.headers ?? new Map();
  const messageIdHeader = typeof headers.get('message-id') === 'string' ? clean(headers.get('message-id') as string).trim() : '';
  const messageId = messageIdHeader || `<${mail.sha256}@inbound.invalid>`;
  const subject = typeof headers.get('subject') === 'string' ? clean(headers.get('subject') as string) : '';
  const from = addresses(headers.get('from'))[0] ?? clean(envelope?.mailFrom ?? '').toLowerCase();
  // A mailbox read by IMAP has only these to find the reply address in (a key is looked up case ignored).
  const headerRecipients = [
    ...addressesAsWritten(headers.get('to')),
    ...addressesAsWritten(headers.get('cc')),
    ...addressesAsWritten(headers.get('delivered-to')),
    headerAsWritten(headers, 'x-original-to').trim(),
  ].filter(Boolean);
  const envelopeRecipients = (envelope?.recipients ?? []).map(clean);
  const to = [...new Set([...envelopeRecipients, ...headerRecipients].map((r) => r.toLowerCase()))];
  const replyKey = replyKeyOf([...envelopeRecipients, ...headerRecipients], domain);
  const references = headers.get('references');
  const threadIds = threadIdsOf(headerAsWritten(headers, 'in-reply-to'), clean(Array.isArray(references) ? references.join(' ') : String(references ?? '')));
  const base = { messageId: storableMessageId(messageId), from, to, subject: subject.slice(0, 998), sizeBytes: mail.sizeBytes, replyKey, threadIds };
  const none = { text: '', attachments: [], failedRecipients: [], problem: '' };

  const problem = parsed.error
    ? `Unreadable: ${clean(parsed.error.message).slice(0, 300)}`
    : mail.hasNul
      ? 'Unreadable: a NUL byte, which no email may carry (RFC 5322 section 2.3, RFC 2045 section 2.8)'
      : '';
  if (problem) return { ...base, kind: 'unreadable', ...none, problem };
  if (isDeliveryReport(headers)) {
    return { ...base, kind: 'bounce', ...none, failedRecipients: await failedRecipients(parsed.attachments) };
  }
  const text = clean(withoutTrailingRules(visibleReply(parsed.text))).slice(0, INBOUND_TEXT_MAX);
  const kind = isAutoReply(headers, subject, envelope !== null && !envelope.mailFrom) ? 'auto_reply' : 'reply';
  return { ...base, kind, text, attachments: parsed.attachments, failedRecipients: [], problem: '' };
}
