import { type ResizeReply, type ResizeRequest, resizedName, resizedType } from './photo-resize-options';

/** Reports how far a photo's preparation is, 0-100. */
export type ResizeProgress = (percent: number) => void;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void; onProgress?: ResizeProgress }>();

/** The one resizer worker of the page, started on the first photo (its code, with the library, is a chunk of its own). */
function resizer(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./photo-resize.worker.ts', import.meta.url), { type: 'module', name: 'photo-resizer' });
  started.addEventListener('message', (event: MessageEvent<ResizeReply>) => {
    const reply = event.data;
    const job = waiting.get(reply.id);
    if (!job) return;
    if ('progress' in reply) job.onProgress?.(reply.progress);
    else {
      waiting.delete(reply.id);
      if ('blob' in reply) job.resolve(reply.blob);
      else job.reject(new Error(reply.error));
    }
  });
  started.addEventListener('error', () => {
    // A worker that cannot start fails every photo it holds; the next photo starts a new one.
    for (const job of waiting.values()) job.reject(new Error('photo resizer failed'));
    waiting.clear();
    worker = null;
  });
  worker = started;
  return started;
}

/**
 * The photo to upload for a chosen one: resized in a Web Worker to at most 1600 px and about 550 kB, upright, without
 * metadata (photo-resize-options.ts), or with the original's EXIF when `keepExif` (after-photos: the server verifies the
 * fix from their GPS). Resolves with the chosen file itself when this browser cannot resize it (no
 * Worker, an image the canvas cannot decode): the server re-encodes whatever it receives, so the photo is never lost,
 * only heavier.
 */
export async function resizePhoto(file: File, onProgress?: ResizeProgress, { keepExif = false }: { keepExif?: boolean } = {}): Promise<File> {
  if (typeof Worker === 'undefined') return file;
  try {
    const blob = await new Promise<Blob>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject, onProgress });
      resizer().postMessage({ id, file, keepExif } satisfies ResizeRequest);
    });
    return new File([blob], resizedName(file.name, file.type), { type: blob.type || resizedType(file.type), lastModified: file.lastModified });
  } catch {
    return file;
  }
}
