import { describe, it } from 'node:test';
import { expect } from 'expect';
import { connectionSource } from './inbound-smtp-listener.js';

describe('the inbound listener counts connections per source', () => {
  it('an IPv4 address alone, written plainly or mapped into IPv6', () => {
    expect(connectionSource('203.0.113.7')).toBe('203.0.113.7');
    expect(connectionSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address by its /64 network, however it is abbreviated', () => {
    expect(connectionSource('2001:db8:aa:1::5')).toBe('2001:db8:aa:1::/64');
    expect(connectionSource('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(connectionSource('2001:db8::1')).toBe('2001:db8::/64');
    expect(connectionSource('::1')).toBe('::/64');
    expect(connectionSource('not an address')).toBe('not an address');
  });
});
