import { hash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

/**
 * Weak ETags on the answers, and 304 Not Modified only where RFC 9110 allows it (section 13.1.2: If-None-Match on
 * GET and HEAD; section 13.2.1: preconditions are ignored when the answer without them would not be a 2xx).
 * `@fastify/etag` sets the ETag (a hash of the body) on every string or buffer answer; its own 304 is off, since it
 * answered 304 to any method and any status whose body hashed the same (a POST repeating an earlier answer, a 404).
 * The comparison is `fresh` (jshttp, Express's): weak comparison, lists of tags, `*`, and a request's
 * `Cache-Control: no-cache` forcing a full answer. Streamed answers (client assets, open data) carry no hash here:
 * the static files answer their own conditional requests.
 */
export async function registerConditionalGet(fastify: FastifyInstance): Promise<void> {
  // The plugin's own SHA-1, through Node's one-shot crypto.hash (no Hash object per answer; the same tags).
  await fastify.register(fastifyEtag, { weak: true, replyWith304: false, hashFn: (payload) => hash('sha1', payload, 'base64') });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const etag = reply.getHeader('etag');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      typeof etag === 'string' &&
      fresh(request.headers, { etag, 'last-modified': reply.getHeader('last-modified') as string | undefined })
    ) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
