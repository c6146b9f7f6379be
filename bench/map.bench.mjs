#!/usr/bin/env node
/**
 * The public map at 100,000 complaints (`npm run bench:map`): the read model's answer against the same request
 * grouped from the rows.
 *
 * 1. Creates its own database (BENCH_DATABASE, default civic_bench_map: dropped and created) and boots the product as
 *    `npm start` does (`node server/dist/server/src/main.js`, workers in the process) on BENCH_PORT (default 3310).
 * 2. Seeds bench/seed.mjs's load (100,000 complaints on the village and ULB centroids); with BENCH_JITTER_DEGREES
 *    (default 0.01, about 1 km) each complaint is moved by up to that much in latitude and longitude, as GPS points
 *    spread; then rebuilds the map's read model (the seed bypasses the events) and runs VACUUM ANALYZE.
 * 3. For each map request, BENCH_REQUESTS (default 200) sequential calls after 20 warm-up calls (BENCH_ROW_REQUESTS,
 *    default 20, after 2 for the row path): p50 and p99 of the
 *    time to the full answer on one connection (loopback: server time plus well under a millisecond), for the read
 *    model ('cells') and for the same request grouped from the rows as before it ('rows': the same query with
 *    from=2000-01-01, which every complaint matches and which takes the row path).
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the read model's statement for the whole of Goa at zoom 10.
 * Prints a Markdown table; exits 1 when a 'cells' p99 is 50 ms or more (BENCH_NO_FAIL=1 to always exit 0).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { COMPLAINTS, rebuildMapReadModel, seed } from './seed.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const DB_NAME = process.env.BENCH_DATABASE ?? 'civic_bench_map';
const PG_ROOT = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${PG_ROOT}/${DB_NAME}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Calls of the row path (about a second each at 100,000 rows on a loaded machine). */
const ROW_REQUESTS = Number(process.env.BENCH_ROW_REQUESTS ?? 20);
const JITTER = Number(process.env.BENCH_JITTER_DEGREES ?? 0.01);
const TARGET_MS = 50;

const log = (line) => console.log(`[bench:map] ${line}`);

const CASES = [
  ['zoom 10, all of Goa', 'zoom=10'],
  ['zoom 10, all of Goa, category roads', 'zoom=10&category=roads'],
  ['zoom 10, all of Goa, status resolved', 'zoom=10&status=resolved'],
  ['zoom 9, all of Goa', 'zoom=9'],
  ['zoom 12, all of Goa', 'zoom=12'],
  ['zoom 12, a 0.2° box around Panaji, category roads', 'zoom=12&bbox=73.72,15.40,73.92,15.60&category=roads'],
  ['zoom 13, all of Goa', 'zoom=13'],
];

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

function startApi() {
  const child = spawn(process.execPath, ['server/dist/server/src/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL, QUEUE_PREFIX: `benchmap${process.pid}`, NODE_ENV: process.env.NODE_ENV ?? 'production' },
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
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${child.output()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${child.output()}`);
}

/** Complaints counted by an answer (a cluster's count, a lone complaint 1). */
const counted = (body) => body.features.reduce((sum, f) => sum + (f.properties.cluster ? f.properties.count : 1), 0);

async function measure(query, requests, warmUp) {
  const url = `http://127.0.0.1:${PORT}/api/public/complaints?${query}`;
  let body;
  for (let i = 0; i < warmUp; i += 1) body = await (await fetch(url)).json();
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const started = process.hrtime.bigint();
    const res = await fetch(url);
    body = await res.json();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p99: at(0.99), features: body.features.length, complaints: counted(body) };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  log(`database ${DB_NAME}, ${REQUESTS} sequential requests per case, jitter ${JITTER}°, load average ${load()}`);
  // BENCH_SEEDED=1 (development): the database of a previous run kept with BENCH_KEEP_DATABASE=1 is used as it is.
  const seeded = process.env.BENCH_SEEDED === '1';
  if (!seeded) await recreateDatabase();
  const api = startApi();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, api);
    await db.connect();
    log(seeded ? 'product started on the seeded database' : 'product started; seeding...');
    if (!seeded) await seed(db);
    if (JITTER > 0 && !seeded) {
      await db.query(
        `UPDATE complaints SET lat = round((lat + (random() * 2 - 1) * $1)::numeric, 6), lng = round((lng + (random() * 2 - 1) * $1)::numeric, 6)`,
        [JITTER],
      );
    }
    await rebuildMapReadModel(db);
    await db.query('VACUUM ANALYZE');
    const [{ cells }] = (await db.query('SELECT count(*)::int AS cells FROM complaint_map_cells')).rows;
    const perZoom = (await db.query('SELECT zoom, count(*)::int AS n FROM complaint_map_cells WHERE zoom IN (9, 10, 12, 13) GROUP BY zoom ORDER BY zoom')).rows;
    log(`seeded; complaint_map_cells holds ${cells} rows (${perZoom.map((r) => `zoom ${r.zoom}: ${r.n}`).join(', ')})`);

    const rows = [];
    for (const [name, query] of CASES) {
      const cellsRun = await measure(query, REQUESTS, 20);
      const rowsRun = await measure(`${query}&from=2000-01-01`, ROW_REQUESTS, 2);
      if (cellsRun.complaints !== rowsRun.complaints) throw new Error(`${name}: cells count ${cellsRun.complaints}, rows ${rowsRun.complaints}`);
      rows.push({ name, query, cells: cellsRun, rows: rowsRun });
      log(
        `${name.padEnd(52)} cells p50 ${cellsRun.p50.toFixed(1)} p99 ${cellsRun.p99.toFixed(1)} ms | rows p50 ${rowsRun.p50.toFixed(1)} p99 ${rowsRun.p99.toFixed(1)} ms | ${cellsRun.features} features, ${cellsRun.complaints} complaints`,
      );
    }
    const explain = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT sum(m.n)::int AS n, (sum(m.sum_lat) / sum(m.n))::float8 AS lat, (sum(m.sum_lng) / sum(m.n))::float8 AS lng,
              sum(m.sum_lat)::text AS lat_text, sum(m.sum_lng)::text AS lng_text
         FROM complaint_map_cells m
        WHERE m.zoom = 10 AND m.cell_x BETWEEN $1 AND $2 AND m.cell_y BETWEEN $3 AND $4
        GROUP BY m.cell_x, m.cell_y HAVING sum(m.n) > 0`,
      [Math.ceil(73.657 / 0.087890625), Math.floor(74.344 / 0.087890625) - 1, Math.ceil(14.932 / 0.087890625), Math.floor(15.916 / 0.087890625) - 1],
    );
    const lines = [
      `Public map, ${COMPLAINTS.toLocaleString('en')} complaints (jitter ${JITTER}°), ${REQUESTS} sequential requests per case (${ROW_REQUESTS} for the rows) on ${os.cpus().length} cores, load average ${load()}:`,
      '',
      '| request | cells p50 ms | cells p99 ms | rows p50 ms | rows p99 ms | features | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        (r) =>
          `| ${r.name} (\`${r.query}\`) | ${r.cells.p50.toFixed(1)} | ${r.cells.p99.toFixed(1)} | ${r.rows.p50.toFixed(1)} | ${r.rows.p99.toFixed(1)} | ${r.cells.features} | ${r.cells.p99 < TARGET_MS ? 'met' : '**missed**'} |`,
      ),
      '',
      'EXPLAIN (ANALYZE, BUFFERS), zoom 10, the cells wholly inside Goa:',
      '',
      '```',
      ...explain.rows.map((r) => r['QUERY PLAN']),
      '```',
    ];
    console.log(`\n${lines.join('\n')}`);
    if (rows.some((r) => r.cells.p99 >= TARGET_MS) && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
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

await main();
