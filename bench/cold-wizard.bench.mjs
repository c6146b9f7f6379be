#!/usr/bin/env node
/**
 * A measured figure of `npm run bench`, not a floor: how long a citizen on a phone waits for the complaint wizard's
 * first step, opened cold, and how many bytes it costs (docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md). Runs
 * the browser journey e2e/cold-wizard.spec.ts (Chromium at 360 px, empty cache, 'Fast 3G': 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, and the processor slowed 4× through the DevTools protocol) on its own database
 * (BENCH_COLD_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/civic_e2e_bench_cold, dropped and recreated by
 * e2e/serve.mjs) and port (BENCH_COLD_PORT, default 3320), reads the figures the journey prints, prints them and writes
 * bench/cold-wizard-results.md. Exits 1 only when the journey fails (its own assertions: under 200 kB, no later step's
 * code before the cards). Build first (`npm run bench` does).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  E2E_PORT: process.env.BENCH_COLD_PORT || '3320',
  E2E_DATABASE_URL: process.env.BENCH_COLD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civic_e2e_bench_cold',
  E2E_OUTPUT_DIR: join(os.tmpdir(), 'civic-bench-cold-results'),
};

const started = new Date();
const load = os.loadavg().map((n) => n.toFixed(1));
let output = '';
const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', 'e2e/cold-wizard.spec.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

const figures = /COLD_WIZARD_MS=(\d+) COLD_WIZARD_BYTES=(\d+) COLD_WIZARD_REQUESTS=(\d+)/.exec(output);
if (code !== 0 || !figures) {
  console.error(`cold-wizard bench: the journey failed (exit ${code}); no figure.`);
  process.exit(1);
}
const [, ms, bytes, requests] = figures;
const seconds = (Number(ms) / 1000).toFixed(2);
const kb = (Number(bytes) / 1000).toFixed(1);
const line = `Opening /complaint cold on Fast 3G with a 4× slower processor at 360 px: the category cards after ${seconds} s; ${kb} kB in ${requests} responses.`;
console.log(`\n${line}`);
// Formatted as `npm run lint` expects (prettier checks every Markdown file).
const target = join(root, 'bench/cold-wizard-results.md');
const results =
  `# The wizard's first step, cold on a phone (\`npm run bench\`, bench/cold-wizard.bench.mjs)\n\n` +
  `Run of ${started.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average before ${load.join(' ')}; ` +
  `Debian Chromium through Playwright at 360 px, empty cache, signed in; 'Fast 3G' (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the processor slowed 4× set through the DevTools protocol, ` +
  `server and browser on the same machine. Bytes as carried on the wire (compressed, headers included) by every response finished when the first category card appeared. A measured figure, not a floor.\n\n` +
  `| measure | value |\n| --- | ---: |\n` +
  `| navigation start → first category card | ${seconds} s |\n` +
  `| bytes transferred until then | ${kb} kB |\n` +
  `| responses until then | ${requests} |\n`;
writeFileSync(target, await prettier.format(results, { ...((await prettier.resolveConfig(target)) ?? {}), filepath: target }));
