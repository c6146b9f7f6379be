import { applyDecorators, createParamDecorator, Header, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { localeOfAcceptLanguage, type Locale } from '@civic/contracts';

/**
 * The language an answer is written in: the first language of the request's Accept-Language that the portal has
 * (`en`, `kok`, `mr`, `hi`; `gom` counts as Konkani), else English. The client sends the language the citizen chose.
 */
export const RequestLocale = createParamDecorator((_data: unknown, ctx: ExecutionContext): Locale => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return localeOfAcceptLanguage(request.headers['accept-language']);
});

/**
 * An answer written in the language of Accept-Language: documented as such, and marked `Vary: Accept-Language` so
 * that a shared cache or the browser keeps one copy per language.
 */
export const AnswersInRequestLanguage = () =>
  applyDecorators(
    Header('Vary', 'Accept-Language'),
    ApiHeader({
      name: 'Accept-Language',
      required: false,
      description:
        'The language of the texts: en, kok, mr or hi (gom = kok); the first one the portal has wins, else English. Field by field, a text missing in that language is English.',
    }),
  );
