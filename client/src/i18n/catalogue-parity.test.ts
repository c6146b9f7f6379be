import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@civic/contracts';
import { en } from './en/index';

/*
 * Catalogue parity: every language's catalogue has every key of `en`, nothing else, and the same
 * {placeholders} and <tags> in each text. It reads the language folders beside en/ (i18n/<code>/index.ts exporting
 * `<code>`), so a language added later is checked as soon as its folder exists.
 */

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here).filter((name) => name !== 'en' && statSync(join(here, name)).isDirectory());

type Tree = { [key: string]: unknown };

/** Every text of a catalogue by its dotted path ('common.pager.page'). */
export function flatten(node: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(path.join('.'), node);
  else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node as Tree)) flatten(child, [...path, key], out);
  return out;
}

/** The {placeholders} of a text, sorted, each once. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** The <tags> of a text (Trans components), sorted, each once. */
function tags(text: string): string[] {
  return [...new Set([...text.matchAll(/<\/?([a-zA-Z]+)\s*\/?>/g)].map((m) => m[1]))].sort();
}

/** The differences between a language and English: missing and extra keys, placeholders and tags that differ. */
export function catalogueProblems(english: unknown, other: unknown): string[] {
  const base = flatten(english);
  const translated = flatten(other);
  const problems: string[] = [];
  for (const [key, text] of base) {
    const t = translated.get(key);
    if (t === undefined) {
      problems.push(`missing: ${key}`);
      continue;
    }
    if (t.trim() === '' && text.trim() !== '') problems.push(`empty: ${key}`);
    if (placeholders(t).join() !== placeholders(text).join()) problems.push(`placeholders differ: ${key} ({${placeholders(text).join('}, {')}})`);
    if (tags(t).join() !== tags(text).join()) problems.push(`tags differ: ${key}`);
  }
  for (const key of translated.keys()) if (!base.has(key)) problems.push(`not in en: ${key}`);
  return problems;
}

describe('the catalogues of the other languages', () => {
  it('are folders named after the portal languages', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(LOCALES).toContain(folder);
    expect(folders).toContain('hi');
  });

  it.each(folders)('%s has every key of en, with the same placeholders and tags', async (language) => {
    const module = (await import(`./${language}/index.ts`)) as Record<string, unknown>;
    expect(module[language]).toBeDefined();
    expect(catalogueProblems(en, module[language])).toEqual([]);
  });

  it('finds a missing key, an extra key and a changed placeholder', () => {
    const english = { a: { b: 'Page {page} of {pages}', c: 'Hello <strong>{name}</strong>' }, d: 'x' };
    expect(catalogueProblems(english, { a: { b: 'पृष्ठ {page} / {total}', c: 'नमस्ते {name}' }, e: 'y' })).toEqual([
      'placeholders differ: a.b ({page}, {pages})',
      'tags differ: a.c',
      'missing: d',
      'not in en: e',
    ]);
    expect(catalogueProblems(english, english)).toEqual([]);
  });
});
