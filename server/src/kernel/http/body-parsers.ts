import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * The JSON body parser: Fastify's own (prototype and constructor poisoning refused, as by default), except that an
 * empty body sent as `application/json` is `{}`, as it was under Express's body-parser, instead of Fastify's 400: a
 * client that posts no body to an action (resend a link, sign out) with the JSON content type still reaches the
 * handler, whose validation then says what is missing in the spec's words.
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  };
}
