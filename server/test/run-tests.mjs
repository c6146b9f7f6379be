#!/usr/bin/env node
/**
 * Runs the server tests with Node's built-in test runner on the compiled output (server/dist-test).
 *   node server/test/run-tests.mjs unit   `*.spec.js` beside the code, no services
 *   node server/test/run-tests.mjs api    `server/test/*.e2e-spec.js`, API_TEST_CONCURRENCY files at a time (default 3),
 *                                         each against a fresh PostgreSQL database of its own and a real Redis (own key
 *                                         prefix); dropped after.
 * Extra arguments are file filters (substring match), e.g. `api outbox`. TEST_NAME_PATTERN runs only the tests whose
 * name matches it (Node's --test-name-pattern, a regular expression), e.g. to prove that one test passes alone:
 *   TEST_NAME_PATTERN='never sends twice' node server/test/run-tests.mjs api mail
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const [kind = 'unit', ...filters] = process.argv.slice(2);

const build = spawnSync('npx', ['tsc', '-p', join(serverDir, 'tsconfig.test.json')], { stdio: 'inherit', cwd: serverDir });
if (build.status !== 0) process.exit(build.status ?? 1);

function find(dir, pattern, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) find(path, pattern, out);
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

const outDir = join(serverDir, 'dist-test');
let files =
  kind === 'api'
    ? find(join(outDir, 'server', 'test'), /\.e2e-spec\.js$/)
    : [...find(join(outDir, 'server', 'src'), /\.spec\.js$/), ...find(join(outDir, 'libs'), /\.spec\.js$/)];
if (filters.length) files = files.filter((f) => filters.some((flt) => f.includes(flt)));
files.sort();
if (files.length === 0) {
  console.error(`No ${kind} test files found`);
  process.exit(1);
}

const namePattern = process.env.TEST_NAME_PATTERN ? [`--test-name-pattern=${process.env.TEST_NAME_PATTERN}`] : [];

if (kind !== 'api') {
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=2', ...namePattern, ...files], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/**
 * API test files run API_TEST_CONCURRENCY at a time (default 3: they wait on PostgreSQL, Redis, mail and the outbox
 * far more than they compute), each on a database of its own, created empty for it and migrated by the app it boots,
 * and with a Redis key prefix of its own, so that no file sees another's rows, queues or caches. A file's output is
 * printed whole when it ends, so that the log reads file by file.
 */
const concurrency = Math.max(1, Number(process.env.API_TEST_CONCURRENCY ?? 3));
const runId = `${Date.now()}_${randomBytes(3).toString('hex')}`;
const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/civic');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminUrl = new URL(databaseUrl);
adminUrl.pathname = '/postgres';

async function onAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs one file on its own database and key prefix; answers its exit status and output. */
async function runFile(file, index) {
  const dbName = `civic_test_${runId}_${index}`;
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  await onAdmin(`CREATE DATABASE "${dbName}"`);
  const env = { ...process.env, TEST_DATABASE_URL: url.toString(), TEST_QUEUE_PREFIX: dbName, TEST_REDIS_URL: redisUrl };
  const started = Date.now();
  const { status, output } = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', ...namePattern, file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
  await onAdmin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${dbName}*`);
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await redis.quit();
  return { file, status, output, seconds: (Date.now() - started) / 1000 };
}

const queue = files.map((file, index) => ({ file, index }));
const results = [];
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await runFile(next.file, next.index);
      process.stdout.write(
        `\n# ${relative(outDir, result.file)} (${result.seconds.toFixed(0)} s, ${result.status === 0 ? 'passed' : 'FAILED'})\n${result.output}`,
      );
      results.push(result);
    }
  }),
);
const failed = results.filter((r) => r.status !== 0);
console.log(`\n# API test files: ${results.length - failed.length} passed, ${failed.length} failed (${concurrency} at a time)`);
for (const r of failed) console.log(`#   failed: ${relative(outDir, r.file)}`);
process.exit(failed.length === 0 ? 0 : 1);
