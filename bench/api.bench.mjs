#!/usr/bin/env node
/**
 * The performance floors of the portal, measured by `npm run bench` in one run, each beside its baseline
 * (docs/adr/0077-performance-bench.md).
 *
 * 1. Creates its own database (BENCH_DATABASE, default civic_bench: dropped and created, dropped again after) and
 *    boots the product exactly as `npm start` does (its script in package.json, workers in the process) on
 *    BENCH_PORT (default 3300) with its own queue prefix.
 * 2. Seeds with SQL (generate_series, bench/seed.mjs): 5,000 citizens, 100,000 complaints across every village, ULB,
 *    category and status, 2,000 routing contacts; then VACUUM ANALYZE.
 * 3. Hot reads at 100,000 complaints, BENCH_CONNECTIONS (default 64) connections, BENCH_DURATION seconds each (default
 *    10) after a 2 s warm-up, with autocannon. Floor: p99 under 50 ms, no error. Beside each, two baselines measured
 *    the same way for BASELINE_DURATION seconds: a bare node:http server answering the same JSON from memory
 *    (bench/memory-server.mjs, BENCH_MEMORY_PORT, default 3303: the physical limit of a read that needs no
 *    database) and a bare node:http + pg server running the same SQL (bench/baseline-server.mjs,
 *    BENCH_BASELINE_PORT, default 3301).
 * 4. Filing: 500 citizens on the Free plan (3 complaints a month) upload a photo each beforehand, then, after a
 *    warm-up round of 100 other citizens filing the same way (not measured), all send 4 complaints at once. Floors:
 *    at least 80 complaints/s; the quota exact (1,500 created, 500 refused with QUOTA_EXCEEDED, each citizen holding
 *    exactly 3 this month); the acknowledgement mail's row (mail_messages.created_at) p95 under 1 s after its 201.
 * 5. The large phase (skipped with BENCH_LARGE=0, for a quick development run): the complaints grow to 1,000,000
 *    with one INSERT ... SELECT generate_series, the public map's read model is rebuilt, VACUUM ANALYZE. Then the
 *    public map (zooms, filters, single complaints) and the complaints desk (first and deep pages, each filter, the
 *    due-date sort), at 16 connections: floor p99 under 100 ms, beside the in-memory baseline. Then open data (CSV
 *    and GeoJSON, 16 downloads at once of the full export): floors: first byte p99 under 200 ms, and the API's RSS
 *    during the downloads at most 64 MB above its level before them (the export streams instead of holding it).
 * 6. The API process's peak RSS over the whole run (VmHWM of /proc/<pid>/status): floor under 300 MB.
 * BENCH_CPU_PROF=1 writes a CPU profile of the API process to bench/profiles/ (open it in Chrome DevTools).
 * Prints each figure as it comes, writes bench/results.md (the current figures only) and exits 1 when a floor is
 * missed (BENCH_NO_FAIL=1 to always exit 0). The bench speaks to the product through its HTTP routes only, and
 * writes to the database only the tables of the schema (migrations/), so that it measures any server behind the
 * same routes.
 *
 * PostgreSQL's autovacuum runs during the run, as on any server left at PostgreSQL's default: the map's read model and
 * the desk's counters are updated by every filing, and without it their dead row versions pile up for the whole run
 * (some 50 per live row of complaint_map_cell_totals by its end) and slow the reads after them. A server where it is
 * off (this machine's PostgreSQL is configured for CI with `autovacuum = off`) gets it on for the run with ALTER
 * SYSTEM and a reload, put back as it was at the end (or when a signal stops the run); results.md says which it was.
 *
 * Each filing citizen sends its own X-Forwarded-For address (the API is started with TRUST_PROXY=loopback): 500 citizens
 * are 500 phones, not one address, and filing is rate-limited per address (RATE_LIMIT_PER_MINUTE).
 */
import { spawn, fork } from 'node:child_process';
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import * as prettier from 'prettier';
import { CITIZENS, COMPLAINTS, CONTACTS, LARGE_COMPLAINTS, growComplaints, seed } from './seed.mjs';
import { FILINGS_PER_SECOND, STATUS_CHANGES_PER_SECOND, prepareWriteLoad } from './write-load.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** The API's JWT secret for the run, so that the bench signs its callers' tokens itself. */
const BENCH_JWT_SECRET = process.env.JWT_SECRET ?? `bench-jwt-secret-${process.pid}-${Date.now()}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3301);
const MEMORY_PORT = Number(process.env.BENCH_MEMORY_PORT ?? 3303);
/** Seconds each baseline is measured: it is context beside the product's figure, not a floor. */
const BASELINE_DURATION = Math.min(DURATION, 5);
/** Connections of the large phase's reads. */
const LARGE_CONNECTIONS = 16;
const LARGE = process.env.BENCH_LARGE !== '0';
const DB_NAME = process.env.BENCH_DATABASE ?? 'civic_bench';
const PG_ROOT = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${PG_ROOT}/${DB_NAME}`;
const POOL_SIZE = 33; // README default of DB_POOL_SIZE
const FILERS = 500;
const FILING_WARMUP = 100; // citizens of the filing's warm-up round, not measured
const FILINGS_EACH = 4; // Free plan: 3 accepted, the 4th refused with QUOTA_EXCEEDED
const FREE_LIMIT = 3;
/** The floors: absolute figures the product must meet on this machine, whatever the baselines do. */
const FLOOR = { hotP99Ms: 50, filingPerSecond: 80, ackP95Ms: 1000, largeP99Ms: 100, firstByteMs: 200, exportRssGrowthMb: 64, rssMb: 300 };

const log = (line) => console.log(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------------- database
async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

// ---------------------------------------------------------------------------------------------- processes
/** The API process's pid once started (for the memory readings of the filing stage). */
let API_PID = 0;
/** Every process the bench started (the API, the baselines), stopped with it when a signal ends the run. */
const CHILDREN = new Set();

function startApi() {
  // Exactly `npm start`'s command (package.json, without its prestart build: `npm run bench` built already), through
  // sh (`exec env`, so that the pid is node's and the script's variable assignments still apply). BENCH_CPU_PROF=1: a V8 CPU profile of the API process
  // in bench/profiles/ (written when it exits).
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const profile = process.env.BENCH_CPU_PROF === '1' ? `--cpu-prof --cpu-prof-dir=${join(ROOT, 'bench', 'profiles')}` : '';
  const child = spawn('sh', ['-c', `exec env ${scripts.start.replace(/\bnode /, `node ${profile} `)}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL,
      QUEUE_PREFIX: `bench${process.pid}`,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // Tokens are signed here with the same secret (the one generated into app_settings is stored encrypted).
      JWT_SECRET: BENCH_JWT_SECRET,
      // The filers' X-Forwarded-For addresses come through loopback.
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
      // The bench signs its callers' tokens itself, so its superadmin never signs in, second factor included
      // (docs/adr/0116-staff-two-factor-in-tests.md); the enrolment check reads the same cached account either way.
      REQUIRE_STAFF_2FA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  CHILDREN.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.output = () => output;
  return child;
}

async function waitForHttp(url, child, seconds = 180) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${child.output?.() ?? ''}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${child.output?.() ?? ''}`);
}

function startBaseline(file, port) {
  const child = fork(join(ROOT, 'bench', file), [], {
    env: { ...process.env, DATABASE_URL, PORT: String(port), DB_POOL_SIZE: String(POOL_SIZE) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  CHILDREN.add(child);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
}

/** A memory line of /proc/<pid>/status (VmRSS: resident now; VmHWM: the peak so far), in MB. */
const procMemoryMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};
/** The API process's resident memory now, in MB: logged at each stage to show where the peak comes from. */
const rssNowMb = (pid) => procMemoryMb(pid, 'VmRSS');
const peakRssMb = (pid) => procMemoryMb(pid, 'VmHWM');
/**
 * CPU time the process has used so far (user + system, fields 14 and 15 of /proc/<pid>/stat), in milliseconds. Less
 * noisy than a rate on this shared machine: a neighbour slows the wall clock, not the work each complaint costs.
 */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
};

// ---------------------------------------------------------------------------------------------- load
/**
 * Requests/s, p99 latency (ms) and failed requests of one read at `connections`, after a 2 s warm-up (JIT, pools).
 * `pick()` answers each request's path and headers: many citizens and many pages, not one answer read again.
 */
async function cannon(port, pick, connections, duration) {
  const first = pick();
  const run = (seconds) =>
    autocannon({
      url: `http://127.0.0.1:${port}${first.path}`,
      connections,
      duration: seconds,
      pipelining: 1,
      requests: [
        {
          setupRequest: (req) => {
            const next = pick();
            return { ...req, path: next.path, headers: { ...req.headers, ...next.headers } };
          },
        },
      ],
    });
  await run(2);
  const r = await run(duration);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts, total: r.requests.total };
}

/** Fails the run early when a route does not answer 200 with the expected body; answers the body's JSON text. */
async function check(port, path, headers, expect) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  if (res.status !== 200) throw new Error(`GET ${path} on ${port}: ${res.status} ${text.slice(0, 500)}`);
  if (expect && !expect(body)) throw new Error(`GET ${path} on ${port}: unexpected body ${text.slice(0, 500)}`);
  return text;
}

/** Hands the in-memory baseline the product's answers (path -> JSON text), so that it answers the same bytes. */
async function loadMemoryBaseline(memory, bodies) {
  const loaded = new Promise((resolve) => memory.once('message', resolve));
  memory.send({ bodies });
  await loaded;
}

/** Answers to sample for the in-memory baseline of a read with many paths (it answers the others by path alone). */
const MEMORY_SAMPLES = 20;

/** Waits (at most 60 s) until no other session of the bench database runs a statement. */
async function databaseIdle(db) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS active FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One read measured: the product at `connections` for DURATION seconds against its floor `floorMs`, then the
 * in-memory baseline (and the database baseline when `withDatabaseBaseline`) at the same connections for
 * BASELINE_DURATION seconds.
 */
async function measureRead(baselines, { name, path, headers = {}, pick, expect, connections, floorMs, withDatabaseBaseline }) {
  const next = pick ?? (() => ({ path, headers }));
  // Each sampled answer is checked, and handed to the in-memory baseline.
  const bodies = {};
  let text = '';
  for (let i = 0; i < (pick ? MEMORY_SAMPLES : 1); i += 1) {
    const sample = next();
    text = await check(PORT, sample.path, sample.headers ?? {}, expect);
    bodies[sample.path] = text;
  }
  await loadMemoryBaseline(baselines.memory, bodies);
  if (withDatabaseBaseline) {
    const sample = next();
    await check(BASELINE_PORT, sample.path, sample.headers ?? {}, expect);
  }
  const product = await cannon(PORT, next, connections, DURATION);
  const memory = await cannon(MEMORY_PORT, next, connections, BASELINE_DURATION);
  const database = withDatabaseBaseline ? await cannon(BASELINE_PORT, next, connections, BASELINE_DURATION) : null;
  // The database baseline's pool still holds the requests queued when the load stopped (64 of GET /api/stats take
  // seconds to drain): the next read is measured once PostgreSQL has nothing left to run, not beside them.
  await databaseIdle(baselines.db);
  // No answer within the measure (autocannon then reports no latency at all) is a miss, not a p99 of 0.
  const met = product.total > 0 && product.p99 < floorMs && product.non2xx === 0;
  log(
    `${name.padEnd(52)} product ${product.rps.toFixed(0).padStart(6)} req/s p99 ${String(product.p99).padStart(4)} ms | memory ${memory.rps.toFixed(0).padStart(6)} req/s p99 ${String(memory.p99).padStart(4)} ms` +
      (database ? ` | node+pg ${database.rps.toFixed(0).padStart(6)} req/s p99 ${String(database.p99).padStart(4)} ms` : '') +
      ` | ${met ? 'met' : 'MISSED'}`,
  );
  return { name, path, product, memory, database, met, bytes: Buffer.byteLength(text) };
}

// ---------------------------------------------------------------------------------------------- filing
/**
 * Citizens on the Free plan (`Filer No n`, emails `<prefix>n@bench.goa-civic.local`), each with a signed token and a
 * photo uploaded beforehand (16 uploads at a time, not measured).
 */
/** The address of filer `i`'s phone: 500 citizens are 500 phones, not one address (uploads and filing are rate-limited per address). */
const phoneAddress = (prefix, i) => `10.${prefix === 'filer' ? 0 : 1}.${(i >> 8) & 255}.${i & 255}`;

async function prepareFilers(db, secret, prefix, count) {
  const { rows: filers } = await db.query(
    `INSERT INTO users (first_name, last_name, email, role, plan, email_verified, has_password)
     SELECT 'Filer', 'No ' || n, $1 || n || '@bench.goa-civic.local', 'user', 'Free Citizen', true, true
       FROM generate_series(1, $2::int) AS n RETURNING id, email`,
    [prefix, count],
  );
  const photo = readFileSync(join(ROOT, 'server', 'test', 'fixtures', 'photos', 'goa-panaji.jpg'));
  const base = `http://127.0.0.1:${PORT}`;
  const tokens = filers.map((f) => jwt.sign({ sub: f.id, role: 'user', sv: 0 }, secret, { algorithm: 'HS256', expiresIn: '1h' }));
  const photos = new Array(filers.length);
  for (let i = 0; i < filers.length; i += 16) {
    await Promise.all(
      filers.slice(i, i + 16).map(async (_f, j) => {
        const form = new FormData();
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'goa-panaji.jpg');
        const res = await fetch(`${base}/api/uploads/local`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${tokens[i + j]}`, 'x-forwarded-for': phoneAddress(prefix, i + j) },
        });
        if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
        photos[i + j] = (await res.json()).url;
      }),
    );
  }
  return { prefix, filers, tokens, photos };
}

/**
 * Every citizen of `group` sends its FILINGS_EACH complaints at once, each citizen on its own keep-alive socket and
 * with its own X-Forwarded-For address. Answers the 201s ({ id, at }), the statuses counted, and the wall time.
 */
async function fileAtOnce(group) {
  const { filers, tokens, photos } = group;
  const body = (i, k) =>
    JSON.stringify({
      category: 'roads',
      subcategory: 'Potholes',
      title: `Pothole ${k + 1} reported by filer ${i + 1}`,
      description: 'About a metre wide; fills with water when it rains.',
      location: '18th June Road, Panaji',
      landmark: 'Opposite the municipal market',
      urgency: 'high',
      anonymous: false,
      photos: [photos[i]],
      authorizeRepresentative: true,
      geo: { districtCode: '551', ulbCode: 252071 },
      coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    });
  const created = [];
  const statuses = {};
  // One keep-alive connection per citizen; a citizen's 4 requests queue on the agent's sockets.
  const agent = new http.Agent({ keepAlive: true, maxSockets: filers.length });
  const post = (path, headers, payload) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: PORT, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode, json: text ? JSON.parse(text) : null }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const started = performance.now();
  await Promise.all(
    filers.map(async (_f, i) => {
      const headers = {
        authorization: `Bearer ${tokens[i]}`,
        'content-type': 'application/json',
        // Distinct per group, so that the warm-up's addresses never count against the measured citizens' rate limit.
        'x-forwarded-for': phoneAddress(group.prefix, i),
      };
      // Each citizen sends its 4 complaints at once (a double-tap, a retry): the quota lock must count them one by one.
      await Promise.all(
        Array.from({ length: FILINGS_EACH }, async (_x, k) => {
          const res = await post('/api/complaints', headers, body(i, k)).catch((error) => ({ status: 0, json: { error: { code: error.code } } }));
          const at = Date.now();
          const key = res.status === 201 ? '201' : `${res.status} ${res.json?.error?.code}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (res.status === 201) created.push({ id: res.json.id, at });
        }),
      );
    }),
  );
  agent.destroy();
  return { created, statuses, seconds: (performance.now() - started) / 1000 };
}

/** The acknowledgement rows (mail_messages) of these complaints, waiting until each has one (at most 120 s). */
async function acknowledgementsOf(db, ids) {
  const until = Date.now() + 120_000;
  let acks = [];
  while (Date.now() < until) {
    ({ rows: acks } = await db.query(
      `SELECT o.payload->>'complaintId' AS id, (extract(epoch FROM m.created_at) * 1000)::float8 AS at
         FROM mail_messages m JOIN outbox o ON o.id = m.event_id
        WHERE m.template_key = 'complaint_ack' AND o.payload->>'complaintId' = ANY($1)`,
      [ids],
    ));
    if (acks.length >= ids.length) break;
    await sleep(500);
  }
  return acks;
}

/**
 * The filing stage. A warm-up first, as every read has one (FILING_WARMUP citizens filing the same way, not measured,
 * their acknowledgements awaited): the filing path's code is then compiled by V8's optimising compiler before the
 * measured burst, as on a server that has been running, instead of during it. Then the FILERS citizens' burst.
 */
async function file500(db, secret) {
  const warmup = await prepareFilers(db, secret, 'warmup', FILING_WARMUP);
  const measured = await prepareFilers(db, secret, 'filer', FILERS);
  const rehearsal = await fileAtOnce(warmup);
  if (rehearsal.created.length !== FILING_WARMUP * FREE_LIMIT) throw new Error(`warm-up filing: ${JSON.stringify(rehearsal.statuses)}`);
  await acknowledgementsOf(
    db,
    rehearsal.created.map((c) => c.id),
  );
  log(`uploads and warm-up filing done (${FILING_WARMUP} citizens): API RSS ${rssNowMb(API_PID)} MB, peak ${peakRssMb(API_PID)} MB`);
  const cpuBefore = cpuMs(API_PID);
  const { created, statuses, seconds } = await fileAtOnce(measured);
  const { rows: perFiler } = await db.query(
    `SELECT count(c.id)::int AS n FROM users u LEFT JOIN complaints c ON c.reporter_id = u.id
      WHERE u.email LIKE 'filer%@bench.goa-civic.local' GROUP BY u.id`,
  );
  const quotaExact =
    perFiler.length === FILERS &&
    perFiler.every((r) => r.n === FREE_LIMIT) &&
    statuses['201'] === FILERS * FREE_LIMIT &&
    statuses['403 QUOTA_EXCEEDED'] === FILERS;

  const ids = created.map((c) => c.id);
  const acks = await acknowledgementsOf(db, ids);
  const apiCpuMs = cpuMs(API_PID) - cpuBefore;
  const filedAt = new Map(created.map((c) => [c.id, c.at]));
  const latencies = acks.map((a) => Math.max(0, a.at - filedAt.get(a.id))).sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]) : NaN);
  return {
    perSecond: created.length / seconds,
    seconds,
    statuses,
    quotaExact,
    acks: acks.length,
    expectedAcks: ids.length,
    ackP50: pct(50),
    ackP95: pct(95),
    cpuMsPerComplaint: created.length ? apiCpuMs / created.length : NaN,
  };
}

// ---------------------------------------------------------------------------------------------- open data
/**
 * `count` downloads at once of one open-data export: each one's time to its first body byte and to its end, its size,
 * and the API's RSS sampled every 50 ms meanwhile against its level just before (a streamed export keeps it flat; a
 * buffered one grows with the rows held).
 */
async function downloadAtOnce(path, count) {
  const rssBefore = rssNowMb(API_PID);
  let rssMax = rssBefore;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssNowMb(API_PID));
  }, 50);
  const agent = new http.Agent({ keepAlive: false, maxSockets: count });
  // Each download from an address of its own, as many readers' downloads are: the routes are rate-limited per address.
  const one = (_, i) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      let firstByte = NaN;
      let bytes = 0;
      const headers = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${i + 1}` };
      const req = http.get({ host: '127.0.0.1', port: PORT, path, agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`GET ${path}: ${res.statusCode}`));
        res.on('data', (chunk) => {
          if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ firstByte, total: performance.now() - started, bytes }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(300_000, () => req.destroy(new Error(`GET ${path}: no answer within 300 s`)));
    });
  try {
    const runs = await Promise.all(Array.from({ length: count }, one));
    const firstBytes = runs.map((r) => r.firstByte).sort((a, b) => a - b);
    return {
      firstByteP99: Math.round(firstBytes[Math.min(firstBytes.length - 1, Math.ceil(0.99 * firstBytes.length) - 1)]),
      slowestSeconds: Math.max(...runs.map((r) => r.total)) / 1000,
      megabytes: runs[0].bytes / 1e6,
      rssBefore,
      rssGrowth: Math.max(0, rssMax - rssBefore),
    };
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------- main
/** Prints what the writes beside the reads of one phase achieved. */
function logWrites(phase, w) {
  log(
    `writes during the ${phase} (${w.seconds.toFixed(0)} s): ${w.filingsPerSecond.toFixed(1)} filings/s ${JSON.stringify(w.filings)} p99 ${w.filingP99} ms, ` +
      `${w.statusChangesPerSecond.toFixed(1)} status changes/s ${JSON.stringify(w.statusChanges)} p99 ${w.statusP99} ms`,
  );
}

/** Whether every write of a phase succeeded. */
const writesOk = (w) => Object.keys(w.filings).every((k) => k === '2xx') && Object.keys(w.statusChanges).every((k) => k === '2xx');

/** The load average as printed in the log and results. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Today's date in India minus `days`, as YYYY-MM-DD (the public filters' `from`). */
const indiaDay = (days) => new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Turns PostgreSQL's autovacuum on for the run when the server has it off (a superuser's ALTER SYSTEM and a reload;
 * autovacuum is a server-wide setting, which no database or table setting overrides). Answers how the run found and
 * left it ('on', 'turned on for the run', or why it stays off) and a function that puts the server back as it was.
 */
async function autovacuumForTheRun() {
  const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  try {
    const [{ setting, sourcefile }] = (await admin.query(`SELECT setting, sourcefile FROM pg_settings WHERE name = 'autovacuum'`)).rows;
    if (setting === 'on') return { state: 'on', restore: async () => undefined };
    // Off by an earlier ALTER SYSTEM (postgresql.auto.conf) is put back the same way; off by postgresql.conf or a file
    // it includes is put back by removing the run's ALTER SYSTEM, which would otherwise override that file for good.
    const putBack = sourcefile?.endsWith('postgresql.auto.conf') ? 'ALTER SYSTEM SET autovacuum = off' : 'ALTER SYSTEM RESET autovacuum';
    await admin.query('ALTER SYSTEM SET autovacuum = on');
    await admin.query('SELECT pg_reload_conf()');
    const restore = async () => {
      const client = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
      await client.connect();
      await client.query(putBack);
      await client.query('SELECT pg_reload_conf()');
      await client.end();
    };
    return { state: 'turned on for the run (the server has it off)', restore };
  } catch (error) {
    return { state: `off (could not be turned on: ${error.message})`, restore: async () => undefined };
  } finally {
    await admin.end();
  }
}

async function main() {
  log(
    `${DURATION} s per product measure (${BASELINE_DURATION} s per baseline), ${CONNECTIONS} connections, database ${DB_NAME}, large phase ${LARGE ? 'on' : 'off'}, load average ${loadAverage()}`,
  );
  const startedAt = Date.now();
  const loadBefore = loadAverage();
  await recreateDatabase();
  // After the only step before the `try` that can throw, so that the `finally` always puts the server back.
  const autovacuum = await autovacuumForTheRun();
  log(`autovacuum: ${autovacuum.state}`);
  // A run stopped by a signal (Ctrl-C) never reaches the `finally`: the processes it started are stopped and the
  // server is put back before the bench exits.
  const putBackAndExit = (signal) => {
    log(`${signal}: stopping the processes, putting autovacuum back`);
    for (const child of CHILDREN) child.kill('SIGTERM');
    void autovacuum.restore().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', putBackAndExit);
  process.once('SIGTERM', putBackAndExit);
  const api = startApi();
  let database;
  let memory;
  let db;
  let writeLoad = null;
  let writing = null;
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, api);
    API_PID = api.pid;
    log(`product started (migrations and seeds done), API RSS ${rssNowMb(api.pid)} MB; seeding the load with SQL...`);
    db = new pg.Client({ connectionString: DATABASE_URL });
    db.on('error', (error) => log(`bench database connection: ${error.message}`));
    await db.connect();
    const seedStarted = Date.now();
    await seed(db);
    log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; API RSS ${rssNowMb(api.pid)} MB`);

    const sign = (sub, role) => jwt.sign({ sub, role, sv: 0 }, BENCH_JWT_SECRET, { algorithm: 'HS256', expiresIn: '2h' });
    const [admin] = (await db.query(`SELECT id FROM users WHERE role = 'superadmin' LIMIT 1`)).rows;
    const [place] = (await db.query(`SELECT code, subdistrict_code, district_code FROM villages ORDER BY code LIMIT 1 OFFSET 100`)).rows;
    const adminAuth = { authorization: `Bearer ${sign(admin.id, 'superadmin')}` };

    database = await startBaseline('baseline-server.mjs', BASELINE_PORT);
    memory = await startBaseline('memory-server.mjs', MEMORY_PORT);
    const baselines = { memory, db };
    const hot = { connections: CONNECTIONS, floorMs: FLOOR.hotP99Ms, withDatabaseBaseline: true };
    const tenItems = (b) => b.items.length === 10;
    // Many readers and many pages: each request of a measure is one of these, drawn at random.
    const any = (list) => list[Math.floor(Math.random() * list.length)];
    const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
    const citizens = (await db.query(`SELECT id FROM users WHERE email LIKE 'citizen%@bench.goa-civic.local'`)).rows.map((r) => ({
      authorization: `Bearer ${sign(r.id, 'user')}`,
    }));
    const statuses = ['pending', 'in_progress', 'resolved', 'forwarded', 'rejected'];
    const deskFirstPages = () => {
      const status = any([null, ...statuses]);
      return { path: `/api/admin/complaints?page=${between(1, 10)}${status ? `&status=${status}` : ''}`, headers: adminAuth };
    };
    const hotReads = [
      { name: 'GET /api/categories', path: '/api/categories', expect: (b) => b.items.length === 8 },
      { name: 'GET /api/stats', path: '/api/stats', expect: (b) => b.complaintsTotal >= COMPLAINTS },
      { name: 'GET /api/plans', path: '/api/plans', expect: (b) => b.items.length === 3 },
      { name: 'GET /api/geo/villages (a taluka)', path: `/api/geo/villages?subdistrict=${place.subdistrict_code}`, expect: (b) => b.items.length > 10 },
      {
        name: 'GET /api/geo/resolve-authority',
        path: `/api/geo/resolve-authority?district=${place.district_code}&subdistrict=${place.subdistrict_code}&village=${place.code}&category=roads`,
        expect: (b) => typeof b.authorityEmail === 'string',
      },
      {
        name: `GET /api/complaints (any of ${CITIZENS.toLocaleString('en')} citizens)`,
        pick: () => ({ path: '/api/complaints', headers: any(citizens) }),
        // The seed gives citizen 1 the first 30 complaints and shares the rest round-robin: 19 or 20 each.
        expect: (b) => b.items.length >= Math.floor((COMPLAINTS - 30) / (CITIZENS - 1)),
      },
      {
        name: `GET /api/usage/complaints-quota (any of ${CITIZENS.toLocaleString('en')})`,
        pick: () => ({ path: '/api/usage/complaints-quota', headers: any(citizens) }),
        expect: (b) => b.used === 0,
      },
      { name: 'GET /api/admin/complaints pages 1–10, any status', pick: deskFirstPages, expect: tenItems },
      {
        name: 'GET /api/admin/complaints any page of 9,000',
        pick: () => ({ path: `/api/admin/complaints?page=${between(1, 9000)}`, headers: adminAuth }),
        expect: tenItems,
      },
      {
        name: 'GET /api/admin/complaints?status=resolved any page of 5,000',
        pick: () => ({ path: `/api/admin/complaints?page=${between(1, 5000)}&status=resolved`, headers: adminAuth }),
        expect: tenItems,
      },
    ].map((read) => ({ ...read, ...hot }));
    // BENCH_ONLY_READS=<text> (development): only the reads whose name contains it, no filing and no results.md.
    const onlyReads = process.env.BENCH_ONLY_READS;
    const hotRows = [];
    writeLoad = await prepareWriteLoad({
      db,
      port: PORT,
      secret: BENCH_JWT_SECRET,
      photoPath: join(ROOT, 'server', 'test', 'fixtures', 'photos', 'goa-panaji.jpg'),
      adminId: admin.id,
    });
    log(`writes beside the reads: ${FILINGS_PER_SECOND} filings/s and ${STATUS_CHANGES_PER_SECOND} status changes/s`);
    let writing = writeLoad.start();
    for (const read of hotReads.filter((r) => !onlyReads || r.name.includes(onlyReads))) hotRows.push(await measureRead(baselines, read));
    const hotWrites = await writing.stop();
    writing = null;
    logWrites('hot reads', hotWrites);
    log(`hot reads done: API RSS ${rssNowMb(api.pid)} MB, peak ${peakRssMb(api.pid)} MB`);

    let filing = null;
    if (!onlyReads) {
      log(`filing: ${FILERS} citizens, ${FILINGS_EACH} complaints each, all at once...`);
      filing = await file500(db, BENCH_JWT_SECRET);
      log(
        `filing ${filing.perSecond.toFixed(0)} complaints/s (${filing.seconds.toFixed(1)} s), statuses ${JSON.stringify(filing.statuses)}, quota exact: ${filing.quotaExact}; ack p50 ${filing.ackP50} ms p95 ${filing.ackP95} ms (${filing.acks}/${filing.expectedAcks}); API CPU ${filing.cpuMsPerComplaint.toFixed(2)} ms per complaint`,
      );
    }

    let large = null;
    if (LARGE) {
      log(`large phase: growing the complaints to ${LARGE_COMPLAINTS.toLocaleString('en')} with SQL...`);
      const timings = await growComplaints(db);
      log(
        `grown in ${(timings.insert + timings.readModels + timings.vacuum).toFixed(0)} s (insert ${timings.insert.toFixed(0)} s, read models ${timings.readModels.toFixed(0)} s, VACUUM ANALYZE ${timings.vacuum.toFixed(0)} s); API RSS ${rssNowMb(api.pid)} MB`,
      );
      const [{ total }] = (await db.query('SELECT count(*)::int AS total FROM complaints')).rows;
      const atScale = { connections: LARGE_CONNECTIONS, floorMs: FLOOR.largeP99Ms, withDatabaseBaseline: false };
      const features = (b) => b.type === 'FeatureCollection' && b.features.length > 0;
      const map = '/api/public/complaints';
      const desk = '/api/admin/complaints';
      const talukas = (await db.query('SELECT code FROM subdistricts ORDER BY code')).rows.map((r) => r.code);
      const categoryKeys = (await db.query('SELECT key FROM categories ORDER BY key')).rows.map((r) => r.key);
      // Zoom-14 views (about 0.1 degree across) over the settled part of Goa.
      const box = () => {
        const west = 73.7 + Math.random() * 0.4;
        const south = 15.0 + Math.random() * 0.7;
        return `${west.toFixed(2)},${south.toFixed(2)},${(west + 0.1).toFixed(2)},${(south + 0.08).toFixed(2)}`;
      };
      const largeReads = [
        { name: 'map zoom 10, all of Goa', path: `${map}?zoom=10`, expect: features },
        { name: 'map zoom 10, any category', pick: () => ({ path: `${map}?zoom=10&category=${any(categoryKeys)}` }), expect: features },
        { name: 'map zoom 10, any status', pick: () => ({ path: `${map}?zoom=10&status=${any(statuses)}` }), expect: features },
        { name: 'map zoom 12, any taluka', pick: () => ({ path: `${map}?zoom=12&taluka=${any(talukas)}` }), expect: features },
        { name: 'map zoom 13, all of Goa', path: `${map}?zoom=13`, expect: features },
        {
          name: 'map zoom 14, any view over Goa (single complaints)',
          pick: () => ({ path: `${map}?zoom=14&bbox=${box()}` }),
          expect: (b) => b.type === 'FeatureCollection',
        },
        { name: 'map zoom 10, filed in the last 30 days', path: `${map}?zoom=10&from=${indiaDay(30)}`, expect: features },
        { name: 'desk pages 1–10, any status', pick: deskFirstPages, expect: tenItems },
        { name: 'desk any page of 90,000', pick: () => ({ path: `${desk}?page=${between(1, 90_000)}`, headers: adminAuth }), expect: tenItems },
        {
          name: 'desk status resolved, any page of 50,000',
          pick: () => ({ path: `${desk}?page=${between(1, 50_000)}&status=resolved`, headers: adminAuth }),
          expect: tenItems,
        },
        { name: 'desk archived pages 1–10', pick: () => ({ path: `${desk}?page=${between(1, 10)}&archived=true`, headers: adminAuth }), expect: tenItems },
        {
          name: 'desk overdue, any page of 10,000',
          pick: () => ({ path: `${desk}?page=${between(1, 10_000)}&overdue=true`, headers: adminAuth }),
          expect: tenItems,
        },
        {
          name: 'desk sorted by due date, any page of 10,000',
          pick: () => ({ path: `${desk}?page=${between(1, 10_000)}&sort=due`, headers: adminAuth }),
          expect: tenItems,
        },
      ].map((read) => ({ ...read, ...atScale }));
      const largeRows = [];
      writing = writeLoad.start();
      for (const read of largeReads.filter((r) => !onlyReads || r.name.includes(onlyReads))) largeRows.push(await measureRead(baselines, read));
      log(`large reads done: API RSS ${rssNowMb(api.pid)} MB, peak ${peakRssMb(api.pid)} MB`);

      const exports = [];
      for (const [name, path] of [
        ['open data CSV', '/api/public/complaints.csv'],
        ['open data GeoJSON', '/api/public/complaints.geojson'],
      ]) {
        // A failed export is a missed floor with the reason printed, not the end of the run's other figures.
        const run = await downloadAtOnce(path, 1) // warm-up
          .then(() => downloadAtOnce(path, LARGE_CONNECTIONS))
          .catch((error) => {
            log(`${name}: ${error.message}`);
            return { firstByteP99: NaN, slowestSeconds: NaN, megabytes: NaN, rssBefore: NaN, rssGrowth: NaN };
          });
        const met = run.firstByteP99 < FLOOR.firstByteMs && run.rssGrowth <= FLOOR.exportRssGrowthMb;
        exports.push({ name, path, ...run, met });
        log(
          `${name.padEnd(52)} ${LARGE_CONNECTIONS} at once: first byte p99 ${run.firstByteP99} ms, slowest ${run.slowestSeconds.toFixed(1)} s for ${run.megabytes.toFixed(1)} MB; API RSS ${run.rssBefore} MB + ${run.rssGrowth} MB | ${met ? 'met' : 'MISSED'}`,
        );
      }
      const largeWrites = await writing.stop();
      writing = null;
      logWrites('large phase', largeWrites);
      large = { total, timings, rows: largeRows, exports, writes: largeWrites };
    }

    const rss = peakRssMb(api.pid);
    const minutes = (Date.now() - startedAt) / 60_000;
    log(`API peak RSS ${rss} MB; ${minutes.toFixed(1)} min in all`);
    const filingMet =
      !filing || (filing.perSecond >= FLOOR.filingPerSecond && filing.quotaExact && filing.acks === filing.expectedAcks && filing.ackP95 < FLOOR.ackP95Ms);
    const allMet =
      hotRows.every((r) => r.met) &&
      writesOk(hotWrites) &&
      filingMet &&
      (!large || (large.rows.every((r) => r.met) && large.exports.every((e) => e.met) && writesOk(large.writes))) &&
      rss < FLOOR.rssMb;
    // A development run of some reads, or without the large phase, leaves bench/results.md to the last full run.
    if (!onlyReads && LARGE) await writeResults({ loadBefore, minutes, hotRows, hotWrites, filing, large, rss, autovacuum: autovacuum.state });
    log(allMet ? 'every floor met' : 'some floors missed (see above)');
    if (!allMet && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await writing?.stop().catch(() => undefined);
    writeLoad?.close();
    await db?.end().catch(() => undefined);
    database?.kill('SIGTERM');
    memory?.kill('SIGTERM');
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    if (process.env.BENCH_KEEP_DATABASE !== '1') {
      const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin.end();
    }
    await autovacuum.restore().catch((error) => log(`autovacuum could not be put back as it was: ${error.message}`));
  }
}

/** bench/results.md: the figures of this run beside their floors and baselines, nothing else. */
async function writeResults({ loadBefore, minutes, hotRows, hotWrites, filing, large, rss, autovacuum }) {
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const cell = (r) => (r ? `${r.rps.toFixed(0)} / ${r.p99}` : '');
  const readTable = (rows, floorMs, withDatabase) => [
    `| read | product req/s | product p99 ms | errors | floor p99 < ${floorMs} ms | memory baseline req/s / p99 ms |${withDatabase ? ' node + pg baseline req/s / p99 ms |' : ''}`,
    `| --- | ---: | ---: | ---: | --- | ---: |${withDatabase ? ' ---: |' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.product.rps.toFixed(0)} | ${r.product.p99} | ${r.product.non2xx} | ${mark(r.met)} | ${cell(r.memory)} |${withDatabase ? ` ${cell(r.database)} |` : ''}`,
    ),
  ];
  const writesLine = (w) => [
    `Writes running meanwhile, through the product's routes at a steady rate (bench/write-load.mjs): ${w.filingsPerSecond.toFixed(1)} filings/s ` +
      `(answers ${JSON.stringify(w.filings).replace(/\|/g, '/')}, p99 ${w.filingP99} ms) and ${w.statusChangesPerSecond.toFixed(1)} status changes/s ` +
      `(answers ${JSON.stringify(w.statusChanges).replace(/\|/g, '/')}, p99 ${w.statusP99} ms) over ${w.seconds.toFixed(0)} s; every write succeeded: ${writesOk(w) ? 'yes' : '**no**'}.`,
  ];
  const lines = [
    '# Performance floors (`npm run bench`)',
    '',
    `Run of ${new Date().toISOString()} (${minutes.toFixed(0)} min) on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
      `load average before ${loadBefore} and after ${loadAverage()} (1, 5, 15 min; a load above the 2 cores means other work shared the machine: compare each figure with its baselines of the same run); load generator and baselines on the same machine. The product runs as \`npm start\` does. ` +
      `Each product figure is ${DURATION} s after a 2 s warm-up; each baseline ${BASELINE_DURATION} s after the same warm-up. ` +
      `Baselines: memory, a bare node:http server answering the product's JSON from memory (the limit of a read that needs no database); ` +
      `node + pg, a bare node:http server running the same SQL on a pool of ${POOL_SIZE}. ` +
      `A read named "any citizen" or "any page" draws each request's citizen, page, filter or map view at random, so that an answer kept in memory is rarely read twice; ` +
      `the filings and status changes run during the product's and the baselines' measures alike. PostgreSQL's autovacuum: ${autovacuum}.`,
    '',
    `## Hot reads: ${COMPLAINTS.toLocaleString('en')} complaints, ${CITIZENS.toLocaleString('en')} citizens, ${CONTACTS.toLocaleString('en')} routing contacts, ${CONNECTIONS} connections`,
    '',
    ...readTable(hotRows, FLOOR.hotP99Ms, true),
    '',
    ...writesLine(hotWrites),
    '',
    `## Filing: ${FILERS} citizens (Free plan, ${FREE_LIMIT} a month) sending ${FILINGS_EACH} complaints each at once`,
    '',
    '| measure | value | floor | |',
    '| --- | ---: | --- | --- |',
    `| complaints created per second | ${filing.perSecond.toFixed(0)} (${filing.seconds.toFixed(1)} s) | ≥ ${FLOOR.filingPerSecond}/s | ${mark(filing.perSecond >= FLOOR.filingPerSecond)} |`,
    `| quota exact (${FILERS * FREE_LIMIT} created, ${FILERS} QUOTA_EXCEEDED, ${FREE_LIMIT} each) | ${JSON.stringify(filing.statuses).replace(/\|/g, '/')} | exact | ${mark(filing.quotaExact)} |`,
    `| acknowledgement mail row after the 201, p50 | ${filing.ackP50} ms | | |`,
    `| acknowledgement mail row after the 201, p95 (${filing.acks}/${filing.expectedAcks} rows) | ${filing.ackP95} ms | < ${FLOOR.ackP95Ms} ms | ${mark(filing.ackP95 < FLOOR.ackP95Ms && filing.acks === filing.expectedAcks)} |`,
    `| API CPU per created complaint, filing and acknowledgement (user + system) | ${filing.cpuMsPerComplaint.toFixed(2)} ms | | |`,
    '',
    `## Public map, complaints desk and open data: ${large.total.toLocaleString('en')} complaints, ${LARGE_CONNECTIONS} connections`,
    '',
    `Seeded with SQL in ${(large.timings.insert + large.timings.readModels + large.timings.vacuum).toFixed(0)} s (insert ${large.timings.insert.toFixed(0)} s, map read model ${large.timings.readModels.toFixed(0)} s, VACUUM ANALYZE ${large.timings.vacuum.toFixed(0)} s).`,
    '',
    ...readTable(large.rows, FLOOR.largeP99Ms, false),
    '',
    ...writesLine(large.writes),
    '',
    `| export (${LARGE_CONNECTIONS} full downloads at once) | first byte p99 | floor < ${FLOOR.firstByteMs} ms | slowest download | size | API RSS before | RSS growth | floor ≤ ${FLOOR.exportRssGrowthMb} MB |`,
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...large.exports.map(
      (e) =>
        `| ${e.name} (\`${e.path}\`) | ${e.firstByteP99} ms | ${mark(e.firstByteP99 < FLOOR.firstByteMs)} | ${e.slowestSeconds.toFixed(1)} s | ${e.megabytes.toFixed(1)} MB | ${e.rssBefore} MB | ${e.rssGrowth} MB | ${mark(e.rssGrowth <= FLOOR.exportRssGrowthMb)} |`,
    ),
    '',
    '## Memory',
    '',
    '| measure | value | floor | |',
    '| --- | ---: | --- | --- |',
    `| API process peak RSS over the whole run (VmHWM) | ${rss} MB | < ${FLOOR.rssMb} MB | ${mark(rss < FLOOR.rssMb)} |`,
    '',
  ];
  // Formatted as `npm run lint` expects (prettier checks every Markdown file).
  const target = join(ROOT, 'bench', 'results.md');
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(lines.join('\n'), { ...options, filepath: target }));
  console.log(`\n${lines.join('\n')}`);
}

await main();
