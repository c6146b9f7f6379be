import type { PdfDocumentDefinition } from './letter-layout.js';

/** The pdfmake font name of Noto Sans Devanagari (documents/infrastructure/pdf-renderer.ts registers it). */
export const DEVANAGARI_FONT = 'NotoSansDevanagari';

/**
 * A character of Konkani, Marathi or Hindi text: every character whose Unicode Script_Extensions include Devanagari
 * (its letters, vowel signs and digits, the danda and double danda it shares with other Indic scripts, the Vedic
 * signs), and the zero-width non-joiner and joiner that shape conjuncts (Unicode Standard, chapter 12.1).
 */
const DEVANAGARI_CHAR = /(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D)/u.source;
/** A run of Devanagari words, the spaces between them included, so that a line breaks between words as usual. */
const DEVANAGARI_RUN = new RegExp(`${DEVANAGARI_CHAR}+(?:[ \\u00A0]+${DEVANAGARI_CHAR}+)*`, 'gu');
const HAS_DEVANAGARI = new RegExp(DEVANAGARI_CHAR, 'u');

/** A piece of a text with the font it needs: `font` only on Devanagari pieces, the rest inherit the document's font. */
export type TextRun = { text: string; font?: string };

/**
 * Splits a text into runs by script (Unicode Standard, chapter 12.1 Devanagari): Devanagari runs are printed with
 * Noto Sans Devanagari, everything else (Latin, digits, punctuation, complaint ids, emails) with the document's
 * font. One font for both is not possible: Roboto has no Devanagari glyphs and the Devanagari subset no Latin ones.
 */
export function splitScriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    const start = match.index ?? 0;
    if (start > at) runs.push({ text: text.slice(at, start) });
    runs.push({ text: match[0], font: DEVANAGARI_FONT });
    at = start + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/** A string as pdfmake text: unchanged without Devanagari, else its runs. */
function textValue(text: string): string | TextRun[] {
  return HAS_DEVANAGARI.test(text) ? splitScriptRuns(text) : text;
}

/** Keys whose string values are printed (a node's `text`, or the entries of the containers below). */
const CONTAINERS = new Set(['content', 'stack', 'columns', 'ol', 'ul', 'body', 'text']);

function mapNode(node: unknown, printed: boolean): unknown {
  if (typeof node === 'string') return printed && HAS_DEVANAGARI.test(node) ? { text: splitScriptRuns(node) } : node;
  if (Array.isArray(node)) return node.map((child) => mapNode(child, printed));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'text' && typeof value === 'string') out[key] = textValue(value);
    else if (key === 'text' && Array.isArray(value)) out[key] = value.map((part) => (typeof part === 'string' ? textValue(part) : mapNode(part, true))).flat();
    else if (key === 'table' && typeof value === 'object' && value !== null) out[key] = mapNode(value, false);
    else if (CONTAINERS.has(key)) out[key] = mapNode(value, true);
    else out[key] = value;
  }
  return out;
}

/**
 * The document with every printed string that holds Devanagari split into script runs (splitScriptRuns), the
 * page header and footer included. A document without Devanagari comes back equal to the input. Used by the PDF
 * renderer for every document: a complaint described in Marathi prints in the English letter too.
 */
export function withScriptFonts(doc: PdfDocumentDefinition): PdfDocumentDefinition {
  const mapped = mapNode(doc, false) as PdfDocumentDefinition;
  for (const key of ['header', 'footer'] as const) {
    const part = doc[key];
    if (typeof part === 'function') {
      mapped[key] = (...args: unknown[]) => mapNode((part as (...a: unknown[]) => unknown)(...args), true);
    } else if (part !== undefined) mapped[key] = mapNode(part, true);
  }
  return mapped;
}
