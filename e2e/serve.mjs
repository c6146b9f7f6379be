// The web server of the browser tests (e2e/playwright.config.ts): a fresh database, then the built app.
//
//   E2E_DATABASE_URL  database to drop and recreate (default postgres://postgres@127.0.0.1:5432/civic_e2e)
//   E2E_PORT          port of the app (default 3100)
//
// Build first: `npm run build` (contracts, server and client).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civic_e2e';
const port = process.env.E2E_PORT || '3100';
const main = join(root, 'server/dist/server/src/main.js');

function fail(message) {
  process.stderr.write(`e2e/serve.mjs: ${message}\n`);
  process.exit(1);
}

if (!existsSync(main)) fail(`${main} is missing; run \`npm run build\` first.`);
if (!existsSync(join(root, 'client/dist/index.html'))) fail('client/dist is missing; run `npm run build` first.');

const target = new URL(databaseUrl);
const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
if (!/^[A-Za-z0-9_]+$/.test(database)) fail(`refusing to drop the database "${database}" (letters, digits and _ only).`);
if (!/e2e|test/i.test(database)) fail(`refusing to drop "${database}": the name of a browser-test database must contain "e2e" or "test".`);

const admin = new URL(databaseUrl);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
try {
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${database}"`);
} catch (error) {
  fail(`could not recreate the database ${database} at ${admin.host}: ${error.message}`);
} finally {
  await client.end().catch(() => undefined);
}
process.stdout.write(`e2e/serve.mjs: database ${database} recreated; starting the app on port ${port}\n`);

const child = spawn(process.execPath, [main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATABASE_URL: databaseUrl,
    SUPERADMIN_EMAIL: 'superadmin@e2e.goa-civic.local',
    SUPERADMIN_PASSWORD: 'e2e-superadmin-pass',
    QUEUE_PREFIX: database.replace(/[^a-zA-Z0-9_-]/g, '_'),
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT_PER_MINUTE: '1000',
    // The journeys sign staff in through the API helpers without an authenticator; the two-factor journey enrols its
    // own superadmin and proves the second step (docs/adr/0116-staff-two-factor-in-tests.md).
    REQUIRE_STAFF_2FA: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
