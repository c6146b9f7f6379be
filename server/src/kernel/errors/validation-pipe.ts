import { type ArgumentMetadata, ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { ValidationError } from './domain-error.js';

function collect(errors: ClassValidatorError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = [...new Set(Object.values(error.constraints))];
    if (error.children?.length) collect(error.children, path, into);
  }
}

/**
 * C0 control characters except tab, line feed and carriage return (multi-line fields such as a complaint's description
 * or an Open311 request may come with CRLF line ends), and DEL. PostgreSQL refuses a NUL in text ('invalid byte sequence
 * for encoding "UTF8": 0x00') and the others have no place in a name, an address or a search.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * An unpaired UTF-16 surrogate, which JSON's `\\uD800` escape can carry into a string: in a Unicode-aware regular
 * expression a well-formed pair is one code point, so only a lone half matches. PostgreSQL refuses it in jsonb
 * ('invalid input syntax for type json') and validator's isEmail throws URIError on it: refused here, before either.
 */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/** The message for a string that a field cannot hold, or null when it is acceptable text. */
function textProblem(text: string): string | null {
  if (CONTROL_CHARACTERS.test(text)) return Messages.common.controlCharacters;
  if (UNPAIRED_SURROGATE.test(text)) return Messages.common.malformedText;
  return null;
}

/**
 * Only JSON-like values are walked: a Buffer (a raw webhook body), a stream or a file part is left alone. Fastify's query
 * parser (fast-querystring) makes its objects from a constructor whose prototype has no prototype: plain as well.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Adds `path` to `into` for every string (key or value) under `value` that holds a control character or an unpaired
 * surrogate.
 */
export function findControlCharacters(value: unknown, path: string, into: Record<string, string[]>, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) into[path || 'value'] = [problem];
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => findControlCharacters(item, path ? `${path}.${i}` : String(i), into, depth + 1));
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const problem = textProblem(key);
    if (problem) into[at] = [problem];
    else findControlCharacters(item, at, into, depth + 1);
  }
}

/** Whether the DTO property is documented nullable (`@ApiProperty({ nullable: true })`), the one mark of a field that takes null. */
function documentedNullable(instance: object, key: string): boolean {
  const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, instance, key) as { nullable?: boolean } | undefined;
  return meta?.nullable === true;
}

/**
 * Adds `path` to `into` for every explicit null under a transformed DTO whose property is not documented nullable.
 * class-validator's `@IsOptional()` lets null through as if the field were absent, so without this a null reaches a
 * NOT NULL column or a handler that calls a string method on it.
 */
export function findForbiddenNulls(value: unknown, path: string, into: Record<string, string[]>, depth = 0): void {
  if (depth > 32 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => findForbiddenNulls(item, `${path}.${i}`, into, depth + 1));
    return;
  }
  // Only DTO instances carry the documented schema; a free-form record (plain object) is the DTO's own business.
  if (isPlainObject(value) || Buffer.isBuffer(value) || value instanceof Date) return;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (item === null) {
      if (!documentedNullable(value, key)) into[at] = [Messages.common.nullNotAllowed];
    } else findForbiddenNulls(item, at, into, depth + 1);
  }
}

/**
 * The global validation pipe: whitelists DTO fields, converts query strings, and turns class-validator failures into
 * VALIDATION_FAILED with `details.fields` mapping each field to its messages. Before any DTO, every string of a body,
 * a query or a route parameter (nested ones, keys included) is refused with 'Must not contain control characters.'
 * when it holds one (see CONTROL_CHARACTERS), or 'Must be valid Unicode text.' when it holds an unpaired surrogate
 * (UNPAIRED_SURROGATE); after the DTO's own checks, an explicit null is refused with 'Must not be null.' wherever the
 * property is not documented `nullable: true`. These hold for every route, DTO or not.
 */
class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const fields: Record<string, string[]> = {};
    findControlCharacters(value, metadata.type === 'body' || !metadata.data ? '' : metadata.data, fields);
    if (Object.keys(fields).length) throw new ValidationError(fields);
    // A JSON body of `null` where a DTO is expected: class-validator would fail on it with a TypeError.
    if (metadata.type === 'body' && value === null && typeof metadata.metatype === 'function' && metadata.metatype.prototype !== undefined) {
      if (![Object, String, Number, Boolean, Array].includes(metadata.metatype as never)) throw new ValidationError({ body: [Messages.common.nullNotAllowed] });
    }
    const out: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body') {
      findForbiddenNulls(out, '', fields);
      if (Object.keys(fields).length) throw new ValidationError(fields);
    }
    return out;
  }
}

/** The pipe with the portal's options (see PortalValidationPipe). */
export function createValidationPipe(): ValidationPipe {
  return new PortalValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      return new ValidationError(fields);
    },
  });
}
