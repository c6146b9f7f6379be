import { describe, it } from 'node:test';
import { expect } from 'expect';
import { forwardedClients, mayReadMetrics, proxyTrust } from './metrics-route.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A request as the route sees it: the socket's peer and the headers. */
function request(peer: string, headers: Record<string, string | string[]> = {}) {
  return { socket: { remoteAddress: peer }, headers } as unknown as Parameters<typeof mayReadMetrics>[0];
}

describe('forwardedClients', () => {
  it('is null without a forwarding header, and names every address of X-Forwarded-For, X-Real-IP and Forwarded for=', () => {
    expect(forwardedClients({})).toBeNull();
    expect(forwardedClients({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1' })).toEqual(['203.0.113.7', '127.0.0.1']);
    expect(forwardedClients({ 'x-real-ip': '203.0.113.7' })).toEqual(['203.0.113.7']);
    expect(forwardedClients({ forwarded: 'for=192.0.2.60:8080;proto=http, for="[2001:db8::1]:4711";by=203.0.113.43' })).toEqual(['192.0.2.60', '2001:db8::1']);
    // A Forwarded header without for= still marks the request as forwarded.
    expect(forwardedClients({ forwarded: 'proto=https' })).toEqual([]);
  });
});

describe('mayReadMetrics', () => {
  const noProxy = proxyTrust(undefined);
  const loopbackProxy = proxyTrust('loopback');

  it('lets a loopback caller without forwarding headers read without a token', () => {
    expect(mayReadMetrics(request('127.0.0.1'), TOKEN, noProxy)).toBe(true);
    expect(mayReadMetrics(request('::1'), undefined, noProxy)).toBe(true);
    expect(mayReadMetrics(request('::ffff:127.0.0.1'), undefined, noProxy)).toBe(true);
    expect(mayReadMetrics(request('198.51.100.20'), TOKEN, noProxy)).toBe(false);
  });

  for (const [name, value] of [
    ['x-real-ip', '127.0.0.1'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '203.0.113.7'],
  ] as const) {
    it(`refuses a loopback request carrying ${name}: ${value} without a token when no proxy is trusted`, () => {
      expect(mayReadMetrics(request('127.0.0.1', { [name]: value }), TOKEN, noProxy)).toBe(false);
      expect(mayReadMetrics(request('127.0.0.1', { [name]: value, authorization: `Bearer ${TOKEN}` }), TOKEN, noProxy)).toBe(true);
    });
  }

  it('from a trusted proxy on loopback: local only when every address the headers name is loopback', () => {
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '203.0.113.7' }), TOKEN, loopbackProxy)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }), TOKEN, loopbackProxy)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=unknown' }), TOKEN, loopbackProxy)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'proto=https' }), TOKEN, loopbackProxy)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '::1' }), TOKEN, loopbackProxy)).toBe(true);
    // A proxy trusted by hop count, but on another machine: its loopback is not this machine's.
    expect(mayReadMetrics(request('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), TOKEN, proxyTrust('1'))).toBe(false);
  });

  it('never lets a wrong token through', () => {
    expect(mayReadMetrics(request('198.51.100.20', { authorization: 'Bearer wrong-token' }), TOKEN, noProxy)).toBe(false);
    expect(mayReadMetrics(request('198.51.100.20', { authorization: `Bearer ${TOKEN}` }), undefined, noProxy)).toBe(false);
  });
});
