import { describe, it } from 'node:test';
import { expect } from 'expect';
import { BadRequestException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
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

  it("Fastify's refusal of a JSON body (malformed, or with a __proto__ key), bare or wrapped by Nest, is 400 BAD_REQUEST saying both", () => {
    const refused = Object.assign(new Error("Body is not valid JSON but content-type is set to 'application/json'"), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      statusCode: 400,
    });
    const expected = {
      status: 400,
      body: {
        error: {
          message: 'The request body is not valid JSON, or holds a __proto__ or constructor.prototype key, which this API refuses',
          code: 'BAD_REQUEST',
          details: null,
        },
      },
    };
    expect(filter.toEnvelope(refused, req)).toEqual(expected);
    expect(filter.toEnvelope(new BadRequestException(refused.message, { cause: refused }), req)).toEqual(expected);
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

  it("a body over its route's limit names the limit in the message and in details.maxBytes", () => {
    const tooLarge = Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(filter.toEnvelope(tooLarge, { ...req, routeOptions: { bodyLimit: 16384 } })).toEqual({
      status: 413,
      body: {
        error: { message: 'The request body is too large: this address accepts at most 16384 bytes', code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 16384 } },
      },
    });
  });
});

describe('ErrorEnvelopeFilter.toEnvelope: a backing service out of reach is 503 SERVICE_UNAVAILABLE, not 500', () => {
  const filter = new ErrorEnvelopeFilter();
  const unavailable = {
    status: 503,
    body: { error: { message: expect.any(String), code: 'SERVICE_UNAVAILABLE', details: null } },
  };

  it('pg: refused, terminated, shut down by the administrator, starting up, pool timeout', () => {
    const refused = Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]), {
      code: 'ECONNREFUSED',
    });
    expect(filter.toEnvelope(refused)).toEqual(unavailable);
    expect(filter.toEnvelope(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(filter.toEnvelope(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toEqual(unavailable);
    expect(filter.toEnvelope(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toEqual(unavailable);
    expect(filter.toEnvelope(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
  });

  it('a TypeORM QueryFailedError wrapping a lost connection, ioredis and nodemailer connection errors', () => {
    const wrapped = Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('x'), { code: '08006' }) });
    expect(filter.toEnvelope(wrapped)).toEqual(unavailable);
    expect(filter.toEnvelope(new Error('Connection is closed.'))).toEqual(unavailable);
    expect(filter.toEnvelope(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toEqual(unavailable);
    expect(filter.toEnvelope(Object.assign(new Error('connect failed'), { code: 'ECONNECTION' }))).toEqual(unavailable);
  });

  it("TypeORM's errors of a query runner released when its connection broke in the middle of a transaction", () => {
    expect(filter.toEnvelope(new QueryRunnerAlreadyReleasedError())).toEqual(unavailable);
    expect(filter.toEnvelope(new QueryRunnerProviderAlreadyReleasedError())).toEqual(unavailable);
    expect(filter.toEnvelope(new Error('Connection terminated due to connection timeout'))).toEqual(unavailable);
    expect(filter.toEnvelope(new Error('Cannot use a pool after calling end on the pool'))).toEqual(unavailable);
  });

  it('other errors stay a 500', () => {
    expect(filter.toEnvelope(new TypeError("Cannot read properties of null (reading 'trim')")).status).toBe(500);
  });
});
