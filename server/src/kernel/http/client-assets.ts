import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseCookie } from 'cookie';
import type { FastifyReply } from 'fastify';
import { COMPLAINT_ID_SLOT, FIRST_PAINT_COOKIE, PRE_PAINTED_PAGES, prePaintedFileFor, prePaintedPageOf } from '@civic/contracts';

/** A year, in seconds: the longest lifetime RFC 9111 caches are asked to honour for an immutable asset. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Cache-Control for a file of the built client (client/dist):
 * - `assets/*` carry a content hash in their name (Vite), so a changed file is a new URL: cached for a year,
 *   `immutable` (no revalidation on reload);
 * - `index.html` and the pre-painted pages (`prepaint/*.html`) name the current hashes, so they are revalidated on
 *   every visit (`no-cache`), and so are the service worker (`sw.js`, registered by the app itself: client/src/app/service-worker.ts), `start-after-paint.js` and the
 *   web app manifest, so that a new release reaches installed apps at once;
 * - anything else at the root (favicon, robots.txt) for an hour.
 *
 * `filePath` may be a precompressed copy (`.br`, `.gz`), which is cached like its original.
 */
export function clientCacheControl(filePath: string): string {
  // The precompressed copy (index.html.br, sw.js.gz) is cached like the file it encodes.
  const normalised = filePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (['index.html', 'sw.js', 'start-after-paint.js', 'manifest.webmanifest'].includes(basename(normalised))) return 'no-cache';
  if (/(^|\/)prepaint\/[^/]+\.html$/.test(normalised)) return 'no-cache';
  if (/\/assets\/[^/]+$/.test(normalised)) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/**
 * The page answered for an address of the single-page app: the pre-painted copy of index.html for the
 * addresses of libs/contracts' PRE_PAINTED_PAGES where it suits the device (prePaintedFileFor: the first-paint
 * cookie the app writes, else Accept-Language), otherwise index.html.
 */
export function appPageFor(url: string, headers: { cookie?: string; 'accept-language'?: string }): string {
  const path = pathOf(url);
  const firstPaint = headers.cookie ? (parseCookie(headers.cookie)[FIRST_PAINT_COOKIE] ?? null) : null;
  return prePaintedFileFor(path, path.length !== url.length, firstPaint, headers['accept-language']) ?? 'index.html';
}

const isPrePaintedPath = (path: string): boolean => prePaintedPageOf(path) !== null;

/** True for the API's own paths (/api, Open311's /open311/v2 and the feeds' /feeds), which the client's files never answer. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/') || path.startsWith('/open311/') || path.startsWith('/feeds/');

/** A request's path without its query string. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * The pre-painted page of a complaint for one id: the built copy with the id written in place of COMPLAINT_ID_SLOT
 * (its heading 'Complaint GOA-2026-000123'), so that the painted heading is the page's own. The id is a public
 * complaint id (prePaintedPageOf checked its shape: letters, digits and hyphens only), so it needs no escaping.
 * Compressed here, brotli or gzip by Accept-Encoding, since no copy of it is precompressed.
 */
function complaintPageAnswer(template: string, id: string, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const html = Buffer.from(template.replaceAll(COMPLAINT_ID_SLOT, id));
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding === 'br') return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: html, encoding: null };
}

/**
 * Serves the built React client from `distDir`: the precompressed brotli or gzip copy Vite wrote beside each
 * text asset (client/vite.config.ts), chosen by the request's Accept-Encoding (`Vary: Accept-Encoding`), with
 * the Cache-Control of {@link clientCacheControl}; and, for any other GET or HEAD outside /api, /uploads, /open311, /feeds and
 * /assets, the app's page ({@link appPageFor}: index.html, or a pre-painted copy, a complaint's with its id written in
 * by {@link complaintPageAnswer}), also compressed and never cached stale. The files are listed once at start-up (a
 * build does not change under a running server), so an API call never touches the disk; an unknown path under /api,
 * /open311, /feeds, /uploads or /assets answers the API's 404 envelope, never the app's HTML under a script's URL.
 */
export async function serveClientAssets(app: NestFastifyApplication, distDir: string): Promise<void> {
  const complaintPageFile = PRE_PAINTED_PAGES['/c/:id'].file;
  // Read once: a build does not change under a running server.
  const complaintPage = existsSync(join(distDir, complaintPageFile)) ? readFileSync(join(distDir, complaintPageFile), 'utf8') : null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      void reply.header('Cache-Control', clientCacheControl(filePath));
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = pathOf(request.url);
      if (isApiPath(path) || path.startsWith('/uploads/') || path.startsWith('/assets/')) return reply.callNotFound();
      // The answer of a pre-painted address depends on the first-paint cookie and Accept-Language (appPageFor).
      if (isPrePaintedPath(path)) void reply.header('vary', 'Cookie, Accept-Language');
      const page = appPageFor(request.url, request.headers);
      if (page === complaintPageFile && complaintPage) {
        const { body, encoding } = complaintPageAnswer(complaintPage, path.slice('/c/'.length), request.headers['accept-encoding']);
        void reply
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .header('cache-control', clientCacheControl(page))
          .type('text/html; charset=utf-8');
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      return reply.sendFile(page);
    });
}

/**
 * Serves the photos of the `local` upload provider at /uploads/<random name>: their names are random and never reused,
 * so they are cached for 30 days as immutable; no directory listing, no dotfiles. Files written after start-up are
 * found (the directory is read per request).
 */
export async function serveUploadedPhotos(app: NestFastifyApplication, uploadDir: string): Promise<void> {
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
  });
}
