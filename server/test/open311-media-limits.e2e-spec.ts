import { describe, it, before, after } from 'node:test';
import { createServer, type Server } from 'node:http';
import { expect } from 'expect';
import { MEDIA_TIMEOUT_MS, MediaFetcher } from '../src/open311/infrastructure/media-fetcher.js';

/**
 * The whole media_url download is capped in time and size, not only between two bytes: a server that dribbles a
 * byte every 200 ms never trips an idle timeout, yet the fetch ends at the deadline; a body without Content-Length
 * is cut at 10 MB.
 */
describe('Open311 media_url download: total time and size caps', () => {
  let server: Server;
  let base: string;
  const timers = new Set<NodeJS.Timeout>();

  before(async () => {
    server = createServer((req, res) => {
      if (req.url === '/dribble') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const timer = setInterval(() => res.write(Buffer.from([0xff])), 200);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (req.url === '/slow-redirect') {
        setTimeout(() => {
          res.writeHead(302, { location: '/dribble' });
          res.end();
        }, 700);
        return;
      }
      if (req.url === '/huge') {
        // Chunked, no Content-Length: 11 MB in 1 MB chunks.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(1024 * 1024, 1);
        let sent = 0;
        const next = () => {
          if (sent === 11) return res.end();
          sent += 1;
          if (res.write(chunk)) setImmediate(next);
          else res.once('drain', next);
        };
        next();
        res.on('error', () => undefined);
        return;
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(async () => {
    for (const timer of timers) clearInterval(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the whole download is cut at the deadline (10 s by default), redirects included, though bytes keep coming', async () => {
    expect(MEDIA_TIMEOUT_MS).toBe(10_000);
    const fetcher = new MediaFetcher((address) => address === '127.0.0.1', 1500);
    let started = Date.now();
    await expect(fetcher.fetch(`${base}/dribble`)).rejects.toThrow('media_url took too long to answer.');
    let took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(3000);

    started = Date.now();
    await expect(fetcher.fetch(`${base}/slow-redirect`)).rejects.toThrow('media_url took too long to answer.');
    took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(3000);
  });

  it('a body without Content-Length is cut at 10 MB', async () => {
    const fetcher = new MediaFetcher((address) => address === '127.0.0.1');
    await expect(fetcher.fetch(`${base}/huge`)).rejects.toThrow('media_url is larger than 10 MB.');
  });
});
