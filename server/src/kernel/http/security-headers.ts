import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** HSTS as helmet writes it by default: a year, subdomains included. Sent only on HTTPS answers. */
const HSTS = 'max-age=31536000; includeSubDomains';
/** The browser features the portal uses, for its own origin only: the location of a complaint and the camera for its photo. */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=()';

/** Razorpay Checkout: its script, its frame, the API and telemetry it calls, and its images (logos). */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com',
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: 'https://cdn.razorpay.com',
};

/** The origin of a URL, or null for a value that is not one. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The map tile host of MAP_TILE_URL, with a wildcard for its {s} subdomains (a.tile..., b.tile...). */
function tileHosts(config: AppConfig): string[] {
  const origin = originOf(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'));
  if (!origin) return [];
  const wildcard = origin.replace(/^(https?:\/\/)a\./, '$1*.');
  return [...new Set([wildcard, wildcard.replace('://tile.', '://*.tile.')])];
}

/**
 * Where the configured upload provider serves photos (img-src) and where the browser uploads them (connect-src):
 * none for `local` (the portal's own /uploads/), ImageKit's URL endpoint and upload API, Cloudinary's delivery and
 * upload hosts, or the S3 public base and the bucket's endpoint.
 */
export function uploadOrigins(config: AppConfig): { img: string[]; connect: string[] } {
  switch (config.UPLOAD_PROVIDER) {
    case 'imagekit':
      return { img: [originOf(config.IMAGEKIT_URL_ENDPOINT)].filter((o): o is string => !!o), connect: ['https://upload.imagekit.io'] };
    case 'cloudinary':
      return { img: ['https://res.cloudinary.com'], connect: ['https://api.cloudinary.com'] };
    case 's3': {
      const bucketUrl =
        originOf(config.S3_ENDPOINT) ?? (config.S3_BUCKET && config.S3_REGION ? `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com` : null);
      const publicUrl = originOf(config.S3_PUBLIC_URL) ?? bucketUrl;
      return { img: [publicUrl].filter((o): o is string => !!o), connect: [bucketUrl].filter((o): o is string => !!o) };
    }
    default:
      return { img: [], connect: [] };
  }
}

/**
 * The options of the security headers (helmet). The Content-Security-Policy lists the origins in use instead of any
 * https: origin: the map tiles, the configured upload provider, Razorpay Checkout and Google sign-in. HSTS is left to
 * registerTransportHeaders (only over HTTPS).
 */
export function securityHeaders(config: AppConfig): HelmetOptions {
  const uploads = uploadOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...tileHosts(config), ...uploads.img, RAZORPAY.img],
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client', RAZORPAY.script],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        'frame-src': ["'self'", 'blob:', 'https://accounts.google.com', RAZORPAY.frame],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/', ...uploads.connect, ...RAZORPAY.connect],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
}

/**
 * Whether a request asks for a hashed build file that is never a document nor a worker: a script (but a worker's,
 * which Vite names `*.worker-<hash>.js`), a style sheet or a font under /assets/. A browser applies a
 * Content-Security-Policy, framing rules and the other document headers only to documents and workers; on these files
 * the headers were about 900 bytes of each answer, some 20 kB of a page opened cold on a phone
 * (docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md). SVG images stay documents (they can be opened alone).
 */
export function isSubresourceAsset(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  return /^\/assets\/[^/]+\.(js|css|woff2?)$/.test(path) && !/\.worker-[^/]*\.js$/.test(path);
}

/**
 * helmet's headers (securityHeaders) on every answer, from one middleware built at start-up; a subresource asset
 * (isSubresourceAsset) gets only the two that matter for it, nosniff and Cross-Origin-Resource-Policy. @fastify/helmet built
 * helmet's middleware again for every request, parsing the Content-Security-Policy each time: 9 % of the API's CPU on
 * a cached read (a CPU profile of the bench's desk read on 28 November 2026).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const applyHeaders = helmet(securityHeaders(config));
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isSubresourceAsset(request.url)) {
      void reply.header('X-Content-Type-Options', 'nosniff');
      void reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      done();
      return;
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * Headers that depend on the request: Strict-Transport-Security only on an answer over HTTPS (a browser ignores it
 * over HTTP, and a local trial on http://localhost must not pin the name to HTTPS); the protocol is the connection's,
 * or X-Forwarded-Proto from a proxy trusted by TRUST_PROXY. Permissions-Policy on every answer.
 */
export function registerTransportHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // A document header: not on scripts, style sheets and fonts (isSubresourceAsset).
    if (!isSubresourceAsset(request.url)) void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
