import { Transform } from 'class-transformer';
import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';
import { formatMessage, MIN_PASSWORD_LENGTH, Messages } from '@civic/contracts';

/**
 * The request DTOs' shared field rules: transforms that clean a value before validation, and validators whose
 * message is the spec's sentence for what is wrong (one message per field, never class-validator's English).
 */

/** Longest accepted values (characters): names, phone, email (RFC 5321 path limit), password, tokens. */
export const FIELD_MAX = { name: 100, phone: 30, email: 254, password: 128, token: 200 } as const;

/**
 * The largest sort position (`order`) of a category, plan or testimonial either way: the column is a PostgreSQL
 * `integer` (up to 2,147,483,647), and a number past it would fail at the database instead of at the field.
 */
export const SORT_ORDER_BOUND = 1_000_000_000;

/** 'Please keep this under {n} characters.' */
export const tooLong = (n: number): string => formatMessage(Messages.support.textTooLong, { n });

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims a string field before validation (the spec: "values are trimmed"); other values pass unchanged. */
export const Trim = () => Transform(({ value }: { value: unknown }) => trimmed(value));

/** Trims and lowercases an email field before validation. */
export const TrimLower = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * Trims a string; an empty string or null becomes undefined, so that `@IsOptional()` treats a blank form field or
 * query parameter as absent.
 */
export const TrimToUndefined = () =>
  Transform(({ value }: { value: unknown }) => {
    const v = trimmed(value);
    return v === '' || v === null ? undefined : v;
  });

/** Blank or 'all' means no filter (list query strings). */
export const BlankIsAll = () =>
  Transform(({ value }: { value: unknown }) => {
    const v = trimmed(value);
    return v === '' || v === null || v === 'all' ? undefined : v;
  });

/** A query string's 'true' / 'false' as a boolean; blank is absent; anything else is left for the validator to refuse. */
export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value));

/** A non-blank string as a number (`Number`, so 'abc' is NaN and the validator refuses it); other values unchanged. */
export const ToNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));

/**
 * One class-validator constraint whose message depends on what is wrong, so that a field gets exactly one
 * message in the spec's words (`check` returns the message, or null when the value is valid).
 */
export function Rule(name: string, check: (value: unknown) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args?: { value: unknown }) => check(args?.value) ?? '',
    },
  });
}

/** A non-empty text (already trimmed) of at most `max` characters: `required` when empty, 'This value is too long' when longer. */
export function RequiredText(required: string, max: number = FIELD_MAX.name): PropertyDecorator {
  return Rule('requiredText', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    return value.length > max ? Messages.auth.valueTooLong : null;
  });
}

/**
 * A required text of at least `min` and at most `max` characters (already trimmed): `required` when empty,
 * `short` when shorter, 'Please keep this under {max} characters.' when longer.
 */
export function TextBetween(min: number, max: number, required: string, short: string): PropertyDecorator {
  return Rule('textBetween', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length < min) return short;
    return value.length > max ? tooLong(max) : null;
  });
}

/** An optional text: absent, or a string of at most `max` characters (`tooLongMessage` when longer). */
export function OptionalText(max: number, tooLongMessage: string = Messages.auth.valueTooLong): PropertyDecorator {
  return Rule('optionalText', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return Messages.common.validationFailed;
    return value.length > max ? tooLongMessage : null;
  });
}

/** A required email address (already trimmed): `required` when empty, `invalid` when not an address or too long. */
export function RequiredEmail(required: string, invalid: string = Messages.support.emailInvalid): PropertyDecorator {
  return Rule('requiredEmail', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length > FIELD_MAX.email || !isEmail(value)) return invalid;
    return null;
  });
}

/**
 * A required password of at least 6 characters (citizen spec section 9, admin spec section 5); never trimmed:
 * `required` when empty, `tooShort` when shorter.
 */
export function PasswordRule(required: string, tooShort: string = required): PropertyDecorator {
  return Rule('password', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length < MIN_PASSWORD_LENGTH) return tooShort;
    return value.length > FIELD_MAX.password ? Messages.auth.valueTooLong : null;
  });
}

/**
 * At most `max` characters when the value is a string; any other value passes (a type or presence check
 * on the same field reports it with the spec's message, without a second, misleading "too long").
 */
export function MaxText(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'maxText', constraints: [max], validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max } },
    options,
  );
}

/**
 * Every item of an array is a string of at most `max` characters; a value that is not an array passes
 * (the array check on the same field reports it).
 */
export function EachTextAtMost(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'eachTextAtMost',
      constraints: [max],
      validator: { validate: (value: unknown) => !Array.isArray(value) || value.every((item) => typeof item === 'string' && item.length <= max) },
    },
    options,
  );
}
