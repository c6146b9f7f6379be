import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server uses its libraries only through their public API: TypeORM's transactions (`DataSource.transaction`,
 * `QueryRunner`), bound parameters for every value, pg and Nest from their entry points. A private field written, a
 * module inside a package, a value written into SQL text or a regex over generated SQL breaks with any upgrade or is
 * one careless call away from SQL injection. The lint forbids internal import paths (no-restricted-imports in
 * eslint.config.js); this test reads the sources for what a lint rule does not see.
 */

/** The server's source folder, whether this runs compiled (server/dist-test/server/src/kernel) or from source. */
function serverSources(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = dir; up !== dirname(up); up = dirname(up)) {
    if (basename(up) === 'dist-test') return join(dirname(up), 'src');
  }
  while (basename(dir) !== 'src') dir = dirname(dir);
  return dir;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (name.endsWith('.ts') && name !== 'standard-mechanisms.spec.ts') out.push(path);
  }
  return out;
}

/** What is refused, and why, in words a reader of the failure understands. */
const forbidden: { pattern: RegExp; why: string }[] = [
  { pattern: /\btransactionDepth\b/, why: "TypeORM's protected transactionDepth: use DataSource.transaction or a QueryRunner's own methods" },
  { pattern: /\bisTransactionActive\s*=(?!=)/, why: "TypeORM's read-only isTransactionActive is only read, never written" },
  { pattern: /\bescape(Literal|Identifier)\b/, why: 'values are bound parameters ($1, :name), never escaped into SQL text' },
  { pattern: /pg\/lib\b/, why: "a module inside pg: use pg's entry point" },
  { pattern: /\bSubmittable\b/, why: "pg's query protocol is driven by pg, not by a Submittable of ours" },
  { pattern: /\.replace\(\s*\/\\\$/, why: 'a regex over SQL placeholders: build the statement with its parameters instead' },
  { pattern: /\b(BEGIN|START TRANSACTION)\s*;/i, why: 'a transaction opened inside SQL text: use DataSource.transaction or a QueryRunner' },
  { pattern: /;\s*COMMIT\b/i, why: 'a transaction committed inside SQL text: use DataSource.transaction or a QueryRunner' },
  {
    pattern: /\.query\(\s*['"`]\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION)\b/i,
    why: "transaction control sent as SQL bypasses TypeORM's transaction state: use startTransaction/commitTransaction",
  },
];

/**
 * A row lock for a change is taken through kernel/database/lock-or-404.ts only, whose helpers say by their names what
 * an absent row means (a 404, null, a 500, skipped when busy); a lock written inline says it again, or differently.
 */
const inlineLock = /pessimistic_write|\bsetLock\(/;
const lockHelpers = 'kernel/database/';

describe('Standard mechanisms in server/src', () => {
  const root = serverSources();
  const files = sourceFiles(root);

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('uses no private library member, no value inlined into SQL text and no regex over SQL', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { pattern, why } of forbidden) {
            if (pattern.test(line)) found.push(`${relative(root, file)}:${i + 1}: ${why}\n    ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('recognises each refused form', () => {
    const samples = [
      'state.transactionDepth = 1;',
      'runner.isTransactionActive = true;',
      'pg.escapeLiteral(value)',
      "createRequire(import.meta.url)('pg/lib/utils.js')",
      'class Q implements Submittable {}',
      'sql.replace(/\\$(\\d+)/g, f)',
      'await runner.query(`BEGIN; ${claim}; COMMIT`);',
      "await manager.query('COMMIT')",
    ];
    for (const sample of samples) expect({ sample, caught: forbidden.some(({ pattern }) => pattern.test(sample)) }).toEqual({ sample, caught: true });
    const allowed = [
      'if (queryRunner.isTransactionActive) return;',
      "await manager.query('SELECT 1 WHERE id = $1', [id]);",
      'await dataSource.transaction(work);',
    ];
    for (const sample of allowed) expect({ sample, caught: forbidden.some(({ pattern }) => pattern.test(sample)) }).toEqual({ sample, caught: false });
  });

  it('takes row locks only through the kernel lock helpers', () => {
    const found: string[] = [];
    for (const file of files) {
      const path = relative(root, file).split(sep).join('/');
      if (path.startsWith(lockHelpers)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (inlineLock.test(line))
            found.push(`${path}:${i + 1}: use findLockedOrFail, findLocked or another helper of ${lockHelpers}lock-or-404.ts\n    ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('recognises an inline lock and passes a kernel helper', () => {
    for (const sample of ["lock: { mode: 'pessimistic_write' }", "qb.setLock('pessimistic_write')", 'if (options.lock) qb.setLock(mode);']) {
      expect({ sample, caught: inlineLock.test(sample) }).toEqual({ sample, caught: true });
    }
    for (const sample of ['await findLockedOrFail(manager, Plan, { id }, message);', 'if (options.lock) lockForUpdate(qb);']) {
      expect({ sample, caught: inlineLock.test(sample) }).toEqual({ sample, caught: false });
    }
  });

  it('has no comment or description that cites an issue number instead of saying why', () => {
    const repo = dirname(dirname(root));
    const folders = ['server/src', 'server/test', 'client/src', 'client/test', 'libs/contracts/src', 'e2e', 'scripts', 'bench', 'migrations'];
    const code = /\.(ts|tsx|mjs|cjs|js|css)$/;
    const walk = (dir: string, out: string[]): string[] => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'node_modules' && name !== 'dist') walk(path, out);
        } else if (code.test(name) && !name.startsWith('generated')) out.push(path);
      }
      return out;
    };
    const found: string[] = [];
    for (const folder of folders) {
      for (const file of walk(join(repo, folder), [])) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/\b[Ii]ssues? \d+/.test(line)) found.push(`${relative(repo, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
