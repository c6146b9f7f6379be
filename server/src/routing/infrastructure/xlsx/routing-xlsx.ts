import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../../kernel/errors/domain-error.js';
import type { CatalogLocation } from '../../domain/location-catalog.js';
import type { TemplateLocation } from '../../domain/routing-template.layout.js';
import type { RowIssues, TemplateCatalog } from '../../domain/routing-template.rules.js';
import type { CategoryReference, FromWorker, ToWorker, XlsxInput, XlsxTask } from './xlsx-protocol.js';

export { hasZipEnd, looksLikeXlsx, type CategoryReference, type XlsxInput } from './xlsx-protocol.js';

/** Why a file was refused: not a zip container at all (a renamed .txt, random bytes, an old .xls), or an unreadable workbook. */
export class XlsxFileError extends Error {
  constructor(readonly reason: 'not-xlsx' | 'corrupt') {
    super(reason === 'not-xlsx' ? Messages.admin.routing.onlyXlsx : Messages.admin.routing.corruptFile);
  }
}

/** The limits of one worker run. */
export interface XlsxWorkerOptions {
  /** Milliseconds before the worker is stopped (default 120 000). */
  timeoutMs?: number;
  /** Heap of the worker in MB (default 768): a zip bomb stops the worker, not the API. */
  maxHeapMb?: number;
}

/**
 * A checked template: every issue (the client shows the first 200), how many rows carry a contact, and for
 * an import those rows as routing_contacts records in JSON text chunks of 1000.
 */
export interface CheckedTemplate {
  issues: RowIssues[];
  contacts: number;
  records: { json: string; count: number }[];
}

/** What a workbook is written from: the locations in order, the contacts as pages of JSON array text, the categories. */
export interface WorkbookContent {
  kind: 'template' | 'export';
  locations: TemplateLocation[];
  contacts: AsyncIterable<string>;
  categories: CategoryReference[];
}

const WORKER_URL = new URL('./routing-xlsx.worker.js', import.meta.url);

function runWorker<T>(
  task: XlsxTask,
  transfer: ArrayBuffer[],
  options: XlsxWorkerOptions,
  onMessage: (m: FromWorker) => T | undefined,
  feed?: (send: (message: ToWorker) => void) => Promise<void>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: task, transferList: transfer, resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 768 } });
    let settled = false;
    const finish = (error: Error | null, value?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value as T);
    };
    const timer = setTimeout(() => finish(new XlsxFileError('corrupt')), options.timeoutMs ?? 120_000);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'failed') return finish(new XlsxFileError(message.reason));
      try {
        const done = onMessage(message);
        if (done !== undefined) finish(null, done);
      } catch (error) {
        finish(error as Error);
      }
    });
    // A crash (out of memory on a zip bomb, a parser exception) or an early exit: the file could not be read.
    // On success the worker waits to be terminated (see the worker): finish() terminates it.
    worker.on('error', () => finish(new XlsxFileError('corrupt')));
    worker.on('exit', () => finish(new XlsxFileError('corrupt')));
    feed?.((message) => worker.postMessage(message)).catch((error: unknown) => finish(error as Error));
  });
}

/**
 * Checks a routing template file in a worker thread (admin spec section 5): decoding, the .xlsx checks and
 * the row checks all run there; the API's event loop only receives issues in chunks of 500 and, for an
 * import (`locations` given), the records as JSON text. Throws XlsxFileError for a file that is not an
 * .xlsx workbook.
 */
export async function checkTemplateFile(
  input: XlsxInput,
  catalog: TemplateCatalog,
  options: XlsxWorkerOptions & { locations?: Record<string, CatalogLocation> } = {},
): Promise<CheckedTemplate> {
  // The worker takes ownership of a copy of the bytes; base64 text is copied with the message.
  const file: XlsxInput = 'bytes' in input ? { bytes: new Uint8Array(input.bytes) } : input;
  const transfer = 'bytes' in file ? [file.bytes.buffer as ArrayBuffer] : [];
  const issues: RowIssues[] = [];
  const records: CheckedTemplate['records'] = [];
  return runWorker<CheckedTemplate>({ task: 'check', file, catalog, locations: options.locations }, transfer, options, (message) => {
    if (message.type === 'issues') for (const item of message.items) issues.push(item);
    else if (message.type === 'records') records.push({ json: message.json, count: message.count });
    else if (message.type === 'checked') return { issues, contacts: message.contacts, records };
    return undefined;
  });
}

/**
 * Writes the template or the export in a worker thread: the contact pages are passed on as they are read,
 * and the file comes back transferred, not copied.
 */
export async function writeRoutingWorkbook(content: WorkbookContent, options: XlsxWorkerOptions = {}): Promise<Buffer> {
  const { contacts, ...task } = content;
  return runWorker<Buffer>(
    { task: 'write', ...task },
    [],
    options,
    (message) => (message.type === 'file' ? Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength) : undefined),
    async (send) => {
      for await (const json of contacts) send({ type: 'contacts', json });
      send({ type: 'end' });
    },
  );
}

/** Runs at most `limit` tasks at a time; the others wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * The routing context's xlsx adapter: template checks and workbook writes run in worker threads, two at a
 * time, so that a 5 MB or 20,000-row file never blocks the API's event loop (docs/adr/0040-routing-template-off-the-event-loop.md).
 */
@Injectable()
export class RoutingXlsx {
  private readonly slots = new Semaphore(2);

  /**
   * Checks a template; a file that is not an .xlsx workbook gives 400 VALIDATION_FAILED with the spec's
   * message ('Please choose a file first', 'Only .xlsx files are accepted', 'The file could not be read as an
   * .xlsx workbook'). With `locations` (an import) the contact rows come back as records.
   */
  async check(input: XlsxInput, catalog: TemplateCatalog, locations?: Record<string, CatalogLocation>): Promise<CheckedTemplate> {
    if ('base64' in input ? input.base64.length === 0 : input.bytes.length === 0) throw ValidationError.field('fileBase64', Messages.admin.routing.chooseFile);
    try {
      return await this.slots.run(() => checkTemplateFile(input, catalog, { locations }));
    } catch (error) {
      if (error instanceof XlsxFileError) throw ValidationError.field('fileBase64', error.message);
      throw error;
    }
  }

  /** Writes the template or the export. */
  write(content: WorkbookContent): Promise<Buffer> {
    return this.slots.run(() => writeRoutingWorkbook(content));
  }
}
