import { createHash } from 'node:crypto';

/**
 * A JSON answer serialized once, with its weak ETag (a SHA-1 of the body in base64, the form `@fastify/etag` gives
 * every other answer, kernel/http/conditional-get.ts), for read models kept in memory (issue 14): sending it again
 * costs no serialization, no hash and no garbage, which on a list of 30 complaints is most of the request's CPU time.
 * Controllers send it with `sendJsonBody` (kernel/http/send-json-body.ts).
 */
export class JsonBody {
  private constructor(
    /** The serialized answer (UTF-8 JSON). */
    readonly body: string,
    /** Its weak entity tag, `W/"<base64 SHA-1>"`. */
    readonly etag: string,
  ) {}

  /** Serializes `value` (JSON.stringify: Dates as ISO strings, undefined properties left out) and tags it. */
  static of(value: unknown): JsonBody {
    const body = JSON.stringify(value);
    return new JsonBody(body, `W/"${createHash('sha1').update(body).digest('base64')}"`);
  }
}
