import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../../kernel/errors/domain-error.js';
import type { RowIssues, TemplateCatalog, TemplateCheck, TemplateContactRow } from '../../domain/routing-template.rules.js';
import { XLSX_CHUNK, type FromWorker, type ToWorker, type WorkbookSpec, type XlsxTask } from './xlsx-protocol.js';

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

const WORKER_URL = new URL('./routing-xlsx.worker.js', import.meta.url);
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** True when the bytes start like an .xlsx file (a zip container: 'PK\x03\x04'). */
export function looksLikeXlsx(file: Uint8Array): boolean {
  return file.length >= 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
}

interface WorkerRun<T> {
  worker: Worker;
  result: Promise<T>;
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

function startWorker<T>(task: XlsxTask, transfer: ArrayBuffer[], options: XlsxWorkerOptions, onMessage: (m: FromWorker) => T | undefined): WorkerRun<T> {
  const worker = new Worker(WORKER_URL, {
    workerData: task,
    transferList: transfer,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 768 },
  });
  const result = new Promise<T>((resolve, reject) => {
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
      if (message.type === 'failed') return finish(new XlsxFileError('corrupt'));
      try {
        const done = onMessage(message);
        if (done !== undefined) finish(null, done);
      } catch (error) {
        finish(error as Error);
      }
    });
    worker.on('error', () => finish(new XlsxFileError('corrupt')));
    worker.on('exit', () => finish(new XlsxFileError('corrupt')));
  });
  return { worker, result };
}

/**
 * Checks a routing template file in a worker thread (admin spec section 5): the API's event loop only
 * receives the results in chunks of 1000 rows. Throws XlsxFileError for a file that is not an .xlsx
 * workbook. Returns every issue (the client shows the first 200) and the rows that carry a contact.
 */
export async function checkTemplateFile(file: Uint8Array, catalog: TemplateCatalog, options: XlsxWorkerOptions = {}): Promise<TemplateCheck> {
  if (!looksLikeXlsx(file)) throw new XlsxFileError('not-xlsx');
  if (!hasZipEnd(file)) throw new XlsxFileError('corrupt');
  const copy = new Uint8Array(file); // the worker takes ownership of this copy
  const issues: RowIssues[] = [];
  const contacts: TemplateContactRow[] = [];
  return startWorker<TemplateCheck>({ task: 'check', file: copy, catalog }, [copy.buffer], options, (message) => {
    if (message.type === 'issues') for (const item of message.items) issues.push(item);
    else if (message.type === 'contacts') for (const item of message.items) contacts.push(item);
    else if (message.type === 'checked') return { issues, contacts };
    return undefined;
  }).result;
}

/** Writes a workbook in a worker thread; rows are sent in chunks of 1000, yielding to the event loop between them. */
export async function writeWorkbook(spec: WorkbookSpec, options: XlsxWorkerOptions = {}): Promise<Buffer> {
  const task: XlsxTask = { task: 'write', sheets: spec.sheets.map(({ name, columns }) => ({ name, columns })) };
  const run = startWorker<Buffer>(task, [], options, (message) =>
    message.type === 'file' ? Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength) : undefined,
  );
  const send = (message: ToWorker) => run.worker.postMessage(message);
  for (const [sheet, { rows }] of spec.sheets.entries()) {
    for (let i = 0; i < rows.length; i += XLSX_CHUNK) {
      send({ type: 'rows', sheet, rows: rows.slice(i, i + XLSX_CHUNK) });
      await yieldToLoop();
    }
  }
  send({ type: 'end' });
  return run.result;
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
 * time, so that a 5 MB or 20,000-row file never blocks the API's event loop (docs/decisions.md).
 */
@Injectable()
export class RoutingXlsx {
  private readonly slots = new Semaphore(2);

  /** Checks a template; a file that is not an .xlsx workbook gives 400 VALIDATION_FAILED with the spec's message. */
  async check(file: Uint8Array, catalog: TemplateCatalog): Promise<TemplateCheck> {
    if (file.length === 0) throw ValidationError.field('fileBase64', Messages.admin.routing.chooseFile);
    try {
      return await this.slots.run(() => checkTemplateFile(file, catalog));
    } catch (error) {
      if (error instanceof XlsxFileError) throw ValidationError.field('fileBase64', error.message);
      throw error;
    }
  }

  /** Writes a workbook (template or export). */
  write(spec: WorkbookSpec): Promise<Buffer> {
    return this.slots.run(() => writeWorkbook(spec));
  }
}
