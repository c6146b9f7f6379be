import { createParamDecorator, Header, type ExecutionContext } from '@nestjs/common';
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
 * An answer written in the language of Accept-Language, marked `Vary: Accept-Language` so that a shared cache or the
 * browser keeps one copy per language. (Accept-Language is a header every browser sends, so it is said in the
 * operation's description rather than declared as a parameter, which would make the generated client ask for it.)
 */
export const AnswersInRequestLanguage = () => Header('Vary', 'Accept-Language');

/**
 * The language of the person reading an answer: a signed-in caller's account language (the language switcher saves
 * it on the profile, and sign-in brings the page to it, so it is the language their pages are in), else the request's
 * Accept-Language as RequestLocale reads it. For answers that carry a complaint, a plan or a place.
 */
export const ReaderLocale = createParamDecorator((_data: unknown, ctx: ExecutionContext): Locale => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest & { user?: { locale?: Locale } }>();
  return request.user?.locale ?? localeOfAcceptLanguage(request.headers['accept-language']);
});
