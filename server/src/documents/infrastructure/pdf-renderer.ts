import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import type { PdfDocumentDefinition } from '../domain/authority-letter.js';

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
 * pdfmake's default instance, configured once (STACK.md): the bundled Roboto fonts (nothing downloaded), no URL
 * ever fetched, and local file access limited to the fonts folder, so a document can never read other files.
 */
function pdfmake(): PdfMakeServer {
  if (instance) return instance;
  const pm = require('pdfmake') as PdfMakeServer;
  const fonts = require('pdfmake/fonts/Roboto') as Record<string, Record<string, string>>;
  const fontsFolder = join(dirname(require.resolve('pdfmake/fonts/Roboto')), 'Roboto');
  pm.setFonts(fonts);
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => typeof path === 'string' && isInside(fontsFolder, path));
  instance = pm;
  return pm;
}

/** Renders a pdfmake document definition to the bytes of a PDF file. */
export async function renderPdf(doc: PdfDocumentDefinition): Promise<Buffer> {
  return pdfmake().createPdf(doc).getBuffer();
}
