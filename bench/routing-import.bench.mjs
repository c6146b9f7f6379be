#!/usr/bin/env node
/**
 * Routing template import benchmark (docs/adr/0040-routing-template-off-the-event-loop.md).
 *
 * Generates a 20,000-row routing template of at least 5 MB, then measures the largest event-loop delay
 * (perf_hooks.monitorEventLoopDelay, 10 ms resolution) while:
 *   1. the template check runs as the API runs it (worker thread + chunked results), three times;
 *   2. with PostgreSQL and Redis available: the real application (server/dist) answers
 *      POST /api/admin/geo-routing/validate and /import with that file, in this process, on a database
 *      created for the run and dropped after.
 * Fails (exit 1) when any phase blocks the event loop for more than 200 ms at a time.
 *
 *   npm run bench:routing-import            (builds contracts and server first)
 *   node --expose-gc bench/routing-import.bench.mjs --no-http   (phase 1 only)
 * The file is generated in a worker thread, and each phase starts from a collected heap (--expose-gc), so
 * that only the measured work's own pauses count.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'server', 'dist', 'server', 'src');
const LIMIT_MS = 200;
const ROWS = 20_000;
const MIN_BYTES = 5 * 1024 * 1024;

const load = (path) => import(join(DIST, path));
const { loadGoaGeography } = await load('routing/infrastructure/goa-geography.js');
const { LocationCatalog } = await load('routing/domain/location-catalog.js');
const { checkTemplateFile } = await load('routing/infrastructure/xlsx/routing-xlsx.js');
const contracts = await import('@civic/contracts');

/** 60 bench categories so that 20,000 rows over 425 locations are all distinct (Row ID, Category Key) pairs. */
const BENCH_CATEGORIES = Array.from({ length: 60 }, (_, i) => `bench_${String(i).padStart(2, '0')}`);

/** A 20,000-row template whose every row is valid, padded with realistic long text until it reaches 5 MB. */
async function generateWorkbook(catalog) {
  const locations = catalog.locations;
  const filler = (seed, length) => {
    let s = '';
    while (s.length < length) s += `${seed}-${randomBytes(12).toString('base64url')} `;
    return s.slice(0, length).trim();
  };
  for (let padding = 20; ; padding += 20) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(contracts.ROUTING_TEMPLATE_SHEETS.rows);
    sheet.addRow([...contracts.ROUTING_TEMPLATE_ALL_COLUMNS]);
    for (let i = 0; i < ROWS; i += 1) {
      const location = locations[i % locations.length];
      const category = BENCH_CATEGORIES[Math.floor(i / locations.length)];
      const row = [
        location.rowId,
        location.label,
        category,
        `officer${i}@goa.gov.in`,
        `Designation ${filler(i, padding)}`,
        `Name ${filler(i, padding)}`,
        `+91 98${String(i).padStart(8, '0')}`,
      ];
      for (let r = 1; r <= 3; r += 1)
        row.push(`extra${r}.${i}@goa.gov.in`, `Recipient ${r} ${filler(i, padding / 2)}`, `Officer ${r} ${filler(i, padding / 2)}`);
      sheet.addRow(row);
    }
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    if (file.length >= MIN_BYTES) return file;
  }
}

/** Runs `work` while sampling the event loop; returns the work's result and the delays in ms. */
async function measure(work) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  // Start from a collected heap (with --expose-gc) so that garbage left by the set-up is not charged to the work.
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  histogram.enable();
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  histogram.disable();
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  return { result, elapsedMs: Math.round(elapsed), maxDelayMs: ms(histogram.max), p99DelayMs: ms(histogram.percentile(99)), meanDelayMs: ms(histogram.mean) };
}

const results = [];
const baselines = [];
const report = (phase, m, extra = '') => {
  (phase.startsWith('baseline') ? baselines : results).push({ phase, ...m });
  console.log(
    `${phase.padEnd(34)} wall ${String(m.elapsedMs).padStart(6)} ms   max event-loop delay ${String(m.maxDelayMs).padStart(6)} ms   p99 ${m.p99DelayMs} ms ${extra}`,
  );
};

const geography = await loadGoaGeography();
const catalog = new LocationCatalog(geography);
if (!isMainThread) {
  // The generator runs in a worker thread: its garbage never reaches the measured heap.
  const generated = await generateWorkbook(catalog);
  parentPort.postMessage(generated, [generated.buffer]);
  process.exit(0);
}
void workerData;
console.log(`Generating a ${ROWS.toLocaleString('en')}-row template (at least 5 MB)...`);
const file = await new Promise((resolve, reject) => {
  const generator = new Worker(new URL(import.meta.url));
  generator.once('message', (bytes) => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  generator.once('error', reject);
});
console.log(
  `File: ${(file.length / 1024 / 1024).toFixed(2)} MB, ${ROWS.toLocaleString('en')} data rows, ${contracts.ROUTING_TEMPLATE_ALL_COLUMNS.length} columns\n`,
);

/** Baseline: a worker thread busy for 4 s while the main thread does nothing; what the machine alone costs. */
async function baseline() {
  const source = 'const end = Date.now() + 4000; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1);';
  return measure(() => new Promise((resolve) => new Worker(source, { eval: true }).once('exit', resolve)));
}
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`Load average before: ${loadavg()}`);
report('baseline (idle main, busy worker)', await baseline());

// Phase 1: the check exactly as the API runs it (worker thread, results in chunks).
const templateCatalog = {
  locations: Object.fromEntries(catalog.locations.map((l) => [l.rowId, l.label])),
  categoryKeys: [...contracts.DEFAULT_CATEGORIES.map((c) => c.key), ...BENCH_CATEGORIES],
};
const base64 = file.toString('base64');
const locations = Object.fromEntries(catalog.locations.map((l) => [l.rowId, l]));
for (let run = 1; run <= 3; run += 1) {
  const m = await measure(() => checkTemplateFile({ base64 }, templateCatalog));
  if (m.result.issues.length !== 0) throw new Error(`Unexpected issues: ${m.result.issues.length}`);
  report(`check for validate, run ${run}`, m, '(0 issues)');
}
for (let run = 1; run <= 3; run += 1) {
  const m = await measure(() => checkTemplateFile({ base64 }, templateCatalog, { locations }));
  const records = m.result.records.reduce((n, r) => n + r.count, 0);
  if (m.result.issues.length !== 0 || records !== ROWS) throw new Error(`Unexpected check result: ${m.result.issues.length} issues, ${records} records`);
  report(`check for import, run ${run}`, m, `(${records} records)`);
}

// Phase 2: the real application in this process (validate and import over HTTP).
if (!process.argv.includes('--no-http')) {
  // Load the application before creating its database, so that a failed import leaves no database behind.
  const { loadConfig } = await load('kernel/config/app-config.js');
  const { createApp } = await load('bootstrap.js');
  const { JwtService } = await import('@nestjs/jwt');
  const { DataSource } = await import('typeorm');
  const { default: pg } = await import('pg');
  const baseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/civic');
  const dbName = `civic_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  let created = false;
  try {
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE "${dbName}"`);
    created = true;
  } catch (error) {
    console.log(`\nSkipping the HTTP phase: PostgreSQL is not reachable (${error.message}).`);
  }
  if (created) {
    const dbUrl = new URL(baseUrl);
    dbUrl.pathname = `/${dbName}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: dbName,
      LOG_LEVEL: 'error',
      SUPERADMIN_EMAIL: 'bench@goa-civic.local',
      SUPERADMIN_PASSWORD: 'bench-secret-1',
      JWT_SECRET: randomBytes(24).toString('hex'),
    });
    let app = null;
    try {
      app = await createApp(config, { serveClient: false });
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address();
      const ds = app.get(DataSource);
      for (const [i, key] of BENCH_CATEGORIES.entries()) {
        await ds.query('INSERT INTO categories (key, name, "order") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [key, `Bench ${i}`, 1000 + i]);
      }
      const [root] = await ds.query("SELECT id FROM users WHERE role = 'superadmin'");
      const token = await app.get(JwtService).signAsync({ sub: root.id, role: 'superadmin' });
      const body = JSON.stringify({ fileBase64: file.toString('base64') });
      const post = async (path) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/geo-routing/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        const json = await res.json();
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
        return json;
      };
      const v = await measure(() => post('validate'));
      if (!v.result.ok) throw new Error('validate reported issues');
      report('HTTP POST validate', v, '(ok)');
      const i1 = await measure(() => post('import'));
      report('HTTP POST import (20,000 new)', i1, `(updated ${i1.result.updated})`);
      const i2 = await measure(() => post('import'));
      report('HTTP POST import (20,000 unchanged)', i2, `(updated ${i2.result.updated}, unchanged ${i2.result.unchanged})`);
      const count = (await ds.query('SELECT count(*)::int AS n FROM routing_contacts'))[0].n;
      if (i1.result.updated !== ROWS || count !== ROWS) throw new Error(`Imported ${i1.result.updated}, stored ${count}`);
      const e = await measure(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/geo-routing/export.xlsx`, { headers: { authorization: `Bearer ${token}` } });
        return Buffer.from(await res.arrayBuffer());
      });
      report('HTTP GET export.xlsx (20,000 rows)', e, `(${(e.result.length / 1024 / 1024).toFixed(2)} MB)`);
      const exported = new ExcelJS.Workbook();
      await exported.xlsx.load(e.result);
      const exportedRows = exported.getWorksheet(contracts.ROUTING_TEMPLATE_SHEETS.rows).actualRowCount - 1;
      if (exportedRows !== ROWS) throw new Error(`The export has ${exportedRows} rows, expected ${ROWS}`);
    } finally {
      await app?.close();
      await adminClient.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
      const { Redis } = await import('ioredis');
      const redis = new Redis(config.REDIS_URL);
      const keys = await redis.keys(`${dbName}*`);
      for (let k = 0; k < keys.length; k += 500) await redis.del(...keys.slice(k, k + 500));
      await redis.quit();
    }
  }
  await adminClient.end().catch(() => undefined);
}

report('baseline again', await baseline());
const worst = Math.max(...results.map((r) => r.maxDelayMs));
const noise = Math.max(...baselines.map((r) => r.maxDelayMs));
console.log(`\nLargest event-loop delay: ${worst} ms (limit ${LIMIT_MS} ms); machine baseline ${noise} ms; load average after: ${loadavg()}`);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs`);
if (noise > LIMIT_MS / 2) console.log('Warning: the machine alone delays the event loop by more than 100 ms (overloaded); figures are upper bounds.');
if (worst > LIMIT_MS) {
  console.error('FAIL: the event loop was blocked for more than 200 ms');
  process.exit(1);
}
console.log('PASS');
process.exit(0);
