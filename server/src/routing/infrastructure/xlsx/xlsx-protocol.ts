import type { RowIssues, TemplateCatalog, TemplateContactRow } from '../../domain/routing-template.rules.js';

/** A sheet to write: header cells with widths (characters), then rows of text. */
export interface SheetSpec {
  name: string;
  columns: { header: string; width: number }[];
  rows: string[][];
}

/** A workbook to write: its sheets in order (the first is the active one). */
export interface WorkbookSpec {
  sheets: SheetSpec[];
}

/** workerData of the xlsx worker. Rows of a write task follow as `rows` messages, then `end`. */
export type XlsxTask =
  | { task: 'check'; file: Uint8Array; catalog: TemplateCatalog }
  | { task: 'write'; sheets: Omit<SheetSpec, 'rows'>[] };

/** Messages from the main thread to a write worker. */
export type ToWorker = { type: 'rows'; sheet: number; rows: string[][] } | { type: 'end' };

/** Messages from the worker: results come in chunks so that no single message blocks the event loop. */
export type FromWorker =
  | { type: 'issues'; items: RowIssues[] }
  | { type: 'contacts'; items: TemplateContactRow[] }
  | { type: 'checked' }
  | { type: 'file'; file: Uint8Array }
  | { type: 'failed'; reason: 'corrupt' };

/** Items per message, both ways. */
export const XLSX_CHUNK = 1000;
