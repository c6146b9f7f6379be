#!/usr/bin/env node
/**
 * API benchmark (`npm run bench`; docs/adr/0077-performance-bench.md).
 *
 * 1. Creates its own database (BENCH_DATABASE, default civic_bench: dropped and created) and boots the product
 *    exactly as `npm start` does (its script in package.json) with the README defaults (pool 24, workers in the
 *    process), on BENCH_PORT (default 3300) and its own queue prefix.
 * 2. Seeds with SQL (generate_series): 5,000 citizens, 100,000 complaints across every village, ULB, category and
 *    status (filed over the last year, before this month), 2,000 routing contacts; then VACUUM ANALYZE.
 * 3. Starts the bare baseline (bench/baseline-server.mjs: node:http + pg, same pool size, same SQL) on
 *    BENCH_BASELINE_PORT (default 3301) and measures every read side by side with autocannon (64 connections,
 *    BENCH_DURATION seconds each, default 10, after a 2 s warm-up of each side): requests/s, p99 latency, errors.
 * 4. Filing: 500 citizens (Free plan, 3 complaints a month) upload a photo each beforehand, then, after a warm-up
 *    round of 100 other citizens filing the same way (not measured, as each read has its warm-up), all send 4
 *    complaints at once: 1,500 must be created, 500 refused with QUOTA_EXCEEDED, and each citizen must hold
 *    exactly 3 complaints this month. Complaints per second; then the time from each 201 to its
 *    acknowledgement mail's row (mail_messages.created_at), p50 and p95; and the API process's CPU time (user +
 *    system) per created complaint over the burst and its acknowledgements.
 * 5. The API process's peak RSS (VmHWM of /proc/<pid>/status).
 * BENCH_CPU_PROF=1 writes a CPU profile of the API process to bench/profiles/ (open it in Chrome DevTools).
 * Prints a table and writes bench/results.md; exits 1 when a target is missed (BENCH_NO_FAIL=1 to always exit 0).
 *
 * Each filing citizen sends its own X-Forwarded-For address (the API trusts a loopback proxy): 500 citizens
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
import { CITIZENS, COMPLAINTS, CONTACTS, seed } from './seed.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3301);
const DB_NAME = process.env.BENCH_DATABASE ?? 'civic_bench';
const PG_ROOT = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${PG_ROOT}/${DB_NAME}`;
const POOL_SIZE = 33; // README default of DB_POOL_SIZE
const FILERS = 500;
const FILING_WARMUP = 100; // citizens of the filing's warm-up round, not measured
const FILINGS_EACH = 4; // Free plan: 3 accepted, the 4th refused with QUOTA_EXCEEDED
const FREE_LIMIT = 3;
const TARGET = { ratio: 0.6, p99Ms: 50, filingPerSecond: 200, ackP95Ms: 1000, rssMb: 300 };

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

function startApi() {
  // Exactly `npm start`'s command (package.json, without its prestart build: `npm run bench` built already), through
  // sh (`exec env`, so that the pid is node's and the script's variable assignments still apply). BENCH_CPU_PROF=1: a V8 CPU profile of the API process
  // in bench/profiles/ (written when it exits).
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const profile = process.env.BENCH_CPU_PROF === '1' ? `--cpu-prof --cpu-prof-dir=${join(ROOT, 'bench', 'profiles')}` : '';
  const child = spawn('sh', ['-c', `exec env ${scripts.start.replace(/\bnode /, `node ${profile} `)}`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL, QUEUE_PREFIX: `bench${process.pid}`, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

function startBaseline() {
  const child = fork(join(ROOT, 'bench', 'baseline-server.mjs'), [], {
    env: { ...process.env, DATABASE_URL, PORT: String(BASELINE_PORT), DB_POOL_SIZE: String(POOL_SIZE) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
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
async function cannon(port, path, headers) {
  const run = (duration) => autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration, headers, pipelining: 1 });
  await run(2); // warm-up: JIT, pools, caches
  const r = await run(DURATION);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts, total: r.requests.total };
}

/** Fails the run early when a route does not answer 200 with the expected body on both sides. */
async function check(port, path, headers, expect) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const body = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`GET ${path} on ${port}: ${res.status} ${JSON.stringify(body)}`);
  if (expect && !expect(body)) throw new Error(`GET ${path} on ${port}: unexpected body ${JSON.stringify(body).slice(0, 500)}`);
}

// ---------------------------------------------------------------------------------------------- filing
/**
 * Citizens on the Free plan (`Filer No n`, emails `<prefix>n@bench.goa-civic.local`), each with a signed token and a
 * photo uploaded beforehand (16 uploads at a time, not measured).
 */
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
        const res = await fetch(`${base}/api/uploads/local`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tokens[i + j]}` } });
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
        'x-forwarded-for': `10.${group.prefix === 'filer' ? 0 : 1}.${(i >> 8) & 255}.${i & 255}`,
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

// ---------------------------------------------------------------------------------------------- main
async function main() {
  log(
    `duration ${DURATION} s per side and endpoint, ${CONNECTIONS} connections, database ${DB_NAME}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await recreateDatabase();
  const api = startApi();
  let baseline;
  let db;
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

    const [{ value: secret }] = (await db.query("SELECT value FROM app_settings WHERE key = 'jwt_secret'")).rows;
    const sign = (sub, role) => jwt.sign({ sub, role, sv: 0 }, secret, { algorithm: 'HS256', expiresIn: '1h' });
    const [citizen] = (await db.query(`SELECT id FROM users WHERE email = 'citizen1@bench.goa-civic.local'`)).rows;
    const [admin] = (await db.query(`SELECT id FROM users WHERE role = 'superadmin' LIMIT 1`)).rows;
    const [place] = (await db.query(`SELECT code, subdistrict_code, district_code FROM villages ORDER BY code LIMIT 1 OFFSET 100`)).rows;
    const citizenAuth = { authorization: `Bearer ${sign(citizen.id, 'user')}` };
    const adminAuth = { authorization: `Bearer ${sign(admin.id, 'superadmin')}` };

    baseline = await startBaseline();
    const reads = [
      ['GET /api/categories', '/api/categories', {}, (b) => b.items.length === 8],
      ['GET /api/stats', '/api/stats', {}, (b) => b.complaintsTotal === COMPLAINTS],
      ['GET /api/plans', '/api/plans', {}, (b) => b.items.length === 3],
      ['GET /api/geo/villages (a taluka)', `/api/geo/villages?subdistrict=${place.subdistrict_code}`, {}, (b) => b.items.length > 10],
      [
        'GET /api/geo/resolve-authority',
        `/api/geo/resolve-authority?district=${place.district_code}&subdistrict=${place.subdistrict_code}&village=${place.code}&category=roads`,
        {},
        (b) => typeof b.authorityEmail === 'string',
      ],
      ['GET /api/complaints (30 complaints)', '/api/complaints', citizenAuth, (b) => b.items.length === 30],
      ['GET /api/usage/complaints-quota', '/api/usage/complaints-quota', citizenAuth, (b) => b.used === 0],
      ['GET /api/admin/complaints page 1', '/api/admin/complaints?page=1', adminAuth, (b) => b.items.length === 10],
      ['GET /api/admin/complaints page 5000', '/api/admin/complaints?page=5000', adminAuth, (b) => b.items.length === 10],
      ['GET /api/admin/complaints?status page 1', '/api/admin/complaints?page=1&status=resolved', adminAuth, (b) => b.items.length === 10],
      ['GET /api/admin/complaints?status page 5000', '/api/admin/complaints?page=5000&status=resolved', adminAuth, (b) => b.items.length === 10],
    ];
    const rows = [];
    // BENCH_ONLY_FILING=1 (development): skip the reads; BENCH_ONLY_READS=<text> (development): only the reads whose name contains it.
    const onlyReads = process.env.BENCH_ONLY_READS;
    const chosenReads = process.env.BENCH_ONLY_FILING === '1' ? [] : reads.filter(([name]) => !onlyReads || name.includes(onlyReads));
    for (const [name, path, headers, expect] of chosenReads) {
      await check(PORT, path, headers, expect);
      await check(BASELINE_PORT, path, headers, expect);
      const product = await cannon(PORT, path, headers);
      const bare = await cannon(BASELINE_PORT, path, headers);
      const ratio = product.rps / bare.rps;
      const met = ratio >= TARGET.ratio && product.p99 < TARGET.p99Ms && product.non2xx === 0;
      rows.push({ name, product, bare, ratio, met });
      log(
        `${name.padEnd(44)} product ${product.rps.toFixed(0).padStart(6)} req/s p99 ${String(product.p99).padStart(4)} ms | baseline ${bare.rps.toFixed(0).padStart(6)} req/s p99 ${String(bare.p99).padStart(4)} ms | ratio ${ratio.toFixed(2)} ${met ? 'met' : 'MISSED'}`,
      );
    }

    log(`reads done: API RSS ${rssNowMb(api.pid)} MB, peak ${peakRssMb(api.pid)} MB`);
    if (onlyReads) return; // a development run of some reads: no filing, no results.md
    log(`filing: ${FILERS} citizens, ${FILINGS_EACH} complaints each, all at once...`);
    const filing = await file500(db, secret);
    log(
      `filing ${filing.perSecond.toFixed(0)} complaints/s (${filing.seconds.toFixed(1)} s), statuses ${JSON.stringify(filing.statuses)}, quota exact: ${filing.quotaExact}; ack p50 ${filing.ackP50} ms p95 ${filing.ackP95} ms (${filing.acks}/${filing.expectedAcks}); API CPU ${filing.cpuMsPerComplaint.toFixed(2)} ms per complaint`,
    );
    const rss = peakRssMb(api.pid);
    log(`API peak RSS ${rss} MB`);
    // A development run of the filing alone leaves bench/results.md to the last full run.
    if (process.env.BENCH_ONLY_FILING !== '1') await writeResults(rows, filing, rss);
    const allMet =
      rows.every((r) => r.met) &&
      filing.perSecond >= TARGET.filingPerSecond &&
      filing.quotaExact &&
      filing.acks === filing.expectedAcks &&
      filing.ackP95 < TARGET.ackP95Ms &&
      rss < TARGET.rssMb;
    log(allMet ? 'every target met' : `some targets missed${process.env.BENCH_ONLY_FILING === '1' ? '' : ' (see bench/results.md)'}`);
    if (!allMet && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await db?.end().catch(() => undefined);
    baseline?.kill('SIGTERM');
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    if (process.env.BENCH_KEEP_DATABASE !== '1') {
      const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function writeResults(rows, filing, rss) {
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const lines = [
    '# API benchmark results (`npm run bench`)',
    '',
    `Run of ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average before ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; load generator on the same machine. ${CONNECTIONS} connections, ${DURATION} s per endpoint and side ` +
      `after a 2 s warm-up. Data: ${CITIZENS.toLocaleString('en')} citizens, ${COMPLAINTS.toLocaleString('en')} complaints, ${CONTACTS.toLocaleString('en')} routing contacts.`,
    '',
    `Reads: product (\`npm start\` defaults) against the bare baseline (node:http + pg, pool ${POOL_SIZE}, same SQL). Target: ratio ≥ ${TARGET.ratio} and p99 < ${TARGET.p99Ms} ms.`,
    '',
    '| endpoint | product req/s | product p99 ms | baseline req/s | baseline p99 ms | ratio | errors | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.product.rps.toFixed(0)} | ${r.product.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.ratio.toFixed(2)} | ${r.product.non2xx} | ${mark(r.met)} |`,
    ),
    '',
    '| measure | value | target | |',
    '| --- | ---: | --- | --- |',
    `| filing (POST /api/complaints, ${FILERS} citizens × ${FILINGS_EACH} at once) | ${filing.perSecond.toFixed(0)} complaints/s | ≥ ${TARGET.filingPerSecond}/s | ${mark(filing.perSecond >= TARGET.filingPerSecond)} |`,
    `| quota exact (${FILERS * FREE_LIMIT} created, ${FILERS} QUOTA_EXCEEDED, ${FREE_LIMIT} each) | ${JSON.stringify(filing.statuses).replace(/\|/g, '/')} | exact | ${mark(filing.quotaExact)} |`,
    `| acknowledgement mail row after the 201, p50 | ${filing.ackP50} ms | | |`,
    `| acknowledgement mail row after the 201, p95 (${filing.acks}/${filing.expectedAcks} rows) | ${filing.ackP95} ms | < ${TARGET.ackP95Ms} ms | ${mark(filing.ackP95 < TARGET.ackP95Ms && filing.acks === filing.expectedAcks)} |`,
    `| API process peak RSS (VmHWM) | ${rss} MB | < ${TARGET.rssMb} MB | ${mark(rss < TARGET.rssMb)} |`,
    `| API process CPU per created complaint, filing and acknowledgement (user + system) | ${filing.cpuMsPerComplaint.toFixed(2)} ms | | |`,
    '',
  ];
  // Formatted as `npm run lint` expects (prettier checks every Markdown file).
  const target = join(ROOT, 'bench', 'results.md');
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(lines.join('\n'), { ...options, filepath: target }));
  console.log(`\n${lines.join('\n')}`);
}

await main();
