// The web server of the browser tests (e2e/playwright.config.ts): a fresh database, then the built app.
//
//   E2E_DATABASE_URL  database to drop and recreate (default postgres://postgres@127.0.0.1:5432/civic_e2e)
//   E2E_PORT          port of the app (default 3100)
//   E2E_INBOUND_SMTP_PORT  port of the app's inbound SMTP listener (default E2E_PORT + 2000)
//   E2E_DB_CONTROL_PORT  port of the database switch (default E2E_PORT + 1000): the app reaches PostgreSQL through a
//                     TCP proxy of this process; POST /cut stops it and cuts the connections (a database outage for
//                     the app alone), POST /restore opens it again (e2e/outage.spec.ts); GET /console-mail?to=<address>
//                     answers the emails the app printed on its console for that address (see below)
//
// Build first: `npm run build` (contracts, server and client).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
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
/**
 * A loopback TCP proxy in front of PostgreSQL, the app's only way to its database: closing it, and cutting the
 * connections in flight, is a database outage for the app alone (the machine's PostgreSQL keeps serving the others).
 */
const sockets = new Set();
let proxy = null;
let proxyPort = 0;
async function openProxy() {
  if (proxy) return;
  proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  proxyPort = proxy.address().port;
}
async function cutProxy() {
  const server = proxy;
  proxy = null;
  for (const s of sockets) s.destroy();
  sockets.clear();
  if (server) await new Promise((resolve) => server.close(() => resolve()));
}
await openProxy();
const controlPort = Number(process.env.E2E_DB_CONTROL_PORT || Number(port) + 1000);
/**
 * The app runs without SMTP_URL, so its emails leave nothing but the sent-mail log, which keeps their links redacted;
 * as on a person's machine, the app prints the lines of an email that carry a link or code on its console when that is
 * a terminal (docs/adr/0132-mail-log-secrets-export-and-erasure.md). The app gets a pseudo-terminal (util-linux
 * `script`), and these notices are read from it for the journeys (e2e/helpers/session.ts: consoleMail).
 */
const consoleMail = [];
let consoleBuffer = '';
let currentNotice = null;
function readConsole(chunk) {
  consoleBuffer += chunk.toString('utf8');
  const lines = consoleBuffer.split('\n');
  consoleBuffer = lines.pop() ?? '';
  for (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    const start = /^Email to (.+) not sent \(SMTP_URL is not set\): "(.*)"$/.exec(line);
    if (start) {
      currentNotice = { to: start[1].split(', ').map((a) => a.toLowerCase()), subject: start[2], lines: [] };
      consoleMail.push(currentNotice);
    } else if (currentNotice && line.startsWith('  ')) {
      currentNotice.lines.push(line.trim());
    } else {
      currentNotice = null;
    }
  }
}

const control = createHttpServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === '/console-mail') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(consoleMail.filter((m) => m.to.includes(to))));
    return;
  }
  const action = req.method === 'POST' && req.url === '/cut' ? cutProxy : req.method === 'POST' && req.url === '/restore' ? openProxy : null;
  if (!action) {
    res.writeHead(404).end();
    return;
  }
  action().then(
    () => res.writeHead(204).end(),
    (error) => res.writeHead(500).end(String(error)),
  );
});
await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
const appDatabaseUrl = new URL(databaseUrl);
appDatabaseUrl.hostname = '127.0.0.1';
appDatabaseUrl.port = String(proxyPort);

process.stdout.write(`e2e/serve.mjs: database ${database} recreated; starting the app on port ${port}\n`);

const quote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;
// `script` gives the app a terminal for stdout (its console notices), returns its exit code (-e) and writes no
// typescript file (/dev/null); the app's output is passed on to this process's stdout.
const child = spawn('script', ['--quiet', '--flush', '--return', '--command', [process.execPath, main].map(quote).join(' '), '/dev/null'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATABASE_URL: appDatabaseUrl.toString(),
    SUPERADMIN_EMAIL: 'superadmin@e2e.goa-civic.local',
    SUPERADMIN_PASSWORD: 'e2e-superadmin-pass',
    QUEUE_PREFIX: database.replace(/[^a-zA-Z0-9_-]/g, '_'),
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    // The journeys sign staff in through the API helpers without an authenticator; the two-factor journey enrols its
    // own superadmin and proves the second step (docs/adr/0116-staff-two-factor-in-tests.md).
    REQUIRE_STAFF_2FA: 'false',
    // A port of its own for the inbound SMTP listener (2525 may be a development server's): e2e/inbound-replies.spec.ts writes to it.
    INBOUND_SMTP_PORT: process.env.E2E_INBOUND_SMTP_PORT || String(Number(port) + 2000),
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  },
});

child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  readConsole(chunk);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
