import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import type { AddressObject, ParsedMail } from 'mailparser';

/**
 * mailparser, loaded with the first received email: a process that receives none does not carry it (about 7 MB of
 * heap; docs/adr/0080-memory-limits-and-streamed-open-data.md).
 */
const mailparser = () => import('mailparser');

/** Largest email the portal reads: 25 MB (a phone's few photos); a bigger one is refused and logged as oversize. */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;
/** The reply's words kept in the log and the history: at most 5,000 characters (an officer's answer, not a report). */
export const INBOUND_TEXT_MAX = 5000;

/** One attachment of a received email. */
export interface InboundAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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
   * - `reply`: anything else; `replyKey` says which complaint and recipient it answers, null when none.
   */
  kind: 'bounce' | 'auto_reply' | 'reply';
  replyKey: string | null;
  /** The reply's own words: quoted history and signature removed by email-reply-parser. */
  text: string;
  attachments: InboundAttachment[];
  failedRecipients: FailedRecipient[];
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

/** The lower-case address of a mailparser address field (first address, or every one). */
function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').trim().toLowerCase())).filter(Boolean);
}

/** A header's text (first value), lower case; '' when absent. */
function header(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value.toLowerCase();
  return String(value).toLowerCase();
}

/** Whether the email is an automatic answer (RFC 3834 section 5; the headers Exchange and others set instead). */
export function isAutoReply(mail: ParsedMail, envelopeFromIsNull: boolean): boolean {
  const autoSubmitted = header(mail, 'auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond') || mail.headers.has('x-auto-response-suppress')) return true;
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(header(mail, 'precedence'))) return true;
  const subject = (mail.subject ?? '').trim().toLowerCase();
  if (AUTO_SUBJECTS.some((s) => subject.startsWith(s))) return true;
  // A message with the null reverse-path (MAIL FROM:<>) that is not a delivery report is still machine-sent.
  return envelopeFromIsNull;
}

/** Whether the email is a delivery status notification (RFC 3464: multipart/report; report-type=delivery-status). */
function isDeliveryReport(mail: ParsedMail): boolean {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  return type?.value?.toLowerCase() === 'multipart/report' && (type.params?.['report-type'] ?? '').toLowerCase() === 'delivery-status';
}

/**
 * The failed recipients of a delivery report: its message/delivery-status part is header blocks (one per message, then
 * one per recipient, RFC 3464 section 2.1), each read by mailparser; a recipient whose Action is `failed` is listed
 * with its Status and Diagnostic-Code. Delayed or delivered recipients are not failures.
 */
async function failedRecipients(mail: ParsedMail): Promise<FailedRecipient[]> {
  const failed: FailedRecipient[] = [];
  for (const part of mail.attachments.filter((a) => a.contentType.toLowerCase() === 'message/delivery-status')) {
    for (const block of part.content.toString('utf8').split(/\r?\n\s*\r?\n/)) {
      if (!block.trim()) continue;
      const fields = (await (await mailparser()).simpleParser(Buffer.from(`${block.trim()}\r\n\r\n`))).headers;
      const recipient = String(fields.get('final-recipient') ?? fields.get('original-recipient') ?? '');
      const action = String(fields.get('action') ?? '').toLowerCase();
      if (!recipient || action !== 'failed') continue;
      const email = recipient.split(';').pop()!.trim().toLowerCase();
      const reason = [
        fields.get('status'),
        String(fields.get('diagnostic-code') ?? '')
          .split(';')
          .pop(),
      ]
        .map((v) => String(v ?? '').trim())
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

/**
 * Reads a received email with mailparser: its Message-ID, sender, recipients and subject; whether it is a bounce
 * (with the failed addresses) or an automatic answer; the reply key it was sent to; and the reply's own words with
 * email-reply-parser (quoted history and signature removed; an HTML-only reply is read from mailparser's text version).
 * `envelope`: the SMTP envelope when the message came by SMTP (null reverse-path, RCPT TO addresses).
 */
export async function readInboundMail(
  raw: Buffer,
  domain: string,
  envelope: { mailFrom: string | null; recipients: string[] } | null = null,
): Promise<InboundMailRead> {
  const { simpleParser } = await mailparser();
  const mail = await simpleParser(raw, { keepDeliveryStatus: true, skipImageLinks: true, skipTextToHtml: true });
  const messageId = mail.messageId?.trim() || `<${createHash('sha256').update(raw).digest('hex')}@inbound.invalid>`;
  const from = addresses(mail.from)[0] ?? (envelope?.mailFrom ?? '').toLowerCase();
  const headerRecipients = [...addresses(mail.to), ...addresses(mail.cc), ...[header(mail, 'delivered-to'), header(mail, 'x-original-to')].filter(Boolean)];
  const to = [...new Set([...(envelope?.recipients ?? []).map((r) => r.toLowerCase()), ...headerRecipients])];
  const base = { messageId: messageId.slice(0, 998), from, to, subject: (mail.subject ?? '').slice(0, 998), sizeBytes: raw.length };
  const replyKey = replyKeyOf([...(envelope?.recipients ?? []), ...headerRecipients], domain);
  if (isDeliveryReport(mail)) {
    return { ...base, kind: 'bounce', replyKey, text: '', attachments: [], failedRecipients: await failedRecipients(mail) };
  }
  const text = new EmailReplyParser()
    .parseReply(mail.text ?? '')
    .trim()
    .slice(0, INBOUND_TEXT_MAX);
  const kind = isAutoReply(mail, envelope !== null && !envelope.mailFrom) ? 'auto_reply' : 'reply';
  const attachments = mail.attachments.map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, content: a.content }));
  return { ...base, kind, replyKey, text, attachments, failedRecipients: [] };
}
