import { describe, it } from 'node:test';
import { expect } from 'expect';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './paths.js';
import { productionSourceFiles } from './testing/source-files.js';

/**
 * Services read (docs/architecture.md, The rule for writes and reads; docs/adr/0136-services-only-read.md): a state
 * change is a command, whose handler holds the transaction, or a participating writer (`application/<thing>.writer.ts`)
 * that writes in its caller's transaction. A production `*.service.ts` of server/src therefore calls no TypeORM write
 * method (save, insert, update, delete, remove, ...; on a manager, a repository, a data source or a query builder),
 * opens no transaction (`transaction`, `startTransaction`, also the outbox's), runs no INSERT, UPDATE or DELETE SQL,
 * and calls no `*Writer` nor any function of server/src that does. The TypeScript checker tells a TypeORM call from a
 * hash's `update` or a map's `delete`.
 */

const SRC = join(REPO_ROOT, 'server', 'src');

/**
 * The services that may write, each with its reason: the kernel's event machinery that every command runs on, and
 * what is left to move. A file listed here that no longer writes fails the test, so that the list only shrinks.
 */
export const WRITING_SERVICES: Readonly<Record<string, string>> = {
  'kernel/events/outbox.service.ts': "the outbox: OutboxService.transaction is the command handlers' transaction, append its rows",
  'kernel/events/outbox-relay.service.ts': 'the outbox relay: marks rows published, done or failed, and purges done rows',
  'kernel/events/idempotency.service.ts': "the queue worker's idempotency marks (processed_events) and the outbox row's done mark",
  'kernel/events/queue-worker.service.ts': "the queue worker: a reaction's inside phase runs in the transaction of its idempotency mark",
  'kernel/seed/seed-runner.service.ts': 'the seed runner: claims a seeder in seed_history in the transaction that runs it',
};

/** TypeORM methods that write or open a transaction. */
const TYPEORM_WRITES = new Set([
  'save',
  'insert',
  'update',
  'upsert',
  'delete',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
  'transaction',
  'startTransaction',
  'commitTransaction',
]);
/** SQL that writes, as it starts a statement (a `FOR UPDATE` lock or `DO UPDATE SET` of an upsert is not one). */
const SQL_WRITE = /(^|[\s(;])(INSERT\s+INTO|UPDATE\s+"?\w+"?(\s+(AS\s+)?\w+)?\s+SET|DELETE\s+FROM|TRUNCATE)\b/i;

/** A function or method of server/src's own code that a call resolves to, with a body to read. */
function ownCallee(call: ts.CallExpression, checker: ts.TypeChecker): ts.FunctionLikeDeclaration | null {
  const declaration = checker.getResolvedSignature(call)?.getDeclaration() as ts.Declaration | undefined;
  if (!declaration || !ts.isFunctionLike(declaration) || !('body' in declaration) || !declaration.body) return null;
  const path = declaration.getSourceFile().fileName.split(sep).join('/');
  return path.includes('/node_modules/') || !path.includes('/server/src/') ? null : declaration;
}

/**
 * What `root` writes, one line each ('line: what'), judged with the program's checker: its own calls and SQL, and the
 * functions and methods of server/src it calls in other files, through any depth (`memo` holds what each wrote), so
 * that a helper that writes (storedSecret, OutboxService.append) counts for its caller.
 */
export function writesIn(root: ts.Node, checker: ts.TypeChecker, memo = new Map<ts.Node, string[]>()): string[] {
  const file = root.getSourceFile();
  const found: string[] = [];
  memo.set(root, found);
  const at = (node: ts.Node, what: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
      const declaration = checker.getResolvedSignature(node)?.getDeclaration() as ts.Declaration | undefined;
      const declaredIn = declaration?.getSourceFile().fileName.split(sep).join('/') ?? '';
      const owner = declaration?.parent && ts.isClassLike(declaration.parent) ? (declaration.parent.name?.text ?? '') : '';
      const callee = ownCallee(node, checker);
      if (TYPEORM_WRITES.has(name) && declaredIn.includes('/node_modules/typeorm/')) at(node, `TypeORM ${name}()`);
      else if (ts.isPropertyAccessExpression(node.expression) && (name === 'transaction' || name === 'startTransaction'))
        at(node, `opens a transaction (${name}())`);
      else if (owner.endsWith('Writer')) at(node, `calls ${owner}.${name}()`);
      else if (callee && callee.getSourceFile() !== file) {
        const inner = memo.get(callee) ?? writesIn(callee, checker, memo);
        if (inner.length > 0)
          at(
            node,
            `calls ${owner ? `${owner}.` : ''}${name}(), which writes (${relative(SRC, callee.getSourceFile().fileName).split(sep).join('/')}:${inner[0]})`,
          );
      }
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) && SQL_WRITE.test(node.text)) {
      at(node, `SQL that writes: ${node.text.trim().split('\n')[0].slice(0, 80)}`);
    }
    if ((ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && SQL_WRITE.test(node.text)) at(node, 'SQL that writes');
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** A program over `files` with the server's compiler options, for its checker. */
export function programOf(files: readonly string[]): ts.Program {
  const configFile = join(REPO_ROOT, 'server', 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, join(REPO_ROOT, 'server'));
  return ts.createProgram([...files], { ...options, noEmit: true, composite: false, incremental: false });
}

describe('Services only read', () => {
  const services = productionSourceFiles(SRC).filter((file) => file.endsWith('.service.ts'));
  const program = programOf(services);
  const checker = program.getTypeChecker();
  const memo = new Map<ts.Node, string[]>();
  const writes = new Map(services.map((file) => [relative(SRC, file).split(sep).join('/'), writesIn(program.getSourceFile(file)!, checker, memo)]));

  it('finds the services it checks', () => {
    expect(writes.size).toBeGreaterThan(40);
    expect([...writes.keys()]).toEqual(expect.arrayContaining(['complaints/application/uploads.service.ts', 'identity/application/user-accounts.service.ts']));
  });

  it('no production *.service.ts writes, opens a transaction or calls a writer, but for the listed ones', () => {
    const found = [...writes]
      .filter(([path, what]) => what.length > 0 && !(path in WRITING_SERVICES))
      .map(([path, what]) => `${path}:${what.join(`\n${path}:`)}`);
    expect(found).toEqual([]);
  });

  it('every listed service still writes (the list only shrinks)', () => {
    const idle = Object.keys(WRITING_SERVICES).filter((path) => (writes.get(path) ?? []).length === 0);
    expect(idle).toEqual([]);
  });

  it("recognises TypeORM's writes, a transaction, a writer's call and SQL that writes, and passes reads and look-alikes", () => {
    const sample = join(SRC, 'kernel', 'read-services.sample.ts');
    const text = `
      import { createHash } from 'node:crypto';
      import type { DataSource, EntityManager, Repository } from 'typeorm';
      import { OutboxService } from './events/outbox.service.js';
      import { storedSecret } from './config/app-secrets.js';
      class ThingWriter { async record(manager: EntityManager): Promise<void> { void manager; } }
      export class Sample {
        constructor(private readonly ds: DataSource, private readonly repo: Repository<object>, private readonly outbox: OutboxService, private readonly things: ThingWriter) {}
        async writes(manager: EntityManager): Promise<void> {
          await this.repo.save({});
          await manager.insert('t', {});
          await this.ds.createQueryBuilder().update('t').set({}).execute();
          await this.ds.transaction(async () => undefined);
          await this.outbox.transaction(async () => ({ result: null, events: [] }));
          await this.things.record(manager);
          await manager.query('DELETE FROM t WHERE id = $1', [1]);
          await manager.query(\`UPDATE t SET a = $1\`, [1]);
          await storedSecret(this.ds, { APP_ENCRYPTION_KEY: undefined, APP_ENCRYPTION_KEY_FILE: 'k' }, 's', () => 'x');
        }
        async reads(manager: EntityManager): Promise<void> {
          createHash('sha256').update('x').digest('hex');
          new Map<string, number>().delete('k');
          await manager.query('SELECT id FROM t WHERE id = $1 FOR UPDATE', [1]);
          await manager.find('t');
          await this.repo.createQueryBuilder('t').where('t.id = :id', { id: 1 }).getMany();
        }
      }`;
    const host = ts.createCompilerHost({});
    const original = host.getSourceFile;
    host.getSourceFile = (name, version, ...rest) =>
      name === sample ? ts.createSourceFile(name, text, version, true) : original.call(host, name, version, ...rest);
    const config = programOf([]).getCompilerOptions();
    const sampleProgram = ts.createProgram([sample], config, { ...host, fileExists: (name) => name === sample || host.fileExists(name) });
    const lines = writesIn(sampleProgram.getSourceFile(sample)!, sampleProgram.getTypeChecker()).map((line) => line.replace(/^\d+: /, ''));
    expect(lines).toEqual([
      'TypeORM save()',
      'TypeORM insert()',
      'TypeORM update()',
      'TypeORM transaction()',
      'opens a transaction (transaction())',
      'calls ThingWriter.record()',
      'SQL that writes: DELETE FROM t WHERE id = $1',
      'SQL that writes: UPDATE t SET a = $1',
      expect.stringMatching(/^calls storedSecret\(\), which writes \(kernel\/config\/app-secrets\.ts:\d+: SQL that writes: INSERT INTO app_settings/),
    ]);
  });
});
