import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isAllowedPhotoType, MAX_PHOTO_BYTES } from '@civic/contracts';

/** Most redirects followed for one media_url (each target is checked again). */
export const MEDIA_MAX_REDIRECTS = 3;
/**
 * Longest a whole media download may take, in milliseconds: connection, every redirect and the body together (a
 * server sending one byte a second would otherwise hold the filing as long as it likes, each byte resetting an idle
 * timeout).
 */
export const MEDIA_TIMEOUT_MS = 10_000;

/** Why a media_url was refused; the message is the errors document's description (400). */
export class MediaRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaRefusedError';
  }
}

/**
 * Whether an address may be fetched: only public unicast addresses. ipaddr.js names the ranges: loopback, private
 * (10/8, 172.16/12, 192.168/16), linkLocal (169.254/16, fe80::/10), carrierGradeNat (100.64/10), multicast,
 * unspecified, broadcast, reserved, uniqueLocal (fc00::/7) and the rest are refused. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it maps; NAT64 and 6to4/Teredo forms (which embed an IPv4 address
 * this check would not see) are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** Which addresses a fetch may connect to; tests of the download itself pass one that also allows loopback. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Downloads an Open311 request's media_url without letting a caller reach the server's own network:
 * http or https only, no credentials in the URL; the host name is resolved and every address checked before the
 * connection, which is made to the checked address (a DNS answer cannot change between check and connect); literal
 * IPs are checked the same way; each redirect (at most 3) is checked again; the body may not exceed the upload limit
 * (10 MB) and must be declared as JPEG, PNG or WEBP (the photo store then recognises the bytes themselves). The whole
 * download, redirects included, is cut at MEDIA_TIMEOUT_MS (10 s); the body of a redirect or a refusal is not read.
 */
export class MediaFetcher {
  constructor(
    private readonly allowed: AddressPolicy = isPublicAddress,
    private readonly timeoutMs: number = MEDIA_TIMEOUT_MS,
  ) {}

  async fetch(url: string): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    let current = url;
    for (let hop = 0; hop <= MEDIA_MAX_REDIRECTS; hop++) {
      const target = this.parse(current);
      const response = await this.request(target, deadline);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        current = new URL(response.headers.location, target).toString();
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new MediaRefusedError(`media_url could not be fetched (HTTP ${status}).`);
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!isAllowedPhotoType(type)) {
        response.destroy();
        throw new MediaRefusedError('media_url must be a JPEG, PNG or WEBP image.');
      }
      return this.readBody(response, deadline);
    }
    throw new MediaRefusedError(`media_url redirects more than ${MEDIA_MAX_REDIRECTS} times.`);
  }

  private parse(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new MediaRefusedError('media_url must be an http or https URL.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaRefusedError('media_url must be an http or https URL.');
    if (url.username || url.password) throw new MediaRefusedError('media_url may not carry credentials.');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowed(host)) throw this.notPublic();
    return url;
  }

  private notPublic(): MediaRefusedError {
    return new MediaRefusedError('media_url must point to a public address.');
  }

  /** A lookup that resolves every address of the host and refuses the connection if any is not public. */
  private readonly checkedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0 || list.some((a) => !this.allowed(a.address))) return callback(this.notPublic(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };

  private request(url: URL, deadline: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    if (deadline.aborted) return Promise.reject(this.tooSlow());
    return new Promise((resolve, reject) => {
      const req = client.get(
        url,
        { lookup: this.checkedLookup, timeout: this.timeoutMs, signal: deadline, headers: { accept: 'image/jpeg, image/png, image/webp' } },
        resolve,
      );
      req.on('timeout', () => req.destroy(this.tooSlow()));
      req.on('error', (error) =>
        reject(error instanceof MediaRefusedError ? error : deadline.aborted ? this.tooSlow() : new MediaRefusedError('media_url could not be fetched.')),
      );
    });
  }

  private readBody(response: IncomingMessage, deadline: AbortSignal): Promise<Buffer> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES) {
      response.destroy();
      return Promise.reject(this.tooLarge());
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const onDeadline = () => {
        response.destroy();
        reject(this.tooSlow());
      };
      if (deadline.aborted) return onDeadline();
      deadline.addEventListener('abort', onDeadline, { once: true });
      response.on('close', () => deadline.removeEventListener('abort', onDeadline));
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PHOTO_BYTES) {
          response.destroy();
          reject(this.tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => reject(new MediaRefusedError('media_url could not be fetched.')));
    });
  }

  private tooSlow(): MediaRefusedError {
    return new MediaRefusedError('media_url took too long to answer.');
  }

  private tooLarge(): MediaRefusedError {
    return new MediaRefusedError('media_url is larger than 10 MB.');
  }
}
