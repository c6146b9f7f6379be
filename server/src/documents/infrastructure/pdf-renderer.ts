import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import type { PdfDocumentDefinition } from '../domain/letter-layout.js';
import { DEVANAGARI_FONT, withScriptFonts } from '../domain/script-runs.js';

/** The part of pdfmake 0.3's server instance used here (the package ships no types). */
interface PdfMakeServer {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: PdfDocumentDefinition): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let instance: PdfMakeServer | null = null;

/** Whether `path` lies inside `folder` (after resolving `..`). */
function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, resolve(path));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Noto Sans Devanagari from @fontsource (SIL Open Font License), its Devanagari subset in WOFF (fontkit reads it
 * and shapes conjuncts and vowel signs with its Indic shaper). There is no italic Devanagari: italics use the
 * upright faces.
 */
function devanagariFonts(): { folder: string; faces: Record<string, string> } {
  const folder = join(dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
  const face = (weight: number) => join(folder, `noto-sans-devanagari-devanagari-${weight}-normal.woff`);
  return { folder, faces: { normal: face(400), bold: face(700), italics: face(400), bolditalics: face(700) } };
}

/**
 * pdfmake's default instance, configured once (STACK.md): the bundled Roboto fonts and Noto Sans Devanagari
 * (nothing downloaded), no URL ever fetched, and local file access limited to the two font folders, so a document
 * can never read other files.
 */
function pdfmake(): PdfMakeServer {
  if (instance) return instance;
  const pm = require('pdfmake') as PdfMakeServer;
  const fonts = require('pdfmake/fonts/Roboto') as Record<string, Record<string, string>>;
  const robotoFolder = join(dirname(require.resolve('pdfmake/fonts/Roboto')), 'Roboto');
  const devanagari = devanagariFonts();
  pm.setFonts({ ...fonts, [DEVANAGARI_FONT]: devanagari.faces });
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => typeof path === 'string' && (isInside(robotoFolder, path) || isInside(devanagari.folder, path)));
  instance = pm;
  return pm;
}

/**
 * Renders a pdfmake document definition to the bytes of a PDF file. Text in Devanagari (Konkani, Marathi, Hindi)
 * is printed with Noto Sans Devanagari, the rest with Roboto (withScriptFonts).
 */
export async function renderPdf(doc: PdfDocumentDefinition): Promise<Buffer> {
  return pdfmake().createPdf(withScriptFonts(doc)).getBuffer();
}
