import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ErrorEnvelopeFilter } from './error-envelope.filter.js';

describe('ErrorEnvelopeFilter.toEnvelope: failures raised by Fastify before a handler runs', () => {
  const filter = new ErrorEnvelopeFilter();
  const req = { method: 'POST', url: '/api/auth/login?x=1' };

  it('a body that is not valid JSON (the parser marks it 400) is 400 BAD_REQUEST', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(filter.toEnvelope(parseError, req)).toEqual({
      status: 400,
      body: { error: { message: 'The request body is not valid JSON', code: 'BAD_REQUEST', details: null } },
    });
  });

  it("a SyntaxError of the product's own code stays a 500 that says nothing of it", () => {
    expect(filter.toEnvelope(new SyntaxError('Unexpected token < in JSON'), req)).toEqual({
      status: 500,
      body: { error: { message: expect.any(String), code: 'INTERNAL_ERROR', details: null } },
    });
  });

  it('a body over its limit is 413 and a content type no parser takes is 415', () => {
    expect(filter.toEnvelope(Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), req).status).toBe(413);
    expect(filter.toEnvelope(Object.assign(new Error('unsupported'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }), req)).toEqual({
      status: 415,
      body: { error: { message: 'The request body has a content type this API does not accept', code: 'UNSUPPORTED_MEDIA_TYPE', details: null } },
    });
  });
});
