import { ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';
import { ValidationError } from './domain-error.js';

function collect(errors: ClassValidatorError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = [...new Set(Object.values(error.constraints))];
    if (error.children?.length) collect(error.children, path, into);
  }
}

/**
 * The global validation pipe: whitelists DTO fields, converts query strings, and turns class-validator
 * failures into VALIDATION_FAILED with `details.fields` mapping each field to its messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
