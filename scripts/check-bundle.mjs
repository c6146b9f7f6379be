// `npm run check:bundle`: the initial-JavaScript budget. What client/dist/index.html makes the browser
// load before any lazy chunk (every script with a src, module or classic, its modulepreload links, and everything
// those import statically), gzipped at level 9 as the server sends it to a browser without brotli, must stay within BUNDLE_BUDGET_KB (default 170; kB = 1000 bytes, as Vite reports). The
// stylesheets are printed for information, not counted (the budget is JavaScript's). Prints each file; exits 1 when
// over. Build first (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../client/dist');
const budget = Number(process.env.BUNDLE_BUDGET_KB || 170) * 1000;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('check:bundle: client/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
const entries = tags
  .filter((tag) => (/^<script/.test(tag) && /\ssrc="/.test(tag)) || /rel="modulepreload"/.test(tag))
  .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
  .filter((url) => url && url.startsWith('/') && url.endsWith('.js'));
if (entries.length === 0) {
  console.error('check:bundle: index.html loads no module script: is client/dist a Vite build?');
  process.exit(1);
}

// Static imports are fetched before the entry runs even when Vite did not list them as modulepreload.
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const url = queue.shift();
  if (seen.has(url)) continue;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    const target = new URL(m[1], `http://x${url}`).pathname;
    if (!seen.has(target)) queue.push(target);
  }
}

let total = 0;
const rows = [...seen].map((url) => {
  const gz = gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
  total += gz;
  return { url, gz };
});
rows.sort((a, b) => b.gz - a.gz);
const styles = tags
  .filter((tag) => /rel="stylesheet"/.test(tag))
  .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
  .filter((url) => url && url.startsWith('/') && existsSync(join(dist, url)));
for (const url of styles)
  console.log(`(stylesheet, not counted: ${(gzipSync(readFileSync(join(dist, url)), { level: 9 }).length / 1000).toFixed(2)} kB  ${url})`);
for (const { url, gz } of rows) console.log(`${(gz / 1000).toFixed(2).padStart(8)} kB  ${url}`);
const line = `initial JavaScript: ${(total / 1000).toFixed(2)} kB gzipped in ${rows.length} files; budget ${budget / 1000} kB`;
if (total > budget) {
  console.error(`check:bundle: ${line}: OVER by ${((total - budget) / 1000).toFixed(2)} kB`);
  process.exit(1);
}
console.log(`check:bundle: ${line}: ok`);
