import type { FetchArgs } from '@reduxjs/toolkit/query';

/*
 * Files through the generated RTK Query endpoints: file answers (PDF invoices and letters, XLSX exports, mail attachments) and multipart uploads.
 * fetchBaseQuery reads every answer as JSON unless the request names a `responseHandler`; these endpoints read the
 * file as a Blob and hand on an object URL, a string, so that the store stays serialisable. An error answer is still
 * read as JSON so that the base query normalises it like any other failure.
 */

/** Reads a file answer into an object URL (`blob:...`), or an error answer as JSON (text when it is not JSON). */
export async function objectUrlOrError(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The part of an endpoint definition that `enhanceEndpoints` lets this module rewrite. */
interface QueryDefinition<Arg> {
  query?: (arg: Arg) => string | FetchArgs;
}

/**
 * Turns a generated endpoint into one that answers an object URL of the file: the request accepts any type and the
 * answer goes through `objectUrlOrError`. The caller owns the URL and revokes it (`saveFile` does).
 */
export function answersFile<Arg>(definition: QueryDefinition<Arg>): void {
  const generated = definition.query;
  if (!generated) return;
  definition.query = (arg) => {
    const args = generated(arg);
    const request = typeof args === 'string' ? { url: args } : args;
    return { ...request, headers: { Accept: '*/*' }, responseHandler: objectUrlOrError };
  };
}

/**
 * Turns a generated endpoint whose request body is a multipart form (the OpenAPI `multipart/form-data` body, which
 * codegen types as a plain object of fields) into one that sends a FormData, so that the browser writes the boundary.
 */
export function sendsMultipart<Arg>(definition: QueryDefinition<Arg>): void {
  const generated = definition.query;
  if (!generated) return;
  definition.query = (arg) => {
    const args = generated(arg);
    if (typeof args === 'string') return args;
    const fields = (args.body ?? {}) as Record<string, string | Blob>;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return { ...args, body: form };
  };
}

/** Saves the file behind an object URL from an `answersFile` endpoint as `fileName`, then revokes the URL. */
export function saveFile(objectUrl: unknown, fileName: string): void {
  if (typeof objectUrl !== 'string') return;
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download asynchronously: the URL must outlive this task.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
