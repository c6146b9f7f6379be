import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { formatMessage, Messages, SUPPORT_TEXT_MAX } from '@civic/contracts';

/** Trims a string field before validation (citizen spec section 5: "values are trimmed"). */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** 'Please keep this under {n} characters.' */
export const tooLong = (n: number) => formatMessage(Messages.support.textTooLong, { n });

/**
 * One class-validator constraint whose message depends on what is wrong, so that a field gets exactly one message
 * in the spec's words (`check` returns the message, or null when the value is valid).
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

/** A required text of at least `min` and at most `max` characters (already trimmed): `required` when empty, `short` when shorter. */
export function TextBetween(min: number, max: number, required: string, short: string): PropertyDecorator {
  return Rule('textBetween', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length < min) return short;
    return value.length > max ? tooLong(max) : null;
  });
}

/** A required email address (already trimmed): `required` when empty, 'That email address looks incorrect.' otherwise. */
export function RequiredEmail(required: string): PropertyDecorator {
  return Rule('requiredEmail', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length > SUPPORT_TEXT_MAX.email || !isEmail(value)) return Messages.support.emailInvalid;
    return null;
  });
}

/** An optional text of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return Rule('optionalText', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return Messages.common.validationFailed;
    return value.length > max ? tooLong(max) : null;
  });
}

/** Blank or 'all' means no filter (list query strings). */
export const BlankIsAll = () =>
  Transform(({ value }: { value: unknown }) => {
    const v = typeof value === 'string' ? value.trim() : value;
    return v === '' || v === null || v === 'all' ? undefined : v;
  });
