import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorEnvelope } from '@civic/contracts';

/** A failure of Node's HTTP parser or timeouts, as the server's `clientError` event hands it over. */
interface ClientError extends Error {
  code?: string;
}

/**
 * The answer to a request that Node's HTTP server refuses before any route sees it: request line and headers (the
 * address with its query string included) over `http.maxHeaderSize` (16 KB unless `--max-http-header-size` says
 * otherwise) are 431 HEADERS_TOO_LARGE; headers or a body that do not arrive within the server's timeouts
 * (`headersTimeout`, `requestTimeout`) 408 REQUEST_TIMEOUT; bytes that are not HTTP/1.1 400 BAD_REQUEST. Null for a
 * connection the client reset, which gets no answer.
 */
export function clientErrorAnswer(error: ClientError): { status: number; body: ErrorEnvelope } | null {
  if (error.code === 'ECONNRESET') return null;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const maxBytes = http.maxHeaderSize;
    return {
      status: 431,
      body: {
        error: {
          message: `The request's address and headers are too large: this server accepts at most ${maxBytes} bytes of them`,
          code: ErrorCode.HeadersTooLarge,
          details: { maxBytes },
        },
      },
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: { message: 'The request did not arrive in time', code: ErrorCode.RequestTimeout, details: null } } };
  }
  return { status: 400, body: { error: { message: 'The request is not valid HTTP', code: ErrorCode.BadRequest, details: null } } };
}

/**
 * Fastify's `clientErrorHandler`: the refusals of Node's HTTP server (clientErrorAnswer) in the error envelope every
 * other failure has (DESIGN.md, HTTP conventions), where Fastify would write a JSON of its own. The connection is
 * closed after the answer, as Node and Fastify do: the parser cannot tell where a next request would start.
 */
export function writeClientErrorEnvelope(error: ClientError, socket: Socket): void {
  const answer = socket.destroyed ? null : clientErrorAnswer(error);
  if (answer && socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
