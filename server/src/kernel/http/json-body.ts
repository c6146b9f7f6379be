import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A JSON answer serialized once, with its weak ETag (a SHA-1 of the body in base64, the form `@fastify/etag` gives
 * every other answer, kernel/http/conditional-get.ts), for read models kept in memory (issue 14): sending it again
 * costs no serialization, no hash and no garbage, which on a list of 30 complaints is most of the request's CPU time.
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

  /**
   * Sets the answer's Content-Type and ETag on `reply` and returns the body for the handler to return (Nest sends a
   * string as it is; the ETag already set spares `@fastify/etag` its hash, and If-None-Match still gets its 304).
   */
  sendWith(reply: FastifyReply): string {
    void reply.header('content-type', 'application/json; charset=utf-8').header('etag', this.etag);
    return this.body;
  }
}
