import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { LOCALE_NATIVE_NAMES } from '../libs/contracts/src/locales';

/** The family of the subset, used only where a language's own name is written (index.css, `.language-name`). */
export const LANGUAGE_NAMES_FAMILY = 'Language Names';

/** The Devanagari block and the joiners and dotted circle that Devanagari shaping uses, as the full face declares them. */
const DEVANAGARI_RANGE = 'U+0900-097F, U+200C-200D, U+25CC, U+A8E0-A8FF';

/** The regular Devanagari face of Noto Sans Devanagari as @fontsource ships it (the same the app loads in full). */
const FULL_FACE = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

/**
 * The face of the language names written in Devanagari (कोंकणी, मराठी, हिंदी: libs/contracts' LOCALE_NATIVE_NAMES),
 * for every page: harfbuzz's subsetter (`subset-font`) keeps of Noto Sans Devanagari only the glyphs and shaping rules
 * of those names, about 2 kB instead of the face's 50 kB, which is inlined into index.html (and so into every
 * pre-painted page) as a data: URL in a @font-face of its own family. A page in English shows the names in the
 * language switcher without fetching any font, on a machine without a Devanagari font too; other Devanagari text
 * (a complaint written in Hindi) still takes the full face, which index.css declares for the Devanagari range.
 */
export function languageNamesFont(): Plugin {
  let style: Promise<string> | null = null;
  const build = async (): Promise<string> => {
    const text = [...new Set(Object.values(LOCALE_NATIVE_NAMES).join(''))].join('');
    const full = await readFile(createRequire(import.meta.url).resolve(FULL_FACE));
    const subset = await subsetFont(full, text, { targetFormat: 'woff2' });
    return (
      `@font-face{font-family:'${LANGUAGE_NAMES_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
      `src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`
    );
  };
  return {
    name: 'language-names-font',
    async transformIndexHtml() {
      style ??= build();
      return [{ tag: 'style', children: await style, injectTo: 'head-prepend' }];
    },
  };
}
