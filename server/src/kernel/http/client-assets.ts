import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** A year, in seconds: the longest lifetime RFC 9111 caches are asked to honour for an immutable asset. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Cache-Control for a file of the built client (client/dist):
 * - `assets/*` carry a content hash in their name (Vite), so a changed file is a new URL: cached for a year,
 *   `immutable` (no revalidation on reload);
 * - `index.html` names the current hashes, so it is revalidated on every visit (`no-cache`), and so are the service
 *   worker (`sw.js`, `registerSW.js`) and the web app manifest, so that a new release reaches installed apps at once;
 * - anything else at the root (favicon, robots.txt) for an hour.
 */
export function clientCacheControl(filePath: string): string {
  const normalised = filePath.replace(/\\/g, '/');
  if (['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest'].includes(basename(normalised))) return 'no-cache';
  if (/\/assets\/[^/]+$/.test(normalised)) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/** True for the API's own paths (/api and Open311's /open311/v2), which the client's files never answer. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/') || path.startsWith('/open311/');

/**
 * Serves the built React client from `distDir`: the precompressed brotli or gzip copy Vite wrote beside each
 * text asset (client/vite.config.ts), chosen by the request's Accept-Encoding (`Vary: Accept-Encoding`), with
 * the Cache-Control of {@link clientCacheControl}; and, for any other GET or HEAD outside /api, /uploads and /open311,
 * index.html (the single-page app's routes), also precompressed and never cached stale.
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
    req.url = '/index.html';
    assets(req, res, next);
  });
}
