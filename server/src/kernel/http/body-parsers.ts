import { BadRequestException } from '@nestjs/common';
import { parse as parseQueryString } from 'fast-querystring';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { bodyLimitsOf, bodyShapeError } from './body-limits.js';
import { formShapeViolation, jsonShapeViolation } from './json-shape.js';

/**
 * The JSON body parser. Fastify has already read the body within the route's byte limit (registerBodyLimits); the
 * shape of the raw bytes is then checked against the route's limits (jsonShapeViolation: depth, values, members per
 * object or array; 400 BAD_REQUEST) before anything is parsed, and only then does Fastify's own parser run
 * (secure-json-parse: prototype and constructor poisoning refused, as by default). An empty body sent as
 * `application/json` is `{}`, as it was under Express's body-parser, instead of Fastify's 400: a client that posts no
 * body to an action (resend a link, sign out) with the JSON content type still reaches the handler, whose validation
 * then says what is missing in the spec's words.
 */
export function boundedJsonBodies(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    const violation = jsonShapeViolation(body, bodyLimitsOf(request));
    if (violation) {
      done(bodyShapeError(violation), undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  };
}

/**
 * The form-encoded body parser (Open311 GeoReport v2 filings): the route's byte limit as for JSON, its pairs counted
 * against the route's `values` before parsing (400 BAD_REQUEST), then the same parse as Nest's default one
 * (fast-querystring; a `__proto__` key is refused with 400, as in a JSON body).
 */
export function boundedFormBodies(): FastifyBodyParser<Buffer> {
  return (request, body, done) => {
    const violation = formShapeViolation(body, bodyLimitsOf(request));
    if (violation) {
      done(bodyShapeError(violation), undefined);
      return;
    }
    const parsed = parseQueryString(body.toString('utf8')) as Record<string, unknown>;
    if (Object.hasOwn(parsed, '__proto__')) {
      done(new BadRequestException('Object contains forbidden prototype property'), undefined);
      return;
    }
    done(null, parsed);
  };
}
