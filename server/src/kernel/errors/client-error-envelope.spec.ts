import { describe, it } from 'node:test';
import { expect } from 'expect';
import http from 'node:http';
import { clientErrorAnswer } from './client-error-envelope.js';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('clientErrorAnswer', () => {
  it("answers Node's refusals in the envelope: 431 for headers over its bound, 408 for a timeout, 400 for anything else", () => {
    expect(clientErrorAnswer(failure('HPE_HEADER_OVERFLOW'))).toEqual({
      status: 431,
      body: {
        error: {
          message: `The request's address and headers are too large: this server accepts at most ${http.maxHeaderSize} bytes of them`,
          code: 'HEADERS_TOO_LARGE',
          details: { maxBytes: http.maxHeaderSize },
        },
      },
    });
    expect(clientErrorAnswer(failure('ERR_HTTP_REQUEST_TIMEOUT'))).toEqual({
      status: 408,
      body: { error: { message: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT', details: null } },
    });
    expect(clientErrorAnswer(failure('HPE_INVALID_METHOD'))?.status).toBe(400);
    expect(clientErrorAnswer(failure('HPE_INVALID_METHOD'))?.body.error.code).toBe('BAD_REQUEST');
  });

  it('answers nothing to a connection the client reset', () => {
    expect(clientErrorAnswer(failure('ECONNRESET'))).toBeNull();
  });
});
