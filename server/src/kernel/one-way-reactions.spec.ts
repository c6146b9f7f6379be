import { describe, it } from 'node:test';
import { expect } from 'expect';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { productionSourceFiles } from './testing/source-files.js';

/**
 * A flow goes one way (docs/architecture.md, Events; docs/adr/0134-forwarding-runs-one-way.md): a reaction reads its
 * event and its own data, and never sends a command into another context, least of all back into the context that
 * raised the event (the authority letter used to issue response links through complaints' IssueResponseLinksCommand,
 * and the forward email again). This test reads every reaction (`server/src/<context>/reactions/*.ts`) and the files of
 * its own context it imports, transitively, and fails on a command of another context that they construct or import.
 * A command's context is the folder of the file that declares its class.
 */

const SRC = join(REPO_ROOT, 'server', 'src');

/** The context of a file of server/src: its first folder ('complaints', 'kernel', ...). */
function contextOf(file: string): string {
  return relative(SRC, file).split(sep)[0];
}

/** Command class → the context that declares it (`export class XCommand extends Command<...>`). */
function commandOwners(files: readonly string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/export class (\w+Command)\b/g)) owners.set(m[1], contextOf(file));
  }
  return owners;
}

/** The relative imports of a source that resolve to a .ts file of server/src. */
function importedFiles(file: string, source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), m[1]).replace(/\.js$/, '.ts');
    if (existsSync(target)) out.push(target);
  }
  return out;
}

/**
 * The commands of other contexts than `context` that `source` constructs (`new XCommand(`) or imports by name, each as
 * 'XCommand (owner)'. An import counts too: a command imported is one handed to a CommandBus somewhere.
 */
export function foreignCommands(source: string, context: string, owners: ReadonlyMap<string, string>): string[] {
  const named = new Set<string>();
  for (const m of source.matchAll(/\bnew\s+(\w+Command)\s*\(/g)) named.add(m[1]);
  for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from/g)) {
    for (const name of m[1].split(',').map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )) {
      if (/Command$/.test(name)) named.add(name);
    }
  }
  return [...named].filter((name) => owners.has(name) && owners.get(name) !== context).map((name) => `${name} (${owners.get(name)})`);
}

describe('Reactions run one way', () => {
  const files = productionSourceFiles(SRC);
  const owners = commandOwners(files);
  const reactions = files.filter((file) => relative(SRC, file).split(sep)[1] === 'reactions');

  it('finds the reactions and the commands it checks', () => {
    expect(reactions.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining([join('documents', 'reactions', 'render-authority-letter.ts'), join('notifications', 'reactions', 'send-authority-forward.ts')]),
    );
    expect(owners.get('ReceiveAuthorityReplyCommand')).toBe('complaints');
  });

  it('no reaction, nor a file of its context it imports, sends a command of another context', () => {
    const found: string[] = [];
    for (const reaction of reactions) {
      const context = contextOf(reaction);
      const seen = new Set<string>();
      const queue = [reaction];
      while (queue.length) {
        const file = queue.pop()!;
        if (seen.has(file) || contextOf(file) !== context) continue;
        seen.add(file);
        const source = readFileSync(file, 'utf8');
        const via = file === reaction ? '' : ` (through ${relative(SRC, file)})`;
        for (const command of foreignCommands(source, context, owners)) found.push(`${relative(SRC, reaction)}${via}: ${command}`);
        queue.push(...importedFiles(file, source));
      }
    }
    expect(found).toEqual([]);
  });

  it('recognises a command of another context constructed or imported, and lets a context send its own', () => {
    const sample = new Map([
      ['IssueResponseLinksCommand', 'complaints'],
      ['MarkAddressesFailingCommand', 'routing'],
      ['SaveTemplateCommand', 'notifications'],
    ]);
    expect(foreignCommands("await this.commands.execute(new IssueResponseLinksCommand(id, [], 'en'));", 'documents', sample)).toEqual([
      'IssueResponseLinksCommand (complaints)',
    ]);
    expect(
      foreignCommands("import { ComplaintEvent, type MarkAddressesFailingCommand as M } from '../../routing/public.js';", 'notifications', sample),
    ).toEqual(['MarkAddressesFailingCommand (routing)']);
    expect(foreignCommands('await this.commands.execute(new SaveTemplateCommand(key));', 'notifications', sample)).toEqual([]);
  });
});
