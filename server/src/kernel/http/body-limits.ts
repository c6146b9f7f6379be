import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExtension, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@civic/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { BodyShape, ShapeViolation } from './json-shape.js';

/**
 * How large and how complex a route's request body may be (JSON and form-encoded bodies; multipart uploads keep the
 * limits of their interceptors). docs/adr/0127-body-limits-per-route.md.
 */
export interface BodyLimits extends BodyShape {
  /** Largest body in bytes, as sent (counted while it arrives): more is 413 PAYLOAD_TOO_LARGE before it is all read. */
  bytes: number;
}

/**
 * The limits routes declare. Sizes come from the largest legitimate body of each kind, with every character of its
 * longest texts escaped as `\uXXXX` (6 bytes, as Python's json.dumps sends Devanagari by default):
 * - `form`, every route that declares nothing: sign-in and every other form. The largest is a Google credential
 *   (8,192 characters) or a 2,000-character admin note (12 KB escaped).
 * - `longText`: forms with a 5,000-character text (a complaint's description, a support message or ticket notes, an
 *   authority's answer, an Open311 request: 5,000 × 6 bytes + 5 photo URLs of 2,048 = 41 KB), category and plan
 *   translations in three languages, PDF template texts (10,320 characters in all, 62 KB escaped).
 * - `emailTemplate`: 100,000 characters of HTML and 50,000 of text (900 KB escaped).
 * - `spreadsheet`: the routing template, an .xlsx of at most about 11 MB sent as base64 in one string.
 * - `razorpayWebhook`: Razorpay's event payloads (a few KB, nested entities and notes).
 * - `whatsappWebhook`, `whatsappSimulator`: Meta's WhatsApp deliveries; the simulator's message with a base64 photo.
 * The shape bounds are far above what the forms send (a few levels, at most a few hundred values): a body of `[{},{}…]`
 * within the size limit is refused by them.
 */
export const BODY_LIMITS = {
  form: { bytes: 16 * 1024, depth: 8, values: 512, items: 256 },
  longText: { bytes: 64 * 1024, depth: 8, values: 1024, items: 256 },
  emailTemplate: { bytes: 1024 * 1024, depth: 8, values: 512, items: 256 },
  spreadsheet: { bytes: 15 * 1024 * 1024, depth: 4, values: 64, items: 32 },
  razorpayWebhook: { bytes: 1024 * 1024, depth: 16, values: 8192, items: 1024 },
  /** Meta's WhatsApp webhook deliveries (a few KB: a message or a batch of statuses; docs/adr/0151-whatsapp-channel.md). */
  whatsappWebhook: { bytes: 256 * 1024, depth: 16, values: 4096, items: 256 },
  /** The WhatsApp simulator's messages: a photo of at most 10 MB as base64 (13.4 MB) in one string. */
  whatsappSimulator: { bytes: 14 * 1024 * 1024, depth: 4, values: 32, items: 16 },
} as const satisfies Record<string, BodyLimits>;

/** The limits of a route that declares none (and of a request no route matches). */
export const DEFAULT_BODY_LIMITS: BodyLimits = BODY_LIMITS.form;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limits a route declared with @BodyLimit (Nest passes them to Fastify as the route's config). */
    bodyLimits?: BodyLimits;
  }
}

/** `4 KB`, `1 MB`: a byte count as the docs say it. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Declares the body limits of a route that takes more than a form (DEFAULT_BODY_LIMITS applies to every other route):
 * Fastify counts the bytes against `bytes` as they arrive (its per-route `bodyLimit`, set by registerBodyLimits), and
 * the JSON and form parsers check the shape on the raw bytes before parsing. Written to openapi.yaml as
 * `x-body-limits` and a 413 answer that also states the shape bounds (the route's own 400 descriptions stay).
 */
export const BodyLimit = (limits: BodyLimits) =>
  applyDecorators(
    RouteConfig({ bodyLimits: limits }),
    ApiExtension('x-body-limits', limits),
    ApiPayloadTooLargeResponse({
      description:
        `PAYLOAD_TOO_LARGE: a body over ${limits.bytes} bytes (${formatBytes(limits.bytes)}), details.maxBytes. A JSON body nested more than ${limits.depth} deep, ` +
        `holding more than ${limits.values} values, or with an object or array of more than ${limits.items} members is 400 BAD_REQUEST (details.rule, details.max).`,
    }),
  );

/**
 * Gives every route registered from now on its byte limit, the declared one or DEFAULT_BODY_LIMITS (an onRoute hook:
 * Fastify then applies it to every buffered content type while the body streams in, and answers 413 as soon as the
 * Content-Length or the bytes received pass it). Call it before the routes are registered (before `app.init()`).
 */
export function registerBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= (route.config?.bodyLimits ?? DEFAULT_BODY_LIMITS).bytes;
  });
}

/** The limits of the route a request matched. */
export function bodyLimitsOf(request: FastifyRequest): BodyLimits {
  return request.routeOptions?.config?.bodyLimits ?? DEFAULT_BODY_LIMITS;
}

const SHAPE_MESSAGES: Record<ShapeViolation['rule'], (max: number) => string> = {
  depth: (max) => `The request body is nested too deeply: at most ${max} levels of objects and lists`,
  values: (max) => `The request body holds too many values: at most ${max}`,
  items: (max) => `An object or list in the request body holds too many entries: at most ${max}`,
};

/** 400 BAD_REQUEST for a body over a shape bound; `details` names the bound (`rule`) and its value (`max`). */
export function bodyShapeError(violation: ShapeViolation): DomainError {
  return new DomainError(ErrorCode.BadRequest, SHAPE_MESSAGES[violation.rule](violation.max), { rule: violation.rule, max: violation.max });
}
