import type { FastifyReply } from 'fastify';
import type { JsonBody } from '../cache/json-body.js';

/**
 * Sets a serialized answer's Content-Type and ETag on `reply` and returns its body for the handler to return (Nest
 * sends a string as it is; the ETag already set spares `@fastify/etag` its hash, and If-None-Match still gets its 304
 * from kernel/http/conditional-get.ts). Issue 14.
 */
export function sendJsonBody(reply: FastifyReply, answer: JsonBody): string {
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', answer.etag);
  return answer.body;
}
