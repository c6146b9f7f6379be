#!/usr/bin/env node
// `npm run test:scale`: the scale-out test (docs/adr/0042-event-delivery-through-the-outbox.md).
//
// Two API processes (RUN_WORKERS=false) behind a round-robin proxy and two worker processes (`npm run start:worker`),
// against a PostgreSQL cluster of their own (initialised in a temporary folder, reached through a TCP proxy that can
// refuse connections) and one Redis of their own (append-only file on, so that a restart keeps the jobs, until it is
// restarted empty). A real SMTP sink counts what is sent.
//
//   1. 300 citizens file at once through the proxy; 30 of them file 3 more at the same moment (Free plan: 3 a month,
//      so exactly 2 of those 3 are accepted, whichever API process takes them).
//   2. Meanwhile a worker is killed with SIGKILL in the middle of the acknowledgements and started again.
//   3. Redis is killed and restarted with its append-only file.
//   4. PostgreSQL refuses connections for 5 seconds: /api/health answers 503 during the outage and 200 after.
//   5. Admins forward 100 complaints.
//   6. Admins forward 100 more while PostgreSQL is stopped with `pg_ctl stop -m fast` (every backend terminated with
//      57P01 in the middle of its statement or transaction) and started again, twice: no process exits, every answer
//      is 200 or 503 with Retry-After, and an admin who got a 503 reloads the complaint and forwards again only if it
//      is not forwarded (docs/adr/0130-connections-lost-mid-request.md).
//   7. Redis loses its data (restarted empty, as a failover to a lagging replica does) while jobs are waiting.
//
// Then: every acknowledgement, status mail and authority letter was sent exactly once (counted at the SMTP sink by
// Message-ID: a retransmission after the killed worker's crash is the same message),
// no outbox row is left not done, and no request answered 5xx outside the PostgreSQL outage windows. Build first
// (`npm run build`). Exits 1 when a check fails. Needs PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin,
// or SCALE_PG_BIN; run as the `postgres` user when this runs as root) and `redis-server` on the PATH. The PostgreSQL
// on 127.0.0.1:5432 that other tests use is never touched.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, chownSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import jwt from 'jsonwebtoken';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(root, 'server/dist/server/src/main.js');
const WORKER = join(root, 'server/dist/server/src/worker.js');
const { loadConfig } = await import(pathToFileURL(join(root, 'server/dist/server/src/kernel/config/app-config.js')).href);
const PHOTO = join(root, 'e2e/fixtures/goa-panaji.jpg');
const CITIZENS = 300;
const EXTRA_FILERS = 30;
const FORWARDS = 100;
/** Complaints forwarded while PostgreSQL is stopped and started again, and how many times it is stopped meanwhile. */
const STOP_FORWARDS = 100;
const PG_STOPS = 2;
/** Admins forwarding at once during the stops: enough that some forwards are always in flight when PostgreSQL stops. */
const FORWARDERS = 8;
const JWT_SECRET = `scale-test-${randomUUID()}`;
const SUPERADMIN = { email: 'superadmin@scale.goa-civic.local', password: 'scale-superadmin-pass' };

const started = Date.now();
const log = (line) => process.stdout.write(`[scale ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

if (!existsSync(MAIN) || !existsSync(WORKER)) {
  process.stderr.write('scripts/test-scale.mjs: build first (npm run build)\n');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function eventually(what, checkFn, timeoutMs = 120_000, everyMs = 500) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await checkFn().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Redis of its own, with an append-only file (kept across a restart until `wipe`).
const redisDir = mkdtempSync(join(tmpdir(), 'civic-scale-redis-'));
const redisPort = await freePort();
let redis = null;
async function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', redisDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise((resolve, reject) => {
    redis.stdout.on('data', (chunk) => chunk.toString().includes('Ready to accept connections') && resolve());
    redis.on('error', reject);
  });
}
async function killRedis({ wipe }) {
  redis.kill('SIGKILL');
  await once(redis, 'exit');
  if (wipe) {
    rmSync(redisDir, { recursive: true, force: true });
    mkdirSync(redisDir, { recursive: true });
  }
}

// PostgreSQL of its own: a cluster initialised in a temporary folder on a free port (trust authentication, no fsync: it
// lives for one run), so that phase 6 can stop it with `pg_ctl stop -m fast` without stopping the cluster that other
// engineers' and CI's tests use. PostgreSQL refuses to run as root: when this runs as root, its commands run as the
// `postgres` OS user, which owns the folder.
const execFileAsync = promisify(execFile);
function pgBinDir() {
  if (process.env.SCALE_PG_BIN) return process.env.SCALE_PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/initdb'))) : [];
  if (!versions.length) {
    process.stderr.write('scripts/test-scale.mjs: no /usr/lib/postgresql/<version>/bin/initdb (install postgresql, or set SCALE_PG_BIN)\n');
    process.exit(1);
  }
  return join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}
const PG_BIN = pgBinDir();
const PG_HOST = '127.0.0.1';
const PG_PORT = await freePort();
const pgDir = mkdtempSync(join(tmpdir(), 'civic-scale-pg-'));
const pgData = join(pgDir, 'data');
const asPgUser =
  process.getuid?.() === 0
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    : {};
if (asPgUser.uid !== undefined) chownSync(pgDir, asPgUser.uid, asPgUser.gid);
const pgCtl = (...args) => execFileAsync(join(PG_BIN, 'pg_ctl'), ['-D', pgData, ...args], { ...asPgUser, cwd: pgDir });
async function startPostgres() {
  await pgCtl('start', '-w', '-t', '60', '-l', join(pgDir, 'postgres.log'));
}
/** Stops the cluster as `pg_ctl stop -m fast` does: every backend is terminated (57P01), open transactions roll back. */
async function stopPostgresFast() {
  await pgCtl('stop', '-m', 'fast', '-w', '-t', '60');
}
execFileSync(join(PG_BIN, 'initdb'), ['-D', pgData, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], {
  ...asPgUser,
  cwd: pgDir,
  stdio: 'ignore',
});
appendFileSync(
  join(pgData, 'postgresql.conf'),
  [
    `port = ${PG_PORT}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${pgDir}'`,
    // Two API pools of 16 and their prepared reads' 4, two workers' pools of 33 (DB_POOL_SIZE's default), their LISTEN
    // connections and this test's.
    'max_connections = 200',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    '',
  ].join('\n'),
);
await startPostgres();

// PostgreSQL behind a TCP proxy that can refuse connections for a while.
const pgProxyPort = await freePort();
const pgSockets = new Set();
let pgProxy = null;
function startPgProxy() {
  pgProxy = net.createServer((client) => {
    const upstream = net.connect(PG_PORT, PG_HOST);
    pgSockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pgSockets.delete(client);
      pgSockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => pgProxy.listen(pgProxyPort, '127.0.0.1', resolve));
}
async function cutPostgres(ms) {
  const closed = new Promise((resolve) => pgProxy.close(() => resolve()));
  for (const s of pgSockets) s.destroy();
  pgSockets.clear();
  await closed;
  await sleep(ms);
  await startPgProxy();
}

// The SMTP sink: every delivery, by Message-ID.
const deliveries = [];
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        deliveries.push({ messageId: mail.messageId, subject: mail.subject ?? '', to: mail.to?.text ?? '', attachments: mail.attachments.length });
        callback();
      })
      .catch(callback);
  },
});
// A worker killed in the middle of an SMTP session resets its connection: that is this test's own doing, not a
// failure (the mail is sent again by the retried job, which the delivery checks count), so it is logged, not thrown.
smtp.on('error', (error) => log(`SMTP connection closed by its client: ${error.code ?? error.message}`));
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// A fresh database.
const database = `civic_scale_${Date.now()}`;
const admin = new pg.Client({ host: PG_HOST, port: PG_PORT, user: 'postgres', database: 'postgres' });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();
const db = new pg.Pool({ host: PG_HOST, port: PG_PORT, user: 'postgres', database, max: 4 });
// This test's own idle connections are ended by the stops of phase 6 too.
db.on('error', (error) => log(`test pool: ${error.message}`));

await startRedis();
await startPgProxy();
const uploadDir = mkdtempSync(join(tmpdir(), 'civic-scale-uploads-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://postgres@127.0.0.1:${pgProxyPort}/${database}`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  QUEUE_PREFIX: database,
  JWT_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
  UPLOAD_DIR: uploadDir,
  RATE_LIMIT_PER_MINUTE: '100000',
  OUTBOX_POLL_MS: '200',
  OUTBOX_REDELIVER_SECONDS: '10',
  LOG_LEVEL: 'error',
  // The superadmin signs in with its password and acts through the API at once: staff two-factor sign-in is proved by
  // the two-factor API test and journey (docs/adr/0116-staff-two-factor-in-tests.md).
  REQUIRE_STAFF_2FA: 'false',
};

// ---------------------------------------------------------------------------------------------------------------
const children = new Map();
// However this script ends (a failed step throwing, an interrupt), no API, worker or Redis of its own outlives it:
// they hold ports and connections the next run (or CI's next step) needs.
process.on('exit', () => {
  for (const { child } of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (redis && redis.exitCode === null && redis.signalCode === null) redis.kill('SIGKILL');
  if (existsSync(join(pgData, 'postmaster.pid'))) {
    try {
      execFileSync(join(PG_BIN, 'pg_ctl'), ['-D', pgData, 'stop', '-m', 'immediate', '-w'], { ...asPgUser, cwd: pgDir, stdio: 'ignore' });
    } catch {
      // already stopped
    }
  }
  for (const dir of [pgDir, redisDir, uploadDir]) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
/** Set once this test stops its processes at the end. */
let stopping = false;
function startProcess(name, script, extraEnv) {
  const child = spawn(process.execPath, [script], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => (output += d.toString()));
  children.set(name, { child, output: () => output });
  // A process that ends before this test stops it is a failure (checked after phase 6 and at the end): say how it ended.
  child.on('exit', (code, signal) => {
    if (!stopping && children.get(name)?.child === child) log(`${name} exited (code ${code}, signal ${signal}):\n${output.slice(-3000)}`);
  });
  return child;
}
async function healthy(port) {
  return eventually(`API on ${port}`, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  });
}

const apiPorts = [await freePort(), await freePort()];
startProcess('api-1', MAIN, { PORT: String(apiPorts[0]), RUN_WORKERS: 'false', DB_POOL_SIZE: '16' });
await healthy(apiPorts[0]); // the first one runs the migrations and the seeds
startProcess('api-2', MAIN, { PORT: String(apiPorts[1]), RUN_WORKERS: 'false', DB_POOL_SIZE: '16' });
await healthy(apiPorts[1]);
startProcess('worker-1', WORKER, {});
startProcess('worker-2', WORKER, {});
log(`2 API processes (${apiPorts.join(', ')}), 2 workers, Redis ${redisPort}, PostgreSQL via ${pgProxyPort}, SMTP ${smtpPort}, database ${database}`);

// The round-robin proxy in front of the API processes; every answer is recorded with its time.
const answers = [];
let next = 0;
const lbPort = await freePort();
/**
 * A message's headers without the hop-by-hop ones (RFC 9110, section 7.6.1), which a proxy must not forward: passed on,
 * an API's `Keep-Alive: timeout=72` told the client it could keep an idle connection to this proxy for 72 s, while
 * this proxy closes one after Node's 5 s, so a request sent on a connection as it closed got no answer at all.
 */
function endToEnd(headers) {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}
const lb = http.createServer((req, res) => {
  const port = apiPorts[next++ % apiPorts.length];
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: endToEnd(req.headers) }, (up) => {
    res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
    up.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await new Promise((resolve) => lb.listen(lbPort, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${lbPort}`;

async function call(method, path, { token, body, raw } = {}) {
  const at = Date.now();
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let payload;
  if (raw) payload = raw;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let status = 0;
  let json = null;
  let retryAfter = null;
  try {
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    status = res.status;
    retryAfter = res.headers.get('retry-after');
    json = await res.json().catch(() => null);
  } catch {
    // no HTTP answer at all (connection refused): recorded as status 0
  }
  answers.push({ at, done: Date.now(), method, path, status, retryAfter, code: json?.error?.code ?? null });
  return { status, body: json, retryAfter };
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: citizens (tokens signed with the shared JWT_SECRET), one photo, a routing contact for North Goa.
const citizenIds = [];
{
  const values = [];
  const params = [];
  for (let i = 0; i < CITIZENS; i++) {
    params.push(`Citizen${i}`, `scale-citizen-${i}@scale.goa-civic.local`);
    values.push(`($${params.length - 1}, 'Scale', $${params.length}, '9822000000', true, true)`);
  }
  const rows = await db.query(
    `INSERT INTO users (first_name, last_name, email, phone, email_verified, has_password) VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  citizenIds.push(...rows.rows.map((r) => r.id));
}
const tokenOf = (id, role = 'user') => jwt.sign({ sub: id, role, sv: 0 }, JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
const citizens = citizenIds.map((id) => tokenOf(id));
const login = await call('POST', '/api/auth/login', { body: SUPERADMIN });
const superadmin = login.body?.token;
check(login.status === 200 && !!superadmin, 'the superadmin signs in');
const form = new FormData();
form.append('file', new Blob([readFileSync(PHOTO)], { type: 'image/jpeg' }), 'goa-panaji.jpg');
const upload = await fetch(`${base}/api/uploads/local`, { method: 'POST', headers: { authorization: `Bearer ${citizens[0]}` }, body: form });
const photoUrl = (await upload.json()).url;
check(upload.status === 201 && !!photoUrl, 'a photo is uploaded for the complaints');
// A photo belongs to the account that uploaded it (docs/adr/0133), and this test is about filing, not uploading: like
// the citizens themselves, each one's copy of the photo is seeded directly, a link to the stored file under a stored
// name of its own and its row in `uploads`.
const photoUrls = citizenIds.map((id, i) => (i === 0 ? photoUrl : `/uploads/${randomBytes(16).toString('hex')}.jpg`));
for (const url of photoUrls.slice(1)) linkSync(join(uploadDir, photoUrl.split('/').pop()), join(uploadDir, url.split('/').pop()));
await db.query('INSERT INTO uploads (url, owner_user_id) SELECT * FROM unnest($1::text[], $2::uuid[])', [photoUrls.slice(1), citizenIds.slice(1)]);
const contact = await call('POST', '/api/admin/geo-routing/contacts', {
  token: superadmin,
  body: { scope: 'Rural', districtCode: '551', authorityEmail: 'collector.north@scale.goa-civic.local', authorityDesignation: 'Collector', active: true },
});
check(contact.status === 201, 'a routing contact for North Goa is added');

const complaint = (i, photo) => ({
  category: 'roads',
  subcategory: 'Potholes',
  title: `Pothole number ${i} on the Mapusa road`,
  location: 'Mapusa road, Bardez',
  photos: [photo],
  authorizeRepresentative: true,
  geo: { districtCode: '551' },
  coordinates: { lat: 15.5937, lng: 73.8142, source: 'manual' },
});

// ---------------------------------------------------------------------------------------------------------------
// 1 and 2: filing at once, a worker killed with SIGKILL in the middle of the acknowledgements.
log(`filing: ${CITIZENS} citizens at once, ${EXTRA_FILERS} of them 3 more each`);
const filingRequests = [
  ...citizens.map((token, i) => ({ token, body: complaint(i, photoUrls[i]) })),
  ...citizens.slice(0, EXTRA_FILERS).flatMap((token, i) => [1, 2, 3].map((k) => ({ token, body: complaint(10_000 + i * 10 + k, photoUrls[i]) }))),
];
const filings = filingRequests.map(({ token, body }) => call('POST', '/api/complaints', { token, body }));
const killer = (async () => {
  await eventually('the first acknowledgements', async () => deliveries.length >= 20, 120_000, 100);
  children.get('worker-1').child.kill('SIGKILL');
  log(`worker-1 killed with SIGKILL after ${deliveries.length} deliveries`);
  await sleep(1000);
  startProcess('worker-1', WORKER, {});
  // Running once its relay LISTENs (two relay connections again): a worker still starting when phase 4 cuts
  // PostgreSQL off would fail its start-up check and exit, which is a start-up rule, not what this test checks.
  await eventually(
    'worker-1 running again',
    async () =>
      (await db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'goa-civic-portal outbox relay'", [database]))
        .rows[0].n >= 2,
    120_000,
    100,
  );
  log('worker-1 started again');
})();
const filed = await Promise.all(filings);
await killer;
const created = filed.filter((r) => r.status === 201);
const refused = filed.filter((r) => r.status === 403 && r.body?.error?.code === 'QUOTA_EXCEEDED');
check(created.length === CITIZENS + EXTRA_FILERS * 2, `quota exact across processes: ${created.length} filed (expected ${CITIZENS + EXTRA_FILERS * 2})`);
check(refused.length === EXTRA_FILERS, `${refused.length} refused with QUOTA_EXCEEDED (expected ${EXTRA_FILERS})`);
const complaintIds = created.map((r) => r.body.id);
/** Each filed complaint's title, unique, which its authority letter's subject carries. */
const titleOf = new Map(filed.flatMap((r, k) => (r.status === 201 ? [[r.body.id, filingRequests[k].body.title]] : [])));

// 3: Redis restarted with its data.
await killRedis({ wipe: false });
log('Redis killed');
await sleep(1000);
await startRedis();
log('Redis started again with its append-only file');

// 4: PostgreSQL refuses connections for 5 seconds.
const healthDuring = [];
const outage = { from: Date.now(), to: 0 };
const poll = (async () => {
  while (!outage.to) {
    const res = await fetch(`http://127.0.0.1:${apiPorts[healthDuring.length % 2]}/api/health`).catch(() => null);
    healthDuring.push(res?.status ?? 0);
    await sleep(400);
  }
})();
log('PostgreSQL: refusing connections for 5 s');
await cutPostgres(5000);
outage.to = Date.now();
await poll;
log('PostgreSQL: accepting connections again');
check(healthDuring.includes(503), `/api/health answered 503 during the outage (${healthDuring.join(' ')})`);
// Each process is asked until both answer 200 or a minute has passed; the check is on the last answers (0: no answer).
let healthAfter = [];
await eventually(
  'health 200 after the outage',
  async () => {
    healthAfter = await Promise.all(
      apiPorts.map((p) =>
        fetch(`http://127.0.0.1:${p}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    return healthAfter.every((s) => s === 200);
  },
  60_000,
).catch(() => undefined);
check(
  healthAfter.length === apiPorts.length && healthAfter.every((s) => s === 200),
  `/api/health answers 200 on both API processes within a minute of the outage (${healthAfter.join(' ')})`,
);

// 5: admins forward 100 complaints.
log(`forwarding ${FORWARDS} complaints`);
const forwards = await Promise.all(
  complaintIds
    .slice(0, FORWARDS)
    .map((id) =>
      call('PATCH', `/api/admin/complaints/${id}/status`, { token: superadmin, body: { status: 'forwarded', message: 'Please repair before the monsoon.' } }),
    ),
);
check(
  forwards.every((r) => r.status === 200),
  `${forwards.filter((r) => r.status === 200).length} forwards accepted (expected ${FORWARDS})`,
);

// 6: admins forward 100 more complaints while PostgreSQL is stopped with `pg_ctl stop -m fast` and started again, twice.
// Every backend is terminated with 57P01 in the middle of whatever it runs; the connections the processes hold (pools,
// LISTEN connections) see it at once. An admin who gets a 503 waits Retry-After, reloads the complaint and forwards
// again only if it is not forwarded: a 503 can come after the forward committed (a lost answer), and a second forward
// is a second letter by design.
const stopIds = complaintIds.slice(FORWARDS, FORWARDS + STOP_FORWARDS);
const stopPhase = { firstAnswer: answers.length, from: Date.now(), to: 0 };
const forwardBody = { status: 'forwarded', message: 'Please repair before the monsoon.' };
let inFlight = 0;
let forwardsDone = 0;
const waitRetryAfter = (answer) => sleep(Math.min(Number(answer.retryAfter) || 5, 10) * 1000);
async function forwardThroughStops(id) {
  for (;;) {
    inFlight++;
    const sent = await call('PATCH', `/api/admin/complaints/${id}/status`, { token: superadmin, body: forwardBody });
    inFlight--;
    if (sent.status === 200) return 'forwarded';
    if (sent.status !== 503) return `forward answered ${sent.status}`;
    let wait = sent;
    for (;;) {
      await waitRetryAfter(wait);
      const reloaded = await call('GET', `/api/admin/complaints/${id}`, { token: superadmin });
      if (reloaded.status === 200 && reloaded.body?.status === 'forwarded') return 'forwarded';
      if (reloaded.status === 200) break;
      if (reloaded.status !== 503) return `reload answered ${reloaded.status}`;
      wait = reloaded;
    }
  }
}
log(`forwarding ${STOP_FORWARDS} more complaints (${FORWARDERS} admins at once) while PostgreSQL is stopped ${PG_STOPS} times`);
const queue = [...stopIds];
const outcomes = new Map();
const forwarders = Array.from({ length: FORWARDERS }, async () => {
  for (let id = queue.shift(); id; id = queue.shift()) {
    outcomes.set(id, await forwardThroughStops(id));
    forwardsDone++;
  }
});
const stopWindows = [];
const stopper = (async () => {
  for (let k = 1; k <= PG_STOPS; k++) {
    // Stop number k once k/(PG_STOPS + 1) of the forwards are done and most admins have one in flight.
    await eventually(
      `forwards in flight before stop ${k}`,
      async () => forwardsDone >= (k * STOP_FORWARDS) / (PG_STOPS + 1) && inFlight >= FORWARDERS / 2,
      120_000,
      10,
    );
    const window = { from: Date.now(), to: 0, inFlight };
    await stopPostgresFast();
    log(`PostgreSQL stopped (pg_ctl stop -m fast) with ${window.inFlight} forwards in flight, ${forwardsDone} done`);
    await sleep(1000);
    await startPostgres();
    window.to = Date.now();
    stopWindows.push(window);
    log('PostgreSQL started again');
  }
})();
await Promise.all([...forwarders, stopper]);
stopPhase.to = Date.now();
const stopAnswers = answers.slice(stopPhase.firstAnswer);
const unavailable = stopAnswers.filter((a) => a.status === 503);
check(stopWindows.length === PG_STOPS && stopWindows.every((w) => w.inFlight > 0), `PostgreSQL stopped ${stopWindows.length} times with forwards in flight`);
check(
  [...outcomes.values()].filter((o) => o === 'forwarded').length === STOP_FORWARDS,
  `every forward through the stops took effect (${[...new Set(outcomes.values())].join(', ')})`,
);
check(
  stopAnswers.every((a) => a.status === 200 || a.status === 503),
  `every answer during the stops is 200 or 503 (${stopAnswers.length} answers, ${unavailable.length} of them 503; others: ${stopAnswers
    .filter((a) => a.status !== 200 && a.status !== 503)
    .slice(0, 5)
    .map((a) => `${a.method} ${a.path} ${a.status} ${a.code ?? ''}`)
    .join(', ')})`,
);
check(
  unavailable.length > 0 && unavailable.every((a) => a.retryAfter && a.code === 'SERVICE_UNAVAILABLE'),
  `every 503 is SERVICE_UNAVAILABLE with Retry-After (${unavailable.length})`,
);
const exited = () => [...children].filter(([, { child }]) => child.exitCode !== null || child.signalCode !== null).map(([name]) => name);
check(exited().length === 0, `no API or worker process exited when PostgreSQL stopped (${exited().join(', ') || 'none'})`);

// 7: Redis loses its data while jobs wait: once some event is on a queue (published) and not yet handled.
const queuedNotDone = async () => (await db.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NOT NULL AND done_at IS NULL')).rows[0].n;
await eventually('jobs waiting in Redis', async () => (await queuedNotDone()) > 0, 10_000, 20).catch(() => log('no job was waiting in Redis'));
const waiting = await db.query('SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL');
await killRedis({ wipe: true });
log(`Redis killed and its data deleted while ${waiting.rows[0].n} outbox rows were not done`);
await sleep(1000);
await startRedis();
log('Redis started again, empty');

// ---------------------------------------------------------------------------------------------------------------
const expected = { acks: complaintIds.length, updates: FORWARDS + STOP_FORWARDS, letters: FORWARDS + STOP_FORWARDS };
const counts = () => {
  const by = (prefix) => deliveries.filter((d) => d.subject.startsWith(prefix));
  return {
    acks: by('Complaint ').filter((d) => / received: /.test(d.subject)),
    // complaint_update: 'Complaint <id>: <what happened>' (here 'Forwarded to the authority').
    updates: deliveries.filter((d) => /^Complaint \S+: Forwarded to the authority$/.test(d.subject)),
    letters: by('Civic complaint '),
  };
};
await eventually(
  'every outbox row done',
  async () => {
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL')).rows;
    return n === 0;
  },
  240_000,
  1000,
);
// Every outbox row done means every reaction has run, each email's included: the mail log then holds every message
// sent through SMTP, each with its Message-ID. The sink has them all once each of those Message-IDs has arrived (the
// SMTP server accepts a message only after it is counted in `deliveries`).
const sentIds = (await db.query("SELECT message_id FROM mail_messages WHERE status = 'sent' AND message_id IS NOT NULL")).rows.map((r) => r.message_id);
const missing = () => {
  const arrived = new Set(deliveries.map((d) => d.messageId));
  return sentIds.filter((id) => !arrived.has(id));
};
await eventually('every sent message at the SMTP sink', async () => missing().length === 0, 30_000, 100).catch(() => undefined);
check(missing().length === 0, `every message the mail log records as sent arrived at the SMTP sink (${sentIds.length} sent, ${missing().length} missing)`);
const c = counts();
// A message is its Message-ID (RFC 5322 3.6.4): it derives from the event id and the handler, so a retry after a
// crash between the SMTP server's acceptance and the mail log's record is a retransmission of the same message,
// which mail servers and clients recognise, never a second, different one (docs/adr/0034-mail-recorded-once-sent.md).
// "Sent exactly once" is therefore: exactly the expected number of
// distinct messages, each retransmission identical to its original (subject, recipients, attachments), and no more
// retransmissions than the crash windows this test opens: the one worker killed with SIGKILL may have had as many
// messages accepted and not yet recorded as it sends at once (NOTIFICATIONS_CONCURRENCY, the workers' own setting).
const crashWindows = loadConfig(env, { workers: true }).NOTIFICATIONS_CONCURRENCY;
const exactlyOnce = (label, list, expectedCount, extra = () => true) => {
  const byId = new Map();
  for (const d of list) byId.set(d.messageId, [...(byId.get(d.messageId) ?? []), d]);
  const retransmissions = list.length - byId.size;
  const identical = [...byId.values()].every((copies) =>
    copies.every((d) => d.subject === copies[0].subject && d.to === copies[0].to && d.attachments === copies[0].attachments),
  );
  check(
    byId.size === expectedCount && identical && retransmissions <= crashWindows && list.every(extra),
    `every ${label} sent exactly once: ${byId.size} distinct messages (expected ${expectedCount}), ${list.length} deliveries, ` +
      `${retransmissions} identical retransmission(s) after a crash (at most ${crashWindows})`,
  );
};
log(
  `deliveries at the SMTP sink: ${deliveries.length} (acknowledgements ${c.acks.length}, status mails ${c.updates.length}, authority letters ${c.letters.length})`,
);
exactlyOnce('acknowledgement', c.acks, expected.acks);
exactlyOnce('status mail', c.updates, expected.updates);
exactlyOnce('authority letter with its PDF', c.letters, expected.letters, (d) => d.attachments === 1);
{
  // One letter (one Message-ID) for each complaint forwarded, the ones forwarded through the stops included.
  const forwardedIds = complaintIds.slice(0, FORWARDS + STOP_FORWARDS);
  const letterIds = (id) => new Set(c.letters.filter((d) => d.subject.includes(titleOf.get(id))).map((d) => d.messageId));
  const wrong = forwardedIds.filter((id) => letterIds(id).size !== 1);
  check(wrong.length === 0, `each forwarded complaint has exactly one authority letter (${wrong.length} have not)`);
}
const [{ n: notDone }] = (await db.query('SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL')).rows;
check(notDone === 0, `no outbox row left not done (${notDone})`);
const margin = 3000;
const serverErrors = answers.filter(
  (a) =>
    a.status >= 500 &&
    !(a.done >= outage.from - margin && a.at <= outage.to + margin) &&
    !(a.status === 503 && a.done >= stopPhase.from && a.at <= stopPhase.to),
);
check(
  serverErrors.length === 0,
  `no 5xx outside the PostgreSQL outage windows (${serverErrors.length}: ${serverErrors
    .slice(0, 5)
    .map((a) => `${a.method} ${a.path} ${a.status}`)
    .join(', ')})`,
);
log(`requests: ${answers.length}, of which 5xx inside the outage windows: ${answers.filter((a) => a.status >= 500).length}`);
check(exited().length === 0, `no API or worker process exited (${exited().join(', ') || 'none'})`);

// ---------------------------------------------------------------------------------------------------------------
stopping = true;
for (const { child } of children.values()) child.kill('SIGTERM');
await Promise.all([...children.values()].map(({ child }) => (child.exitCode === null ? once(child, 'exit') : null)));
lb.close();
smtp.close();
pgProxy.close();
for (const s of pgSockets) s.destroy();
redis.kill('SIGKILL');
await db.end();
await stopPostgresFast();
rmSync(pgDir, { recursive: true, force: true });
rmSync(redisDir, { recursive: true, force: true });
rmSync(uploadDir, { recursive: true, force: true });
if (failures.length) {
  for (const [name, { output }] of children) if (/Error/.test(output())) process.stderr.write(`--- ${name} ---\n${output().slice(-3000)}\n`);
  const logDir = mkdtempSync(join(tmpdir(), 'civic-scale-logs-'));
  for (const [name, { output }] of children) writeFileSync(join(logDir, `${name}.log`), output());
  log(`the processes' output is in ${logDir}`);
  log(`${failures.length} check(s) failed`);
  process.exit(1);
}
log('all checks passed');
process.exit(0);
