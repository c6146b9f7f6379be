import { createHmac, timingSafeEqual } from 'node:crypto';

/** One message of a webhook delivery, as the conversation reads it (every other field of Meta's payload is ignored). */
export type IncomingMessage =
  | { id: string; from: string; type: 'text'; text: string }
  | { id: string; from: string; type: 'choice'; choiceId: string; title: string }
  | { id: string; from: string; type: 'image'; mediaId: string; mimeType: string }
  | { id: string; from: string; type: 'location'; lat: number; lng: number; name: string; address: string }
  | { id: string; from: string; type: 'unsupported' };

/** Longest text read from a message, in characters (WhatsApp's own limit is 4,096). */
const TEXT_MAX = 4096;
const ID_MAX = 256;

/**
 * Whether `signature` (the X-Hub-Signature-256 header, `sha256=<hex>`) is the HMAC-SHA256 of the raw body with the
 * app secret, compared in constant time.
 */
export function signatureMatches(rawBody: Buffer, signature: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The X-Hub-Signature-256 value Meta sends for `rawBody` (the simulator signs with it). */
export function signatureOf(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const coordinate = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/**
 * The messages of a webhook body (`entry[].changes[].value.messages[]`, field 'messages'), each checked field by
 * field: a message whose id or sender is missing or malformed is dropped; a type the conversation does not read
 * (audio, sticker, ...) is 'unsupported'. Statuses (delivered, read) and every unknown shape give no message.
 */
export function messagesOf(body: unknown): IncomingMessage[] {
  const out: IncomingMessage[] = [];
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return out;
  for (const entry of arr(body.entry)) {
    if (!isRecord(entry)) continue;
    for (const change of arr(entry.changes)) {
      if (!isRecord(change) || change.field !== 'messages' || !isRecord(change.value)) continue;
      for (const m of arr(change.value.messages)) {
        const parsed = messageOf(m);
        if (parsed) out.push(parsed);
      }
    }
  }
  return out;
}

function messageOf(m: unknown): IncomingMessage | null {
  if (!isRecord(m)) return null;
  const id = str(m.id, ID_MAX);
  const from = str(m.from, 20);
  if (!id || !from || !/^[0-9]{6,20}$/.test(from)) return null;
  switch (m.type) {
    case 'text': {
      const body = isRecord(m.text) ? str(m.text.body, TEXT_MAX) : null;
      return body ? { id, from, type: 'text', text: body } : { id, from, type: 'unsupported' };
    }
    case 'interactive': {
      const i = isRecord(m.interactive) ? m.interactive : {};
      const reply = isRecord(i.list_reply) ? i.list_reply : isRecord(i.button_reply) ? i.button_reply : null;
      const choiceId = reply ? str(reply.id, ID_MAX) : null;
      return choiceId ? { id, from, type: 'choice', choiceId, title: (reply && str(reply.title, 100)) ?? '' } : { id, from, type: 'unsupported' };
    }
    case 'button': {
      // A quick-reply button of a template message.
      const b = isRecord(m.button) ? m.button : {};
      const payload = str(b.payload, ID_MAX);
      return payload ? { id, from, type: 'choice', choiceId: payload, title: str(b.text, 100) ?? '' } : { id, from, type: 'unsupported' };
    }
    case 'image': {
      const img = isRecord(m.image) ? m.image : {};
      const mediaId = str(img.id, ID_MAX);
      return mediaId ? { id, from, type: 'image', mediaId, mimeType: str(img.mime_type, 100) ?? '' } : { id, from, type: 'unsupported' };
    }
    case 'location': {
      const l = isRecord(m.location) ? m.location : {};
      const lat = coordinate(l.latitude, -90, 90);
      const lng = coordinate(l.longitude, -180, 180);
      if (lat === null || lng === null) return { id, from, type: 'unsupported' };
      return { id, from, type: 'location', lat, lng, name: str(l.name, 200) ?? '', address: str(l.address, 300) ?? '' };
    }
    default:
      return { id, from, type: 'unsupported' };
  }
}
