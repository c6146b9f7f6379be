import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLIENT_DIST_DIR } from '../src/kernel/paths.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The built client is served precompressed and cached by what its names promise: hashed assets for a
 * year as immutable, index.html never stale, brotli or gzip by Accept-Encoding. Needs `npm run build` first
 * (`npm test` builds before it runs the API tests).
 */
describe('Client assets: precompressed, long-cached, index.html revalidated', () => {
  let t: TestApp;
  let script: string;

  before(async () => {
    if (!existsSync(join(CLIENT_DIST_DIR, 'index.html'))) throw new Error('client/dist is missing: run `npm run build` first');
    t = await createTestApp({}, { workers: false, serveClient: true });
    const html = readFileSync(join(CLIENT_DIST_DIR, 'index.html'), 'utf8');
    script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  });
  after(async () => {
    await t?.close();
  });

  it('sends the entry script as brotli when the browser accepts it, cached for a year as immutable', async () => {
    const res = await raw(script, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    const original = readFileSync(join(CLIENT_DIST_DIR, script));
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
    expect(res.body.length).toBeLessThan(original.length / 2);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await raw(script, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(readFileSync(join(CLIENT_DIST_DIR, script)))).toBe(true);
    const plain = await raw(script, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(CLIENT_DIST_DIR, script)))).toBe(true);
  });

  it("answers the app's routes with index.html, revalidated on every visit", async () => {
    for (const path of ['/', '/dashboard', '/admin/complaints']) {
      const res = await t.http().get(path).set('Accept-Encoding', 'identity');
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 200, type: expect.stringMatching(/text\/html/) });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(script);
    }
    // The brotli and gzip copies of index.html are revalidated like the file itself.
    for (const encoding of ['br', 'gzip']) {
      const res = await raw('/dashboard', encoding);
      expect({ encoding: res.headers['content-encoding'], cacheControl: res.headers['cache-control'] }).toEqual({
        encoding: encoding,
        cacheControl: 'no-cache',
      });
    }
  });

  it('paints /, /complaint and /dashboard from the HTML where the first-paint cookie or the language says they suit', async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const res = await t.http().get(path).set('Accept-Encoding', 'identity').set(headers).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      return { prepainted: res.text.includes('<div id="prepaint">'), vary: res.headers['vary'] ?? '', text: res.text };
    };
    // A first visit in English: the home page is painted, its heading and lead in the HTML, the app started after.
    const home = await page('/', { 'Accept-Language': 'en-IN,en;q=0.9' });
    expect(home.prepainted).toBe(true);
    expect(home.text).toContain('<div id="root" hidden></div>');
    expect(home.text).toContain(`data-entry="${script}"`);
    expect(home.text).not.toContain(`<script type="module"`);
    expect(home.vary).toMatch(/Cookie/);
    expect(home.vary).toMatch(/Accept-Language/);
    // A first visit whose browser prefers Konkani, or a device that chose another language: the empty app page.
    expect((await page('/', { 'Accept-Language': 'fr-FR,gom;q=0.9,en;q=0.5' })).prepainted).toBe(false);
    expect((await page('/', { Cookie: 'civic_first_paint=other' })).prepainted).toBe(false);
    // The citizens' pages only for a signed-in citizen in English, at their exact address.
    expect((await page('/dashboard')).prepainted).toBe(false);
    expect((await page('/dashboard', { Cookie: 'civic_first_paint=en' })).prepainted).toBe(false);
    const dashboard = await page('/dashboard', { Cookie: 'theme=x; civic_first_paint=en-citizen' });
    expect(dashboard.prepainted).toBe(true);
    expect(dashboard.text).toContain('My Complaints');
    expect((await page('/complaint', { Cookie: 'civic_first_paint=en-citizen' })).text).toContain('File a Complaint');
    expect((await page('/dashboard?complaint=GOA-2026-000001', { Cookie: 'civic_first_paint=en-citizen' })).prepainted).toBe(false);
    // A cookie the app never writes, or a Cookie header that is not one, is no preference: the app's own page.
    expect((await page('/', { Cookie: 'civic_first_paint=%E0%A4; x' })).prepainted).toBe(false);
    expect((await page('/', { Cookie: ';;=;civic_first_paint' })).prepainted).toBe(true);
    // Any other address: index.html, whatever the cookie, and no Vary on it.
    const help = await page('/help', { Cookie: 'civic_first_paint=en-citizen' });
    expect(help.prepainted).toBe(false);
    expect(help.vary).not.toMatch(/Cookie/);
  });

  it("paints a complaint's page with its own heading, compressed by Accept-Encoding; any other /c/ address is the app's", async () => {
    const painted = await t.http().get('/c/GOA-2026-000123').set('Accept-Encoding', 'identity').set('Accept-Language', 'en').expect(200);
    expect(painted.text).toContain('<div id="prepaint">');
    expect(painted.text).toMatch(/<h1[^>]*>Complaint GOA-2026-000123<\/h1>/);
    expect(painted.text).not.toContain('COMPLAINT_ID_SLOT');
    expect(painted.headers['cache-control']).toBe('no-cache');
    expect(painted.headers['vary']).toMatch(/Accept-Encoding/);
    for (const [encoding, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await raw('/c/GOA-2026-000123', encoding);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(decode(res.body).toString()).toBe(painted.text);
    }
    for (const path of ['/c/not-a-complaint', '/c/GOA-2026-12%3Cb%3E']) {
      const res = await t.http().get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(res.text).not.toContain('<div id="prepaint">');
      expect(res.text).not.toContain('COMPLAINT_ID_SLOT');
    }
  });

  it('the service worker and the web app manifest are revalidated on every visit; icons kept an hour', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const res = await raw(path, encoding);
        expect({ path, encoding, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
          path,
          encoding,
          status: 200,
          cacheControl: 'no-cache',
        });
      }
    }
    const icon = await raw('/pwa-192.png', 'identity');
    expect({ status: icon.status, cacheControl: icon.headers['cache-control'] }).toEqual({ status: 200, cacheControl: 'public, max-age=3600' });
  });

  it('a missing hashed asset is a 404, never the HTML under a script URL; the API is untouched', async () => {
    await t.http().get('/assets/not-built-0000.js').expect(404);
    const api = await t.http().get('/api/categories').expect(200);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  /** GET with this Accept-Encoding, the body's bytes as they came over the wire (never decoded). */
  function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }
});
