import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { MIN_PASSWORD_LENGTH, Messages } from '@civic/contracts';

/** Longest accepted values (characters): names, phone, email (RFC 5321 path limit), password. */
export const FIELD_MAX = { name: 100, phone: 30, email: 254, password: 128, token: 200 } as const;

/** Trims a string field before validation. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** Trims and lowercases an email field before validation. */
export const TrimLower = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * One class-validator constraint whose message depends on what is wrong, so that a field gets exactly one
 * message in the spec's words (`check` returns the message, or null when the value is valid).
 */
function rule(name: string, check: (value: unknown) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args?: { value: unknown }) => check(args?.value) ?? '',
    },
  });
}

/** A non-empty text (after trimming) of at most `max` characters; `required` is the spec's message. */
export function RequiredText(required: string, max: number = FIELD_MAX.name): PropertyDecorator {
  return rule('requiredText', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    return value.length > max ? Messages.auth.valueTooLong : null;
  });
}

/** A required email address: `required` when empty, `invalid` when not an address. */
export function RequiredEmail(required: string, invalid: string = Messages.support.emailInvalid): PropertyDecorator {
  return rule('requiredEmail', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length > FIELD_MAX.email || !isEmail(value)) return invalid;
    return null;
  });
}

/** A required password of at least 6 characters (citizen spec section 9); not trimmed. */
export function PasswordRule(required: string, tooShort: string = required): PropertyDecorator {
  return rule('password', (value) => {
    if (typeof value !== 'string' || value.length === 0) return required;
    if (value.length < MIN_PASSWORD_LENGTH) return tooShort;
    return value.length > FIELD_MAX.password ? Messages.auth.valueTooLong : null;
  });
}

/** An optional text: absent, or a string of at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return rule('optionalText', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return Messages.common.validationFailed;
    return value.length > max ? Messages.auth.valueTooLong : null;
  });
}
