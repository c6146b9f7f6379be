import { MAX_PHOTO_BYTES } from '@civic/contracts';

/**
 * The multipart options of a one-photo upload (a citizen's, or an office's through its response link): the photo in
 * field `file`, at most MAX_PHOTO_BYTES (citizen spec section 5), and nothing else of any size. The text fields of a
 * multipart body are kept in memory as they arrive, before any handler runs, and @fastify/multipart's defaults would
 * let one body carry a thousand of 1 MB each: enough to exhaust the API's heap with one request. Here a body holds at
 * most 4 short text fields (1 KB each) beside the photo, and 5 parts in all; past a limit the body is not read further
 * and the answer is 400 ('Too many fields', 'Field value too long', 'Too many parts').
 */
export const PHOTO_UPLOAD_MULTIPART = {
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 5, headerPairs: 50 },
};
