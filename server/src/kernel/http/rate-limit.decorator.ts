import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiExtension, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Messages } from '@civic/contracts';

/** Length of the rate-limit window in milliseconds: RATE_LIMIT_PER_MINUTE requests per 60 s. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Limits a route to RATE_LIMIT_PER_MINUTE requests per 60 s per client IP (counted per route, in Redis so
 * that every API process shares the counters). Over the limit: 429 RATE_LIMITED with a Retry-After header in
 * seconds (citizen spec section 8: 'Too many requests. Try again in {n} seconds.'). Put it on forms a visitor
 * can repeat: login, signup, forgot-password, request-verification, contact, volunteer, complaint filing.
 * Written to openapi.yaml as `x-rate-limited: true`.
 */
export const RateLimited = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiExtension('x-rate-limited', true),
    ApiTooManyRequestsResponse({
      description: `RATE_LIMITED: '${Messages.common.tooManyRequests}'. Limit: RATE_LIMIT_PER_MINUTE requests per minute per IP.`,
      headers: { 'Retry-After': { description: 'Seconds until the next request is accepted', schema: { type: 'integer', example: 42 } } },
    }),
  );
