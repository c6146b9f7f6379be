import { describe, it, before } from 'node:test';
import { expect } from 'expect';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.js';
import { productionSourceFiles } from './testing/source-files.js';

/**
 * docs/architecture.md says which contexts depend on which and what each exports. This test keeps it true: the
 * dependency list ("Dependencies between contexts point one way ...") must name exactly the edges that the code has
 * (an import of another context's public.ts from a file of server/src/<context>, tests aside) and exactly the edges
 * that the boundaries lint allows (serverContextDependencies in eslint.config.js); the exports column of the context
 * tables must name what each public.ts exports, and only that. A failure lists each difference and where it comes from.
 */

/** context → the contexts it imports. */
type Graph = Map<string, Set<string>>;

const SRC = join(REPO_ROOT, 'server', 'src');
const ARCHITECTURE = join(REPO_ROOT, 'docs', 'architecture.md');
const DOC = 'docs/architecture.md';

/** The contexts: the folders of server/src with a public.ts (the kernel has none). */
function contexts(): string[] {
  return readdirSync(SRC)
    .filter((name) => statSync(join(SRC, name)).isDirectory() && existsSync(join(SRC, name, 'public.ts')))
    .sort();
}

/** Relative module specifiers of a source file: `from '…'`, `import '…'` and `import('…')`. */
function relativeSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
}

/** The edges of the code, each with the first file (relative to server/src) that makes it. */
function importedGraph(names: string[]): { graph: Graph; where: Map<string, string> } {
  const graph: Graph = new Map(names.map((name) => [name, new Set<string>()]));
  const where = new Map<string, string>();
  for (const from of names) {
    for (const file of productionSourceFiles(join(SRC, from))) {
      for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
        const target = relative(SRC, resolve(dirname(file), specifier)).split(sep)[0];
        if (target === from || !names.includes(target)) continue;
        graph.get(from)!.add(target);
        if (!where.has(`${from}→${target}`)) where.set(`${from}→${target}`, relative(SRC, file));
      }
    }
  }
  return { graph, where };
}

/** The paragraph of the document that starts with "Dependencies between contexts", up to the next blank line. */
function dependencyParagraph(markdown: string): string {
  const start = markdown.indexOf('Dependencies between contexts');
  if (start < 0) return '';
  const end = markdown.indexOf('\n\n', start);
  return markdown.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

/** The graph a paragraph states: `a → b, c` for each context with dependencies, "`x`, `y` and `z` import no context" for the rest. */
function documentedGraph(paragraph: string): Graph {
  const graph: Graph = new Map();
  for (const [, from, to] of paragraph.matchAll(/`([a-z0-9]+) → ([a-z0-9, ]+)`/g)) {
    graph.set(from, new Set(to.split(',').map((name) => name.trim())));
  }
  for (const [names] of paragraph.matchAll(/(?:`[a-z0-9]+`(?:,\s*|\s+and\s+)?)+(?=\s+imports?\s+no\s+context)/g)) {
    for (const [, name] of names.matchAll(/`([a-z0-9]+)`/g)) graph.set(name, graph.get(name) ?? new Set());
  }
  return graph;
}

interface BoundariesPolicy {
  from?: { element?: { type?: string; captured?: { context?: string } } };
  allow?: { to?: { element?: { type?: string; captured?: { context?: string | string[] } } } };
  disallow?: { to?: { element?: { type?: string; captured?: unknown; fileInternalPath?: string } } };
}

interface FlatConfig {
  files?: string[];
  plugins?: Record<string, unknown>;
  rules?: Record<string, unknown>;
}

/**
 * The graph the lint allows: the server block's boundaries/dependencies policies, which first refuse every import of
 * one context by another and then allow, per context, the contexts it may import.
 */
async function lintGraph(): Promise<Graph> {
  const config = ((await import(pathToFileURL(join(REPO_ROOT, 'eslint.config.js')).href)) as { default: FlatConfig[] }).default;
  const block = config.find((c) => c.plugins?.boundaries && c.files?.includes('server/src/**/*.ts'));
  if (!block) throw new Error('eslint.config.js has no boundaries block for server/src/**/*.ts');
  const rule = block.rules?.['boundaries/dependencies'] as [string, { policies: BoundariesPolicy[] }] | undefined;
  const policies = rule?.[1]?.policies ?? [];
  const refusesAll = policies.findIndex(
    (p) => p.from?.element?.type === 'context' && !p.from.element.captured && p.disallow?.to?.element?.type === 'context' && !p.disallow.to.element.captured,
  );
  if (refusesAll < 0) throw new Error('eslint.config.js no longer refuses imports between contexts by default: every context may import every other');
  const graph: Graph = new Map();
  policies.slice(refusesAll + 1).forEach((p) => {
    const from = p.from?.element?.captured?.context;
    const to = p.allow?.to?.element?.captured?.context;
    if (p.from?.element?.type !== 'context' || !from || p.allow?.to?.element?.type !== 'context' || !to) return;
    for (const name of [to].flat()) graph.set(from, (graph.get(from) ?? new Set()).add(name));
  });
  return graph;
}

/** Each edge of `a` missing from `b`, in words. */
function missing(a: Graph, b: Graph, inA: (edge: string) => string, notInB: string): string[] {
  const out: string[] = [];
  for (const [from, targets] of [...a].sort(([x], [y]) => x.localeCompare(y))) {
    for (const to of [...targets].sort()) if (!b.get(from)?.has(to)) out.push(`${from} → ${to}: ${inA(`${from}→${to}`)}, but ${notInB}`);
  }
  return out;
}

/** Names a public.ts exports as values (`export { A, type B } from`, `export const C`): types are not counted. */
function publicValueExports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from/g)) {
    if (typeOnly) continue;
    for (const item of list.split(',').map((s) => s.trim())) {
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/).pop()!);
    }
  }
  for (const [, name] of source.matchAll(/export\s+(?:const|function|class|abstract class)\s+(\w+)/g)) names.push(name);
  return names;
}

/** The exports column (the last cell) of each table row whose first cell is a backticked context name. */
function documentedExports(markdown: string, names: string[]): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.replace(/^\||\|$/g, '').split('|');
    const name = /^`([a-z0-9]+)`$/.exec(cells[0].trim())?.[1];
    if (!name || !names.includes(name)) continue;
    rows.set(
      name,
      [...cells[cells.length - 1].matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]),
    );
  }
  return rows;
}

describe('docs/architecture.md against the code and the lint', () => {
  const names = contexts();
  const markdown = readFileSync(ARCHITECTURE, 'utf8');
  const documented = documentedGraph(dependencyParagraph(markdown));
  const { graph: imported, where } = importedGraph(names);
  let allowed: Graph;

  before(async () => {
    allowed = await lintGraph();
  });

  it('finds the contexts, their imports and the dependency list', () => {
    expect(names).toEqual(expect.arrayContaining(['complaints', 'identity', 'notifications']));
    expect([...imported.values()].some((targets) => targets.size > 0)).toBe(true);
    expect(documented.size).toBeGreaterThan(0);
  });

  it('names every context in the dependency list, and no other', () => {
    const listed = [...documented.keys()].sort();
    const problems = [
      ...names.filter((n) => !documented.has(n)).map((n) => `${n}: a context of server/src that the dependency list of ${DOC} does not name`),
      ...listed.filter((n) => !names.includes(n)).map((n) => `${n}: named by the dependency list of ${DOC}, but server/src has no ${n}/public.ts`),
    ];
    expect(problems).toEqual([]);
  });

  it('lists exactly the dependencies the code has', () => {
    const problems = [
      ...missing(imported, documented, (edge) => `server/src/${where.get(edge)} imports it`, `${DOC} does not list it`),
      ...missing(documented, imported, () => `${DOC} lists it`, 'no file of server/src imports it (tests aside)'),
    ];
    expect(problems).toEqual([]);
  });

  it('lists exactly the dependencies the lint allows', () => {
    const problems = [
      ...missing(allowed, documented, () => 'eslint.config.js (serverContextDependencies) allows it', `${DOC} does not list it`),
      ...missing(documented, allowed, () => `${DOC} lists it`, 'eslint.config.js (serverContextDependencies) does not allow it'),
    ];
    expect(problems).toEqual([]);
  });

  it("names in its tables' exports column what each public.ts exports, and only that", () => {
    const rows = documentedExports(markdown, names);
    const problems: string[] = [];
    for (const name of names) {
      const exported = publicValueExports(readFileSync(join(SRC, name, 'public.ts'), 'utf8'));
      const listed = rows.get(name);
      if (!listed) {
        problems.push(`${name}: no row in the context tables of ${DOC}`);
        continue;
      }
      for (const n of listed) if (!exported.includes(n)) problems.push(`${name}: ${DOC} lists \`${n}\`, which ${name}/public.ts does not export`);
      // Event name objects (ComplaintEvent, …) are "<context> events" in the table.
      for (const n of exported)
        if (!n.endsWith('Event') && !listed.includes(n)) problems.push(`${name}: ${name}/public.ts exports \`${n}\`, which ${DOC} does not list`);
    }
    expect(problems).toEqual([]);
  });

  it('reads the forms the document uses', () => {
    const sample = documentedGraph(
      dependencyParagraph('Dependencies between contexts point one way: `a → b, c`; `b → c`; `c`, `d` and `e` import no context.\n\nNext.'),
    );
    expect([...sample].map(([from, to]) => `${from}:${[...to].join(',')}`)).toEqual(['a:b,c', 'b:c', 'c:', 'd:', 'e:']);
    expect(relativeSpecifiers("import { A } from '../x/public.js';\nimport type { B } from '../../y/public.js';\nawait import('./z.js');")).toEqual([
      '../x/public.js',
      '../../y/public.js',
      './z.js',
    ]);
    expect(publicValueExports("export { A, type B, C as D } from './a.js';\nexport type { E } from './e.js';\nexport const F = 1;")).toEqual(['A', 'D', 'F']);
  });
});
