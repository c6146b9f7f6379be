import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MAX_PHOTO_BYTES } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { WhatsAppSimulatorMedia } from '../domain/simulator-media.entity.js';

/** The Graph API version the portal speaks (paths are /{version}/...). */
export const GRAPH_API_VERSION = 'v21.0';
/** The Graph API's address when WHATSAPP_API_URL is unset. */
export const DEFAULT_GRAPH_API_URL = 'https://graph.facebook.com';
/** The address the simulator's in-process stand-in answers at (never resolved: `.invalid`). */
export const SIMULATOR_API_URL = 'http://graph.whatsapp-simulator.invalid';
/** The phone number id the simulator uses. */
export const SIMULATOR_PHONE_NUMBER_ID = 'simulator';
/** How long one Graph API call may take, in milliseconds. */
const GRAPH_TIMEOUT_MS = 15_000;

/** A row of an interactive list (title at most 24 characters, description at most 72). */
export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

/**
 * A message the portal sends: text, an interactive list (at most 10 rows in all), reply buttons (at most 3), or an
 * approved template (domain/templates.ts) with its body parameters and quick-reply buttons, whose `id` is the payload a
 * press sends back; `text` is the template as rendered (the transcript shows it; WhatsApp renders its own copy).
 */
export type OutgoingMessage =
  | { kind: 'text'; text: string }
  | { kind: 'list'; text: string; button: string; sections: { title: string; rows: ListRow[] }[] }
  | { kind: 'buttons'; text: string; buttons: { id: string; title: string }[] }
  | { kind: 'template'; text: string; template: { name: string; language: string; parameters: string[] }; buttons: { id: string; title: string }[] };

/** A media download the Graph API refused or that broke the bounds. */
export class MediaUnavailableError extends Error {}

/** The Graph API refused a message; `status` is its HTTP status. */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`Graph API answered ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * Whether a send that threw may succeed later: the Graph API out of reach or too slow, rate limited (429) or failing
 * (5xx); a refusal of the message itself (another 4xx: a template not approved, a number not on WhatsApp) will not.
 */
export function isPassingSendFailure(error: unknown): boolean {
  return !(error instanceof GraphApiError) || error.status === 429 || error.status >= 500;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The Cloud API's JSON body of `message` to `to`, within WhatsApp's limits (list titles 24, descriptions 72, buttons 20). */
export function graphBodyOf(to: string, message: OutgoingMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (message.kind) {
    case 'text':
      return { ...base, type: 'text', text: { body: cut(message.text, 4096), preview_url: false } };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: cut(message.text, 1024) },
          action: {
            button: cut(message.button, 20),
            sections: message.sections.map((s) => ({
              title: cut(s.title, 24),
              rows: s.rows.slice(0, 10).map((r) => ({ id: r.id, title: cut(r.title, 24), ...(r.description ? { description: cut(r.description, 72) } : {}) })),
            })),
          },
        },
      };
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: cut(message.text, 1024) },
          action: { buttons: message.buttons.slice(0, 3).map((b) => ({ type: 'reply', reply: { id: b.id, title: cut(b.title, 20) } })) },
        },
      };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: message.template.name,
          language: { code: message.template.language },
          components: [
            { type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) },
            ...message.buttons.map((b, index) => ({
              type: 'button',
              sub_type: 'quick_reply',
              index: String(index),
              parameters: [{ type: 'payload', payload: b.id }],
            })),
          ],
        },
      };
  }
}

/**
 * The WhatsApp Business Cloud API client (docs/adr/0151-whatsapp-channel.md): sends messages
 * (POST /{version}/{phone-number-id}/messages) and downloads media (GET /{version}/{media-id} answers { url, ... },
 * then GET of that url, both with the access token), bounded to MAX_PHOTO_BYTES. With the four WHATSAPP_* variables
 * set it calls WHATSAPP_API_URL; unset, the same code calls the simulator's in-process stand-in, which answers the
 * same protocol from the simulator's media store and takes every message (the transcript shows it).
 */
@Injectable()
export class WhatsAppGraphClient {
  private readonly fetch: Fetch;
  readonly simulated: boolean;
  private readonly baseUrl: string;
  private readonly phoneNumberId: string;
  private readonly token: string;

  constructor(config: AppConfig, @InjectDataSource() dataSource: DataSource) {
    this.simulated = !whatsappConfigured(config);
    this.baseUrl = this.simulated ? SIMULATOR_API_URL : (config.WHATSAPP_API_URL ?? DEFAULT_GRAPH_API_URL).replace(/\/+$/, '');
    this.phoneNumberId = this.simulated ? SIMULATOR_PHONE_NUMBER_ID : config.WHATSAPP_PHONE_NUMBER_ID!;
    this.token = this.simulated ? 'simulator' : config.WHATSAPP_ACCESS_TOKEN!;
    this.fetch = this.simulated
      ? simulatorGraph(dataSource)
      : (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS), redirect: 'error' });
  }

  /** Sends `message` to the number `to`; answers WhatsApp's message id. Throws on any refusal (the caller records it). */
  async send(to: string, message: OutgoingMessage): Promise<string> {
    const response = await this.fetch(`${this.baseUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(this.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(graphBodyOf(to, message)),
    });
    const text = await boundedText(response, 64 * 1024);
    if (!response.ok) throw new GraphApiError(response.status, text);
    const id = (JSON.parse(text) as { messages?: { id?: string }[] }).messages?.[0]?.id;
    return typeof id === 'string' ? id : '';
  }

  /** The bytes of the media `mediaId`; MediaUnavailableError when it is unknown, too large or unreachable. */
  async download(mediaId: string): Promise<Buffer> {
    const auth = { authorization: `Bearer ${this.token}` };
    const meta = await this.fetch(`${this.baseUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(mediaId)}`, { headers: auth });
    if (!meta.ok) throw new MediaUnavailableError(`Graph API answered ${meta.status} for media ${mediaId}`);
    const info = JSON.parse(await boundedText(meta, 16 * 1024)) as { url?: unknown; file_size?: unknown };
    if (typeof info.url !== 'string' || !/^https?:\/\//.test(info.url)) throw new MediaUnavailableError(`Media ${mediaId} has no url`);
    if (typeof info.file_size === 'number' && info.file_size > MAX_PHOTO_BYTES)
      throw new MediaUnavailableError(`Media ${mediaId} is over ${MAX_PHOTO_BYTES} bytes`);
    const file = await this.fetch(info.url, { headers: auth });
    if (!file.ok) throw new MediaUnavailableError(`Media download answered ${file.status}`);
    return boundedBytes(file, MAX_PHOTO_BYTES);
  }
}

/** Whether the four WHATSAPP_* variables are set: the Graph API is used; otherwise the simulator. */
export function whatsappConfigured(config: AppConfig): boolean {
  return Boolean(config.WHATSAPP_ACCESS_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_APP_SECRET && config.WHATSAPP_VERIFY_TOKEN);
}

/** Reads a response body, refusing more than `max` bytes as they arrive. */
async function boundedBytes(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) throw new MediaUnavailableError(`Media is over ${max} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new MediaUnavailableError(`Media is over ${max} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

async function boundedText(response: Response, max: number): Promise<string> {
  return (await boundedBytes(response, max)).toString('utf8');
}

/**
 * The simulator's stand-in of the Graph API, in process: the same requests the real API gets, answered from the
 * simulator's media store (whatsapp_simulator_media); a sent message is accepted with a new id.
 */
function simulatorGraph(dataSource: DataSource): Fetch {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return async (url, init) => {
    const path = new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if ((init?.method ?? 'GET') === 'POST' && path.length === 3 && path[2] === 'messages')
      return json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.sim.${randomUUID()}` }] });
    if (path[0] === 'media' && path.length === 2) {
      const media = await dataSource.getRepository(WhatsAppSimulatorMedia).findOne({ where: { id: path[1] } });
      return media
        ? new Response(new Uint8Array(media.content), { headers: { 'content-type': media.mimeType } })
        : json({ error: { message: 'Unknown media' } }, 404);
    }
    if (path.length === 2 && path[0] === GRAPH_API_VERSION) {
      const media = await dataSource.getRepository(WhatsAppSimulatorMedia).findOne({ where: { id: path[1] }, select: { id: true, mimeType: true } });
      if (!media) return json({ error: { message: 'Unknown media' } }, 404);
      return json({
        messaging_product: 'whatsapp',
        url: `${SIMULATOR_API_URL}/media/${encodeURIComponent(media.id)}`,
        mime_type: media.mimeType,
        id: media.id,
      });
    }
    return json({ error: { message: 'Not found' } }, 404);
  };
}
