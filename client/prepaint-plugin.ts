import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const EMPTY_ROOT = '<div id="root"></div>';
/** The plain script that adds the entry module once the painted page is on screen (public/start-after-paint.js). */
const START_AFTER_PAINT = '/start-after-paint.js';

/**
 * A pre-painted page's head: Vite's entry module and its modulepreload links give way to start-after-paint.js, which
 * adds them in the frame after the first paint, so that the first paint never waits for the script (module
 * scripts are deferred, yet run before the first paint whenever they arrive before the browser has painted).
 */
function startAfterPaint(page: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) throw new Error('prepaint: index.html has no entry module script');
  const preloads: string[] = [];
  const head = page.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  return head.replace('</head>', `<script src="${START_AFTER_PAINT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script></head>`);
}

/** Writes `name` and its brotli and gzip copies (the levels of vite.config.ts' compression plugin). */
async function writeCompressed(outDir: string, name: string, html: string): Promise<void> {
  const bytes = Buffer.from(html);
  await mkdir(dirname(join(outDir, name)), { recursive: true });
  await writeFile(join(outDir, name), bytes);
  await writeFile(join(outDir, `${name}.br`), await brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(join(outDir, `${name}.gz`), await gzipped(bytes, { level: 9 }));
}

/**
 * Writes the pre-painted pages (docs/adr/0074-pre-painted-first-screen.md): once the bundle is written, and
 * before the service worker plugin lists the files (closeBundle, order 'pre'), builds src/prepaint.tsx for Node with
 * the same aliases, renders each page's first screen (renderPrePaints) and writes, for each, a copy of index.html
 * with that markup before an empty, hidden root and its scripts started after the first paint (startAfterPaint),
 * with .br and .gz copies. index.html itself is unchanged: every other address is answered with it.
 */
export function prePaintPages(aliases: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'prepaint-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const page = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!page.includes(EMPTY_ROOT)) this.error(`prepaint: index.html has no ${EMPTY_ROOT}`);
        // Inside node_modules, so that the Node build's imports of react, react-router... resolve from the workspace.
        const nodeDir = here('node_modules/.prepaint');
        await rm(nodeDir, { recursive: true, force: true });
        await mkdir(nodeDir, { recursive: true });
        await build({
          configFile: false,
          root: here('.'),
          logLevel: 'warn',
          resolve: { alias: aliases },
          plugins: [react()],
          build: {
            ssr: here('src/prepaint.tsx'),
            outDir: nodeDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prepaint.mjs' } },
          },
        });
        const { renderPrePaints } = (await import(pathToFileURL(join(nodeDir, 'prepaint.mjs')).href)) as {
          renderPrePaints: () => Promise<Record<string, string>>;
        };
        const shell = startAfterPaint(page);
        for (const [file, markup] of Object.entries(await renderPrePaints())) {
          await writeCompressed(outDir, file, shell.replace(EMPTY_ROOT, `${markup}<div id="root" hidden></div>`));
        }
      },
    },
  };
}
