import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Where the empty app page is written beside index.html: every address but the prerendered one is served it. */
export const APP_HTML = 'app.html';
const EMPTY_ROOT = '<div id="root"></div>';
/** Writes `name` and its brotli and gzip copies (the levels of vite.config.ts' compression plugin). */
async function writeCompressed(outDir: string, name: string, html: string): Promise<void> {
  const bytes = Buffer.from(html);
  await writeFile(join(outDir, name), bytes);
  await writeFile(join(outDir, `${name}.br`), await brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(join(outDir, `${name}.gz`), await gzipped(bytes, { level: 9 }));
}

/**
 * Prerenders the home page's first screen into index.html at build time (issue 14; docs/decisions.md, "Client
 * performance"): the first paint of a phone on a slow network comes from the HTML instead of waiting for about
 * 160 kB of script, which then hydrates it (main.tsx). Once the bundle is written, and before the service worker
 * plugin lists the files (closeBundle, order 'pre'): builds src/prerender.tsx for Node with the same aliases, renders
 * it, keeps the page as it was (an empty root) as app.html, which the server answers for every other address
 * (server/src/kernel/http/client-assets.ts), and writes the HTML into index.html's root, marked
 * `data-prerendered="/"`; both with their .br and .gz copies.
 */
export function prerenderHome(aliases: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const page = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!page.includes(EMPTY_ROOT)) this.error(`prerender-home: index.html has no ${EMPTY_ROOT}`);
        // Inside node_modules, so that the Node build's imports of react, react-router... resolve from the workspace.
        const nodeDir = here('node_modules/.prerender');
        await rm(nodeDir, { recursive: true, force: true });
        await mkdir(nodeDir, { recursive: true });
        await build({
          configFile: false,
          root: here('.'),
          logLevel: 'warn',
          resolve: { alias: aliases },
          plugins: [react()],
          build: {
            ssr: here('src/prerender.tsx'),
            outDir: nodeDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { renderFirstScreen, PRERENDERED_PATH } = (await import(pathToFileURL(join(nodeDir, 'prerender.mjs')).href)) as {
          renderFirstScreen: () => Promise<string>;
          PRERENDERED_PATH: string;
        };
        await writeCompressed(outDir, APP_HTML, page);
        await writeCompressed(
          outDir,
          'index.html',
          page.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${PRERENDERED_PATH}">${await renderFirstScreen()}</div>`),
        );
      },
    },
  };
}
