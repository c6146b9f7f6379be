/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression';
import { RESIZE_OPTIONS, type ResizeReply, type ResizeRequest, resizedType } from './photo-resize-options';

/**
 * The photo resizer's worker: decodes, scales and re-encodes one photo at a time off the main thread (the wizard
 * stays responsive on a slow phone). browser-image-compression runs its own code here (useWebWorker false: it would
 * otherwise start a second worker from a CDN script); in a worker it draws on an OffscreenCanvas.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ResizeRequest>) => {
  const { id, file, keepExif } = event.data;
  const reply = (message: ResizeReply) => scope.postMessage(message);
  imageCompression(file, {
    ...RESIZE_OPTIONS,
    fileType: resizedType(file.type),
    preserveExif: keepExif,
    useWebWorker: false,
    onProgress: (percent) => reply({ id, progress: percent }),
  }).then(
    (blob) => reply({ id, blob }),
    (error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
