import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';

/** A response body's type: a DTO class, or `[Dto]` for an array of them. */
export type AnswerBody = Type<unknown> | [Type<unknown>];

/**
 * The answers a route documents in openapi.yaml, one key per HTTP status: `ok` (200) and `created` (201) name the
 * body's DTO; the refusals (400, 403, 404, 409) carry the description that tells the error code and the spec's
 * message word for word, e.g. `notFound: "NOT_FOUND: 'Plan not found'"`.
 */
export interface AnswerSet {
  /** 200 with this body. */
  ok?: AnswerBody;
  /** 201 with this body. */
  created?: AnswerBody;
  /** 400: the VALIDATION_FAILED (or other 400) cases and their messages. */
  badRequest?: string;
  /** 403: who is refused and why. */
  forbidden?: string;
  /** 404: what is not found, with the message. */
  notFound?: string;
  /** 409: the conflict and its message. */
  conflict?: string;
}

/**
 * Documents a route's answers in one decorator instead of one `@Api…Response` per status (the header
 * block every controller repeated). The Swagger output is exactly that of the separate decorators, so the
 * generated client and openapi.yaml do not move: `@Answers({ ok: PlanResponse, notFound: "NOT_FOUND: '…'" })`.
 */
export function Answers(answers: AnswerSet): MethodDecorator & ClassDecorator {
  const decorators: Array<MethodDecorator & ClassDecorator> = [];
  if (answers.ok) decorators.push(ApiOkResponse({ type: answers.ok }));
  if (answers.created) decorators.push(ApiCreatedResponse({ type: answers.created }));
  if (answers.badRequest !== undefined) decorators.push(ApiBadRequestResponse({ description: answers.badRequest }));
  if (answers.forbidden !== undefined) decorators.push(ApiForbiddenResponse({ description: answers.forbidden }));
  if (answers.notFound !== undefined) decorators.push(ApiNotFoundResponse({ description: answers.notFound }));
  if (answers.conflict !== undefined) decorators.push(ApiConflictResponse({ description: answers.conflict }));
  return applyDecorators(...decorators);
}
