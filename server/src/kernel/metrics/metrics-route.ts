import { BlockList, isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTrustProxy } from '../config/app-config.js';
import { sameSecret } from '../security/same-secret.js';
import { httpRequestDuration, metricsRegistry } from './metrics.js';

/** Loopback addresses: 127.0.0.0/8 and ::1 (an IPv4 address mapped into IPv6 is unwrapped first). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is this machine's loopback (false for anything that is not an address). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return LOOPBACK.check(mapped[1], 'ipv4');
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the connecting peer at hop `i` (0: the socket's peer) is a proxy trusted to name the client: TRUST_PROXY. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function, exactly as Fastify reads it (`fastifyTrustProxy`): unset trusts nobody, a hop count
 * trusts that many hops, a list is compiled by @fastify/proxy-addr (Fastify's own parser of it).
 */
export function proxyTrust(trustProxy: string | undefined): ProxyTrust {
  const setting = fastifyTrustProxy(trustProxy);
  if (typeof setting === 'function') return setting;
  return Array.isArray(setting) ? proxyAddr.compile(setting) : () => false;
}

/**
 * The addresses a request's forwarding headers name as its client, or null when it carries none of X-Forwarded-For,
 * Forwarded (RFC 7239, its `for=` parameters) or X-Real-IP. Ports, quotes and IPv6 brackets are removed; a name that
 * is not an address ('unknown', '_hidden', garbage) is kept as it is, so that it never passes for loopback.
 */
export function forwardedClients(headers: FastifyRequest['headers']): string[] | null {
  const values = (name: string): string[] => {
    const value = headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const xff = values('x-forwarded-for');
  const realIp = values('x-real-ip');
  const forwarded = values('forwarded');
  if (xff.length + realIp.length + forwarded.length === 0) return null;
  const named = [...xff.flatMap((v) => v.split(',')), ...realIp];
  for (const element of forwarded.flatMap((v) => v.split(','))) {
    for (const pair of element.split(';')) {
      const [key, ...rest] = pair.split('=');
      if (key.trim().toLowerCase() === 'for') named.push(rest.join('='));
    }
  }
  return named.map((raw) => {
    const text = raw.trim().replace(/^"(.*)"$/, '$1');
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
    if (bracketed) return bracketed[1];
    const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
    return v4WithPort ? v4WithPort[1] : text;
  });
}

/**
 * Who may read /metrics: a caller on this machine without a token, anyone else only with `Authorization: Bearer
 * METRICS_TOKEN` (no METRICS_TOKEN: this machine only). A request is from this machine when its connection comes from
 * loopback and it carries no forwarding header (X-Forwarded-For, Forwarded, X-Real-IP): a reverse proxy on the same
 * machine connects from loopback too, and X-Real-IP is not even read by Fastify's `trustProxy`, so a forwarded request
 * would otherwise open the metrics to the world. A forwarded request counts as local only when the loopback peer is a
 * proxy TRUST_PROXY trusts and every address its headers name is loopback as well (Prometheus scraping through a
 * proxy on this machine); an untrusted peer's headers prove nothing, and a forwarded request is then never local.
 */
export function mayReadMetrics(request: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | undefined, trust: ProxyTrust = () => false): boolean {
  const peer = request.socket.remoteAddress;
  const clients = forwardedClients(request.headers);
  const local = isLoopback(peer) && (clients === null || (trust(peer!, 0) && clients.length > 0 && clients.every((address) => isLoopback(address))));
  if (local) return true;
  if (!token) return false;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return !!match && sameSecret(match[1], token);
}

/**
 * `GET /metrics` in Prometheus text format (docs/adr/0110-metrics-across-processes.md), registered directly on
 * Fastify (outside /api and the portal's sessions: Prometheus authenticates with METRICS_TOKEN). A caller who may not
 * read it gets 404, as if the route did not exist. `trustProxy` is TRUST_PROXY (mayReadMetrics).
 */
export function registerMetricsRoute(fastify: FastifyInstance, token: string | undefined, trustProxy?: string): void {
  const trust = proxyTrust(trustProxy);
  fastify.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token, trust)) {
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
