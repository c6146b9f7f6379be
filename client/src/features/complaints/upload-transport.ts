/** How many bytes of a request body have left the browser, of how many. */
export type UploadProgress = (sent: number, total: number) => void;

/** The request a photo upload makes: a method, a body (multipart form or the photo itself) and headers. */
export interface UploadRequest {
  method: string;
  body: FormData | Blob;
  headers?: Record<string, string>;
}

/** Statuses whose Response may carry no body (the Fetch standard's null body statuses). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** Parses XMLHttpRequest's raw header block ('name: value\r\n…') into Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header name fetch would refuse: not one an upload answer needs.
    }
  }
  return headers;
}

/**
 * Sends one upload and resolves with its answer as a fetch Response, reporting the bytes sent as they leave: fetch
 * cannot report an upload's progress, XMLHttpRequest's `upload` events can. Rejects with a TypeError, as fetch does,
 * when no answer comes (network failure, aborted). Where XMLHttpRequest is missing, falls back to fetch (no progress).
 */
export function sendWithProgress(url: string, request: UploadRequest, onProgress?: UploadProgress): Promise<Response> {
  if (typeof XMLHttpRequest === 'undefined') return fetch(url, { method: request.method, body: request.body, headers: request.headers });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
    }
    xhr.addEventListener('load', () => {
      const body = NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob | null);
      try {
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
      } catch {
        // A status the Response constructor refuses (0 or beyond 599): no usable answer.
        reject(new TypeError('upload failed'));
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('upload failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('upload aborted')));
    xhr.addEventListener('timeout', () => reject(new TypeError('upload timed out')));
    xhr.send(request.body);
  });
}
