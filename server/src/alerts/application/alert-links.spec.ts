import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { ServerKeys } from '../../identity/public.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { AlertLinkUrls } from './alert-links.js';

const ID = '3f2b8c1e-4d5a-4b6c-9d7e-1a2b3c4d5e6f';
const links = (secret: string) =>
  new AlertLinkUrls({ key: () => Promise.resolve(Buffer.alloc(32, secret)) } as unknown as ServerKeys, { publicUrl: 'https://portal.example.in' } as AppConfig);

describe('The emailed links of area alerts (docs/adr/0147-area-alerts.md)', () => {
  it('names its alert for its own purpose only, and only under the server key that made it', async () => {
    const urls = links('a');
    const unsubscribe = await urls.token('unsubscribe', ID);
    expect(await urls.alertIdOf('unsubscribe', unsubscribe)).toBe(ID);
    // A confirmation token does not unsubscribe, nor the other way round.
    expect(await urls.alertIdOf('confirm', unsubscribe)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', await urls.token('confirm', ID))).toBeNull();
    // Another server's key, a changed id, a changed or missing MAC, extra parts: nothing.
    expect(await links('b').alertIdOf('unsubscribe', unsubscribe)).toBeNull();
    const [, mac] = unsubscribe.split('.');
    expect(await urls.alertIdOf('unsubscribe', `${ID.replace('3f2b', '3f2c')}.${mac}`)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', `${ID}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', ID)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', `${unsubscribe}.x`)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', `not-a-uuid.${mac}`)).toBeNull();
  });

  it('names several alerts in one unsubscribe token, and an address in a list token, each under its own MAC', async () => {
    const urls = links('a');
    const other = ID.replace('3f2b', '4f2b');
    const both = await urls.token('unsubscribe', [ID, other]);
    expect(await urls.alertIdsOf('unsubscribe', both)).toEqual([ID, other]);
    // One alert's id taken out of it, or one more put in, breaks the MAC; a single-alert read refuses a list.
    const [ids, mac] = both.split('.');
    expect(await urls.alertIdsOf('unsubscribe', `${ids.split('~')[0]}.${mac}`)).toBeNull();
    expect(await urls.alertIdOf('unsubscribe', both)).toBeNull();
    const list = await urls.manageToken(' Asha@Example.IN ');
    expect(await urls.addressOf(list)).toBe('asha@example.in');
    expect(await links('b').addressOf(list)).toBeNull();
    expect(await urls.addressOf(`${Buffer.from('ravi@example.in').toString('base64url')}.${list.split('.')[1]}`)).toBeNull();
    expect(await urls.addressOf(both)).toBeNull();
    expect(await urls.alertIdsOf('unsubscribe', list)).toBeNull();
  });

  it('prints the page a link opens and the one-click address mail clients POST to', async () => {
    const urls = links('a');
    const { page, oneClick, token } = await urls.unsubscribe(ID);
    expect(page).toBe(`https://portal.example.in/alerts/unsubscribe?token=${token}`);
    expect(oneClick).toBe(`https://portal.example.in/api/alerts/unsubscribe?token=${token}`);
    expect((await urls.confirmPage(ID)).url).toMatch(/^https:\/\/portal\.example\.in\/alerts\/confirm\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  });
});
