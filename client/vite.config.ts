import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { languageNamesFont } from './language-names-font-plugin';
import { prePaintPages } from './prepaint-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const ENTRY = here('src/main.tsx');
/**
 * Modules the entry reaches through a package's index that re-exports more than the start uses: the contracts'
 * modules and react-i18next's Trans serve lazy pages too, and are left to the automatic chunking (in the group,
 * each would be loaded by every page whether it uses them or not).
 */
const NOT_AT_START = /libs[\\/]contracts[\\/]|react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$|html-parse-stringify/;
let startUpModules: Set<string> | null = null;

/**
 * The modules the entry (src/main.tsx) imports statically, directly or not, itself excepted: every page runs them
 * before its first render. Computed once per build from the module graph (forgotten at each build's start
 * by the `start-up-modules` plugin below, for `vite build --watch`).
 */
function startUp(getModuleInfo: (id: string) => { importedIds: string[] } | null): Set<string> {
  if (startUpModules) return startUpModules;
  const seen = new Set<string>();
  const queue = [...(getModuleInfo(ENTRY)?.importedIds ?? [])];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  startUpModules = seen;
  return seen;
}

/** `@civic/contracts` as TypeScript source, for the app's build and the pre-paint's Node build alike. */
const aliases = { '@civic/contracts': here('../libs/contracts/src/index.ts') };

/**
 * Installable and offline (docs/adr/0055-offline-drafts-and-idempotent-filing.md): the web
 * app manifest and a Workbox service worker. The app shell (every built JS, CSS, HTML, icon and font) is precached;
 * navigations fall back to index.html. Of the API only public reference data is cached at run time, network first
 * with a short timeout (the last-seen copy when offline): the categories and the Goa geography lists. Nothing with
 * personal data (/api/auth, /api/complaints, uploads, payments) is ever cached by the service worker.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // The app registers the worker itself once the page has settled (src/app/service-worker.ts), not at the
  // load event as the plugin's own script would.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Goa Civic Portal',
    short_name: 'Goa Civic',
    description: 'Report civic problems in Goa with photos and an exact location, also on a weak signal.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#1d4ed8',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/open311\//, /^\/feeds\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          request.method === 'GET' && sameOrigin && /^\/api\/(categories|geo\/(districts|subdistricts|villages|ulbs))$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'civic-reference-data',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * The React client. `@civic/contracts` resolves to the TypeScript source so that Vite bundles it (no
 * separate build needed in development). The dev server proxies the API and uploaded photos to the
 * server on port 3000; `vite build` writes client/dist, which the server serves on its own port, with a
 * brotli (`.br`) and a gzip (`.gz`) copy of every text asset beside it, compressed once at build time at the
 * highest levels (the server picks one by Accept-Encoding; server/src/kernel/http/client-assets.ts).
 */
export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    tailwindcss(),
    languageNamesFont(),
    pwa,
    prePaintPages(aliases),
    {
      name: 'start-up-modules',
      apply: 'build',
      buildStart() {
        startUpModules = null;
      },
    },
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: {
    alias: aliases,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every screen runs before its first render, in one chunk instead of a dozen small
        // ones (each chunk costs its own request and module wrapper, and compresses worse alone). Lazy pages keep
        // their own libraries (Leaflet, recharts, react-hot-toast...) in their chunks.
        codeSplitting: {
          groups: [
            // React and its DOM renderer apart from the rest: start-after-paint.js runs each chunk in a task of its
            // own, and the two together took one long one.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'framework',
              priority: 20,
              test: /node_modules[\\/](react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]/,
            },
            {
              name: (id, ctx) => (startUp((m) => ctx.getModuleInfo(m)).has(id) && !NOT_AT_START.test(id) ? 'start' : null),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
