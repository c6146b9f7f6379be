#!/usr/bin/env node
/**
 * Fails when a test file focuses or sets aside a test: `.only`, `.skip`, `.todo` or `.fixme` on a test, a suite or a
 * describe block (Node's test runner, Jest and Playwright), or the `{ only | skip | todo: … }` options of Node's test
 * runner. A focused test silently drops the rest of its file from the run, and a skipped one hides a failure behind a
 * green run; both are for a developer's machine, never for main. `.ci/run` calls it before the tests.
 *
 *   node scripts/check-test-focus.mjs     lists each offence as file:line and exits 1, or exits 0 when there is none
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders that hold tests, and what a test file's name ends with. */
const TEST_FOLDERS = ['server/src', 'server/test', 'client/src', 'libs', 'e2e', 'bench', 'scripts'];
const TEST_FILE = /\.(spec|e2e-spec|test)\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-test', 'test-results']);

/** `it.only(`, `test.describe.skip(`, `describe.todo(`, `test.fixme(`, `suite.skip(`… */
const FOCUS_OR_SKIP_CALL = /\b(?:it|test|describe|suite)(?:\.(?:describe|serial|parallel))?\.(?:only|skip|todo|fixme)\s*\(/;
/** Node's test runner options: `it('…', { skip: true }, …)`, `{ only: true }`, `{ todo: 'later' }`. */
const FOCUS_OR_SKIP_OPTION = /\{\s*(?:[^{}]*,\s*)?(?:only|skip|todo)\s*:/;
/** Node's test runner context calls: `t.skip()`, `t.todo()`. */
const CONTEXT_SKIP = /\bt\.(?:skip|todo)\s*\(/;

function testFiles(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (TEST_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

const offences = [];
for (const file of TEST_FOLDERS.flatMap((folder) => testFiles(join(root, folder)))) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const code = line.replace(/\/\/.*$/, '');
      if (FOCUS_OR_SKIP_CALL.test(code) || FOCUS_OR_SKIP_OPTION.test(code) || CONTEXT_SKIP.test(code)) {
        offences.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
      }
    });
}

if (offences.length) {
  process.stderr.write(`check-test-focus: focused or skipped tests (run every test on main; remove .only/.skip/.todo/.fixme):\n${offences.join('\n')}\n`);
  process.exit(1);
}
console.log('check-test-focus: no focused or skipped test');
