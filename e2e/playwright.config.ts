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
  // Journeys are independent (each sets up through the API, and none changes what another's accounts rely on, such
  // as the seeded superadmin's sessions), so two run at once, one spec file per worker, the tests of a file in order.
  // E2E_WORKERS sets another count (1 to watch one journey at a time).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  // No retry: a journey that fails once fails the run, so a flaky journey is seen and fixed, not hidden by a second
  // attempt. E2E_RETRIES sets a number of retries locally (e.g. to tell a flaky journey from a broken one).
  retries: Number(process.env.E2E_RETRIES ?? 0),
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
