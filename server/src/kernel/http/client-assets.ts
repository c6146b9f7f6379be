import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { FIRST_SCREEN_COOKIE, FirstScreen } from '@civic/contracts';

/** A year, in seconds: the longest lifetime RFC 9111 caches are asked to honour for an immutable asset. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Cache-Control for a file of the built client (client/dist):
 * - `assets/*` carry a content hash in their name (Vite), so a changed file is a new URL: cached for a year,
 *   `immutable` (no revalidation on reload);
 * - `index.html` and `app.html` name the current hashes, so they are revalidated on every visit (`no-cache`), and so are the service
 *   worker (`sw.js`, `registerSW.js`) and the web app manifest, so that a new release reaches installed apps at once;
 * - anything else at the root (favicon, robots.txt) for an hour.
 */
export function clientCacheControl(filePath: string): string {
  const normalised = filePath.replace(/\\/g, '/');
  if (['index.html', 'app.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest'].includes(basename(normalised))) return 'no-cache';
  if (/\/assets\/[^/]+$/.test(normalised)) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/**
 * The page answered for an address of the single-page app (issue 14): the home page ("/") gets index.html, which holds
 * the build's prerender of its first screen (client/prerender-plugin.ts), unless the browser's first-screen cookie
 * says this device shows something else first (someone signed in, another language); every other address, and that
 * case, gets app.html, the same page with an empty root.
 */
export function appPageFor(path: string, cookieHeader: string | undefined): 'index.html' | 'app.html' {
  if (path !== '/') return 'app.html';
  const hint = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FIRST_SCREEN_COOKIE}=`));
  return hint === `${FIRST_SCREEN_COOKIE}=${FirstScreen.App}` ? 'app.html' : 'index.html';
}

/** True for the API's own paths (/api and Open311's /open311/v2), which the client's files never answer. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/') || path.startsWith('/open311/');

/**
 * Serves the built React client from `distDir`: the precompressed brotli or gzip copy Vite wrote beside each
 * text asset (client/vite.config.ts), chosen by the request's Accept-Encoding (`Vary: Accept-Encoding`), with
 * the Cache-Control of {@link clientCacheControl}; and, for any other GET or HEAD outside /api, /uploads and /open311,
 * the app's page ({@link appPageFor}: the prerendered index.html or app.html), also precompressed and never cached stale.
 */
export function serveClientAssets(app: NestExpressApplication, distDir: string): void {
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader('Cache-Control', clientCacheControl(filePath));
      },
    },
  });
  // API calls never look for a file: without this, every /api request cost a stat() of client/dist (the CPU
  // profile of issue 14 showed it in every request).
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || req.path.startsWith('/uploads/')) return next();
    // A missing hashed asset is a 404, never the app's HTML under a script's URL.
    if (req.path.startsWith('/assets/')) return next();
    req.url = `/${appPageFor(req.path, req.headers.cookie)}`;
    assets(req, res, next);
  });
}
