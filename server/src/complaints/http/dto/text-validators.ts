import { ValidateBy, type ValidationOptions } from 'class-validator';

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
