import { describe, expect, it } from '@jest/globals';
import { en } from './en/index';
import { kok } from './kok/index';
import { mr } from './mr/index';

/*
 * Every other language's catalogue has every key of English, no key English lacks, and in every string the same
 * `{placeholder}` names and the same `<tag>` markup (read by <Trans>) as the English string. A translation that
 * drops `{n}` or renames `<accent>` would show a raw token or lose the styling, so it fails here.
 */

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every leaf of a catalogue as `path -> string`; arrays are indexed (`steps.0.title`). */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Record<string, Tree>)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  }
  return out;
}

/** The sorted `{name}` placeholders and `<tag>`/`</tag>` markup of a string. */
export function tokens(text: string): { placeholders: string[]; tags: string[] } {
  const placeholders = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const tags = [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
  return { placeholders, tags };
}

/** The differences between English and one translation: missing keys, extra keys, token mismatches. */
export function compareCatalogues(english: Tree, other: Tree): string[] {
  const a = leaves(english);
  const b = leaves(other);
  const problems: string[] = [];
  for (const [path, text] of a) {
    const translated = b.get(path);
    if (translated === undefined) {
      problems.push(`missing: ${path}`);
      continue;
    }
    if (typeof translated !== 'string') problems.push(`not a string: ${path}`);
    const want = tokens(text);
    const got = tokens(translated);
    if (want.placeholders.join() !== got.placeholders.join()) {
      problems.push(`placeholders differ at ${path}: {${want.placeholders.join('}, {')}} vs {${got.placeholders.join('}, {')}}`);
    }
    if (want.tags.join() !== got.tags.join()) problems.push(`markup differs at ${path}: ${want.tags.join(' ')} vs ${got.tags.join(' ')}`);
  }
  for (const path of b.keys()) if (!a.has(path)) problems.push(`extra: ${path}`);
  return problems;
}

const translations = { kok, mr } as const;

describe('the translated catalogues', () => {
  it('catches a missing key, an extra key and a changed placeholder or tag (the check can fail)', () => {
    expect(compareCatalogues({ a: 'Hi {name}', b: { c: '<b>x</b>' } }, { a: 'नमस्कार {name}', b: { c: '<b>क</b>' } })).toEqual([]);
    expect(compareCatalogues({ a: 'Hi {name}', b: 'x' }, { a: 'नमस्कार {naam}', c: 'y' })).toEqual([
      'placeholders differ at a: {name} vs {naam}',
      'missing: b',
      'extra: c',
    ]);
    expect(compareCatalogues({ a: 'Go <accent>now</accent>' }, { a: 'आतां <strong>वचात</strong>' })).toEqual([
      'markup differs at a: </accent> <accent> vs </strong> <strong>',
    ]);
  });

  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language} has every namespace of en`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${language} has every key of en, with the same {placeholders} and <tags>`, () => {
      expect(compareCatalogues(en as unknown as Tree, catalogue as unknown as Tree)).toEqual([]);
    });

    it(`${language} is translated: no non-empty string is left in Latin script only, except names and codes`, () => {
      const english = leaves(en as unknown as Tree);
      const untranslated = [...leaves(catalogue as unknown as Tree)].filter(
        ([path, text]) => english.get(path) === text && /[A-Za-z]{4,}/.test(text.replace(/\{\w+\}|<\/?[\w-]+>/g, '').replace(KEPT, '')),
      );
      expect(untranslated.map(([path]) => path)).toEqual([]);
    });
  }
});

/** Words that stay as they are in every language: acronyms (HTML, GST), brand and plan names, contact details, codes. */
const KEPT =
  /\b[A-Z]{2,5}\b|Goa Civic Portal|Goa Civic|Portal|Razorpay|Google|OpenStreetMap|WhatsApp|Open311|Premium Citizen|Advocate Plus|Free Citizen|\+91 [\dx]+|\S+@\S+|https?:\S+|[A-Z]+[-/][A-Z0-9-/.…]*/g;
