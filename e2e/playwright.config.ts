import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser journeys against the built app on a fresh database (`npm run build && npm run test:e2e`).
 * Debian's Chromium is used as installed (`/usr/bin/chromium`); nothing is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR || join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  // One retry (E2E_RETRIES overrides): CI shares this 2-core machine with other work, and a journey that fails once
  // and then passes is reported as "flaky" by name in the output; a failure that repeats still fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Service workers would hide requests from page.route; the offline journey (offline.spec.ts) allows them.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: root,
    url: `${baseURL}/api/plans`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
