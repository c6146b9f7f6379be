#!/usr/bin/env node
/**
 * A measured figure of `npm run bench`, not a floor: how long a citizen on a phone waits to file a complaint with
 * three photos (docs/adr/0120-photos-resized-on-the-phone.md). Runs the browser journey e2e/phone-upload.spec.ts
 * (Chromium at 360 px with Chrome's 'Fast 3G' profile, three 6 MB, 12-megapixel geotagged photos resized in the
 * browser before upload) on its own database (BENCH_PHONE_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/civic_e2e_bench_phone, dropped and recreated by e2e/serve.mjs) and port
 * (BENCH_PHONE_PORT, default 3310), reads the figures the journey prints, prints them and writes
 * bench/phone-upload-results.md. Exits 1 only when the journey fails (its own assertions: at most 600 kB sent a photo, the pin
 * from EXIF). Build first (`npm run bench` does).
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
  E2E_PORT: process.env.BENCH_PHONE_PORT || '3310',
  E2E_DATABASE_URL: process.env.BENCH_PHONE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civic_e2e_bench_phone',
  E2E_OUTPUT_DIR: join(os.tmpdir(), 'civic-bench-phone-results'),
};

const started = new Date();
const load = os.loadavg().map((n) => n.toFixed(1));
let output = '';
const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', 'e2e/phone-upload.spec.ts'],
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

const figures = /PHONE_UPLOAD_SECONDS=([\d.]+) PHONE_UPLOAD_SENT_BYTES=(\d+) PHONE_UPLOAD_CHOSEN_BYTES=(\d+)/.exec(output);
if (code !== 0 || !figures) {
  console.error(`phone-upload bench: the journey failed (exit ${code}); no figure.`);
  process.exit(1);
}
const [, seconds, sent, chosen] = figures;
const mb = (bytes) => (Number(bytes) / 1e6).toFixed(2);
const line = `Filing with three 6 MB phone photos on Fast 3G at 360 px: ${seconds} s from choosing the photos to the success screen; ${mb(sent)} MB sent for ${mb(chosen)} MB chosen.`;
console.log(`\n${line}`);
// Formatted as `npm run lint` expects (prettier checks every Markdown file).
const target = join(root, 'bench/phone-upload-results.md');
const results =
  `# Filing from a phone (\`npm run bench\`, bench/phone-upload.bench.mjs)\n\n` +
  `Run of ${started.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average before ${load.join(' ')}; ` +
  `Debian Chromium through Playwright, Chrome's 'Fast 3G' profile (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up) set through the DevTools protocol, ` +
  `server and browser on the same machine. A measured figure, not a floor.\n\n` +
  `| measure | value |\n| --- | ---: |\n` +
  `| choosing three photos → success screen | ${seconds} s |\n` +
  `| photo request bodies sent | ${mb(sent)} MB |\n` +
  `| photos chosen (originals) | ${mb(chosen)} MB |\n`;
writeFileSync(target, await prettier.format(results, { ...((await prettier.resolveConfig(target)) ?? {}), filepath: target }));
