import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
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

/**
 * Counts requests per signed-in account instead of per IP (falls back to the IP when no one is signed in). Many
 * Indian mobile networks put thousands of phones behind one carrier-grade NAT address, so a per-IP limit on a
 * signed-in action would let one citizen's retries refuse another's. The global AuthGuard has set `req.user`
 * before this guard runs.
 */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const user = req.user as { id?: string } | undefined;
    return user?.id ? Promise.resolve(`account:${user.id}`) : super.getTracker(req);
  }
}

/**
 * Limits a signed-in route to RATE_LIMIT_PER_MINUTE requests per 60 s per account and per route (Redis counters
 * shared by every API process); over the limit, 429 RATE_LIMITED with Retry-After like `@RateLimited()`. For the
 * payment calls (create-order, create-subscription, verify, verify-subscription, sandbox checkout): each one calls
 * the payment provider or takes a row lock, so a client looping on them is stopped early. Written to openapi.yaml
 * as `x-rate-limited: 'account'`.
 */
export const RateLimitedPerAccount = () =>
  applyDecorators(
    UseGuards(AccountThrottlerGuard),
    ApiExtension('x-rate-limited', 'account'),
    ApiTooManyRequestsResponse({
      description: `RATE_LIMITED: '${Messages.common.tooManyRequests}'. Limit: RATE_LIMIT_PER_MINUTE requests per minute per account.`,
      headers: { 'Retry-After': { description: 'Seconds until the next request is accepted', schema: { type: 'integer', example: 42 } } },
    }),
  );

/**
 * Counts requests per `:token` path parameter (an emailed link such as an authority's response link) instead of per
 * IP: an officer's office shares one address with many colleagues, while one leaked link must not be hammered.
 */
@Injectable()
export class TokenThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const token = (req.params as { token?: string } | undefined)?.token;
    return token ? Promise.resolve(`token:${token}`) : super.getTracker(req);
  }
}

/**
 * Limits a route with a `:token` parameter to RATE_LIMIT_PER_MINUTE requests per 60 s per token and route (Redis
 * counters shared by every API process); over the limit, 429 RATE_LIMITED with Retry-After like `@RateLimited()`.
 * Written to openapi.yaml as `x-rate-limited: 'token'`.
 */
export const RateLimitedPerToken = () =>
  applyDecorators(
    UseGuards(TokenThrottlerGuard),
    ApiExtension('x-rate-limited', 'token'),
    ApiTooManyRequestsResponse({
      description: `RATE_LIMITED: '${Messages.common.tooManyRequests}'. Limit: RATE_LIMIT_PER_MINUTE requests per minute per link.`,
      headers: { 'Retry-After': { description: 'Seconds until the next request is accepted', schema: { type: 'integer', example: 42 } } },
    }),
  );
