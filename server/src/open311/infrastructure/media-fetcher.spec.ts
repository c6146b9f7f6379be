import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isPublicAddress, MediaFetcher } from './media-fetcher.js';

describe('media_url address policy', () => {
  it('allows public unicast addresses only', () => {
    for (const ok of ['8.8.8.8', '142.250.183.14', '2606:4700:4700::1111']) expect({ ok, public: isPublicAddress(ok) }).toEqual({ ok, public: true });
    const refused = [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not-an-ip',
    ];
    for (const address of refused) expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });

  it('refuses other schemes, credentials and literal private hosts before any connection', async () => {
    const fetcher = new MediaFetcher();
    await expect(fetcher.fetch('ftp://example.org/x.jpg')).rejects.toThrow('media_url must be an http or https URL.');
    await expect(fetcher.fetch('not a url')).rejects.toThrow('media_url must be an http or https URL.');
    await expect(fetcher.fetch('http://user:pw@example.org/x.jpg')).rejects.toThrow('media_url may not carry credentials.');
    await expect(fetcher.fetch('http://[::1]:8080/x.jpg')).rejects.toThrow('media_url must point to a public address.');
    await expect(fetcher.fetch('http://2130706433/x.jpg')).rejects.toThrow('media_url must point to a public address.');
  });
});
