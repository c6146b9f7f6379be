#!/usr/bin/env node
/**
 * Runs the server tests with Node's built-in test runner on the compiled output (server/dist-test).
 *   node server/test/run-tests.mjs unit   `*.spec.js` beside the code, no services
 *   node server/test/run-tests.mjs api    `server/test/*.e2e-spec.js` against a fresh PostgreSQL database
 *                                         created for the run and a real Redis (own key prefix); dropped after.
 * Extra arguments are file filters (substring match), e.g. `api outbox`. TEST_NAME_PATTERN runs only the tests whose
 * name matches it (Node's --test-name-pattern, a regular expression), e.g. to prove that one test passes alone:
 *   TEST_NAME_PATTERN='never sends twice' node server/test/run-tests.mjs api mail
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

const env = { ...process.env };
let dbName = null;
if (kind === 'api') {
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  dbName = `civic_test_${suffix}`;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/civic');
  url.pathname = `/${dbName}`;
  env.TEST_DATABASE_URL = url.toString();
  env.TEST_QUEUE_PREFIX = dbName;
  env.TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${dbName}"`);
  await client.end();
}

const namePattern = process.env.TEST_NAME_PATTERN ? [`--test-name-pattern=${process.env.TEST_NAME_PATTERN}`] : [];
const args = ['--test', '--test-reporter=spec', `--test-concurrency=${kind === 'api' ? 1 : 2}`, ...namePattern, ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });

if (dbName) {
  const admin = new URL(env.TEST_DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await client.end();
  const redis = new Redis(env.TEST_REDIS_URL);
  const keys = await redis.keys(`${dbName}*`);
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await redis.quit();
}
process.exit(result.status ?? 1);
