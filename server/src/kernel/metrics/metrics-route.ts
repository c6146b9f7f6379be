import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestDuration, metricsRegistry } from './metrics.js';

/** Loopback addresses: 127.0.0.0/8 and ::1 (an IPv4 address mapped into IPv6 is unwrapped first). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is this machine's loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return LOOPBACK.check(mapped[1], 'ipv4');
  return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a caller on loopback without a token, anyone else only with `Authorization: Bearer
 * METRICS_TOKEN` (no METRICS_TOKEN: loopback only). `request.ip` is the client's address as TRUST_PROXY lets Fastify
 * read it; a request that a proxy forwarded (X-Forwarded-For or Forwarded present) never counts as loopback, whatever
 * TRUST_PROXY says, so a reverse proxy on the same machine cannot open the metrics to the world.
 */
export function mayReadMetrics(request: Pick<FastifyRequest, 'ip' | 'headers'>, token: string | undefined): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isLoopback(request.ip) && !forwarded) return true;
  if (!token) return false;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return !!match && sameSecret(match[1], token);
}

/**
 * `GET /metrics` in Prometheus text format (docs/adr/0110-metrics-across-processes.md), registered directly on
 * Fastify (outside /api and the portal's sessions: Prometheus authenticates with METRICS_TOKEN). A caller who may not
 * read it gets 404, as if the route did not exist.
 */
export function registerMetricsRoute(fastify: FastifyInstance, token: string | undefined): void {
  fastify.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: { message: 'Not found', code: 'NOT_FOUND', details: null } });
    }
    const body = await metricsRegistry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metricsRegistry.contentType).send(body);
  });
}

/** Observes every response's duration in http_request_duration_seconds by method, route template and status. */
export function registerRequestDurations(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
