import type { CatalogLocation } from '../../domain/location-catalog.js';
import type { TemplateLocation } from '../../domain/routing-template.layout.js';
import type { RowIssues, TemplateCatalog } from '../../domain/routing-template.rules.js';

/** An uploaded file: its bytes, or the base64 text of the request (decoded in the worker, off the event loop). */
export type XlsxInput = { bytes: Uint8Array } | { base64: string };

/** A category of the reference sheet (content owns categories). */
export interface CategoryReference {
  key: string;
  name: string;
  subcategories: string[];
}

/** workerData of the xlsx worker. */
export type XlsxTask =
  | {
      task: 'check';
      file: XlsxInput;
      catalog: TemplateCatalog;
      /** For an import: every location by Row ID; the worker then returns the rows as routing_contacts records. */
      locations?: Record<string, CatalogLocation>;
    }
  | {
      task: 'write';
      kind: 'template' | 'export';
      locations: TemplateLocation[];
      categories: CategoryReference[];
    };

/** Messages to a write worker: pages of contacts as JSON array texts (ContactRecord[]), then the end. */
export type ToWorker = { type: 'contacts'; json: string } | { type: 'end' };

/** Messages from the worker: results come in chunks so that no single message holds the event loop. */
export type FromWorker =
  | { type: 'issues'; items: RowIssues[] }
  /** A JSON array text of ContactImportRecord, passed as is to PostgreSQL. */
  | { type: 'records'; json: string; count: number }
  | { type: 'checked'; contacts: number }
  | { type: 'file'; file: Uint8Array }
  | { type: 'failed'; reason: 'not-xlsx' | 'corrupt' };

/** Issues per message, and records per JSON chunk (one SQL statement each). */
export const XLSX_CHUNK = 500;
export const RECORDS_CHUNK = 1000;

/** True when the bytes start like an .xlsx file (a zip container: 'PK\x03\x04'). */
export function looksLikeXlsx(file: Uint8Array): boolean {
  return file.length >= 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
}

/**
 * True when the zip's end-of-central-directory record ('PK\x05\x06') is in its last 65,557 bytes: a
 * truncated upload lacks it, and the streaming reader alone could read its first rows without noticing.
 */
export function hasZipEnd(file: Uint8Array): boolean {
  for (let i = file.length - 22; i >= Math.max(0, file.length - 65_557); i -= 1) {
    if (file[i] === 0x50 && file[i + 1] === 0x4b && file[i + 2] === 0x05 && file[i + 3] === 0x06) return true;
  }
  return false;
}
