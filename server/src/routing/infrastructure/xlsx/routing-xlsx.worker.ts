/**
 * The xlsx worker (a worker_threads thread): reads or writes routing workbooks off the API's event loop.
 *  - check: decodes the upload, checks it is a complete .xlsx (zip) file, streams it with exceljs's
 *    WorkbookReader, finds the sheet whose header has 'Row ID', checks every row
 *    (routing-template.rules.ts) and posts the issues in chunks; for an import also the rows as
 *    routing_contacts records, as JSON text chunks that the API hands to PostgreSQL unparsed.
 *  - write: receives the contacts in JSON pages, builds the rows of the template or export and posts the
 *    .xlsx file back (transferred, not copied).
 * A file that cannot be read is reported as `failed`; the API answers 400 with the spec's message.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { ROUTING_TEMPLATE_COLUMNS, ROUTING_TEMPLATE_MAX_ROWS, ROUTING_TEMPLATE_SHEETS } from '@civic/contracts';
import { importRecord, templateColumns, templateRows, type ContactRecord } from '../../domain/routing-template.layout.js';
import { checkTemplate, type SheetText } from '../../domain/routing-template.rules.js';
import { hasZipEnd, looksLikeXlsx, RECORDS_CHUNK, XLSX_CHUNK, type FromWorker, type ToWorker, type XlsxTask } from './xlsx-protocol.js';

const port = parentPort!;
const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** The text of a cell value as Excel shows it: rich text joined, hyperlinks by their text, formulas by their result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('');
    if ('text' in v) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}

/**
 * Columns read of a row: the template has a few dozen, and a single cell far to the right (column XFD) would otherwise
 * make every row an array of 16,384 cells.
 */
const MAX_COLUMNS = 256;

function rowCells(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const cells: string[] = [];
  for (let i = 1; i < Math.min(values.length, MAX_COLUMNS + 1); i += 1) cells.push(cellText(values[i]));
  return cells;
}

const ROW_ID_HEADER = ROUTING_TEMPLATE_COLUMNS[0].toLowerCase();

/**
 * Reads the sheet holding the template (its header has 'Row ID'), else the first sheet; null when the file has no sheet.
 * Reading stops at the first row past ROUTING_TEMPLATE_MAX_ROWS, of the sheet kept or of the other sheets together:
 * the file is then refused for its rows whatever they hold, and a few hundred kilobytes of xlsx can inflate to
 * millions of rows, minutes of the worker's CPU.
 */
async function readTemplateSheet(file: Uint8Array): Promise<SheetText | null> {
  const input = Readable.from([Buffer.from(file.buffer, file.byteOffset, file.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let chosen: SheetText | null = null;
  let first: SheetText | null = null;
  let otherRows = 0;
  /** The sheet to report once the rows are too many: its total is past the limit, whatever sheet held them. */
  const tooManyRows = (sheet: SheetText | null): SheetText => ({
    ...(chosen ?? first ?? sheet ?? { header: [], rows: [] }),
    totalRows: ROUTING_TEMPLATE_MAX_ROWS + 1,
  });
  for await (const worksheet of reader) {
    let sheet: SheetText | null = null;
    let keep = chosen === null;
    for await (const row of worksheet) {
      if (!keep) {
        // Drain the sheet (the zip stream must be read to its end), up to the row limit.
        if (++otherRows > ROUTING_TEMPLATE_MAX_ROWS) return tooManyRows(sheet);
        continue;
      }
      const cells = rowCells(row.values);
      if (sheet === null) {
        if (cells.every((c) => c.trim() === '')) continue;
        sheet = { header: cells, rows: [], totalRows: 0 };
        if (first === null) first = sheet;
        if (cells.some((c) => c.trim().toLowerCase() === ROW_ID_HEADER)) chosen = sheet;
        else if (first !== sheet) keep = false;
        continue;
      }
      sheet.totalRows += 1;
      if (sheet.totalRows > ROUTING_TEMPLATE_MAX_ROWS) return tooManyRows(sheet);
      sheet.rows.push({ row: row.number, cells });
    }
    if (first === null) first = { header: [], rows: [], totalRows: 0 };
  }
  return chosen ?? first;
}

async function check(task: Extract<XlsxTask, { task: 'check' }>): Promise<void> {
  const file = 'bytes' in task.file ? task.file.bytes : Buffer.from(task.file.base64, 'base64');
  if (!looksLikeXlsx(file)) return post({ type: 'failed', reason: 'not-xlsx' });
  if (!hasZipEnd(file)) return post({ type: 'failed', reason: 'corrupt' });
  let sheet: SheetText | null;
  try {
    sheet = await readTemplateSheet(file);
  } catch {
    sheet = null;
  }
  if (sheet === null) return post({ type: 'failed', reason: 'corrupt' });
  const result = checkTemplate(sheet, task.catalog);
  for (let i = 0; i < result.issues.length; i += XLSX_CHUNK) post({ type: 'issues', items: result.issues.slice(i, i + XLSX_CHUNK) });
  const locations = task.locations;
  if (locations && result.issues.length === 0) {
    for (let i = 0; i < result.contacts.length; i += RECORDS_CHUNK) {
      const records = result.contacts.slice(i, i + RECORDS_CHUNK).map((row) => importRecord(row, locations[row.rowId]));
      post({ type: 'records', json: JSON.stringify(records), count: records.length });
    }
  }
  post({ type: 'checked', contacts: result.contacts.length });
}

async function write(task: Extract<XlsxTask, { task: 'write' }>): Promise<void> {
  const contacts: ContactRecord[] = [];
  await new Promise<void>((resolve) => {
    port.on('message', (message: ToWorker) => {
      if (message.type === 'contacts') for (const contact of JSON.parse(message.json) as ContactRecord[]) contacts.push(contact);
      else resolve();
    });
  });
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Goa Civic Portal';
  workbook.created = new Date();
  const sheets = [
    { name: ROUTING_TEMPLATE_SHEETS.rows, columns: templateColumns(), rows: templateRows(task.locations, contacts, task.kind) },
    {
      name: ROUTING_TEMPLATE_SHEETS.categories,
      columns: [
        { header: 'Key', width: 18 },
        { header: 'Name', width: 28 },
        { header: 'Subcategories', width: 90 },
      ],
      rows: task.categories.map((c) => [c.key, c.name, c.subcategories.join(', ')]),
    },
  ];
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(spec.rows);
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const file = new Uint8Array(buffer as ArrayBuffer);
  post({ type: 'file', file }, [file.buffer as ArrayBuffer]);
}

const task = workerData as XlsxTask;
// Stay alive until the API terminates this thread. A thread that ends by itself makes the API's event loop wait
// while its heap is freed (measured on Node 20: about 100 ms per 3 million objects); terminate() does not.
const running = task.task === 'check' ? check(task) : write(task);
port.on('message', () => undefined);
await running;
