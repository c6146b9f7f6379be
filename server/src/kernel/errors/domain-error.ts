import { ERROR_HTTP_STATUS, ErrorCode, Messages } from '@civic/contracts';

/**
 * A failure with a stable code from libs/contracts; the global filter maps the code to its HTTP status and
 * writes the envelope `{ error: { message, code, details } }` (DESIGN.md, HTTP conventions).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly status: number = ERROR_HTTP_STATUS[code],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string = Messages.common.notFound) {
    super(ErrorCode.NotFound, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = Messages.common.forbidden) {
    super(ErrorCode.Forbidden, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = Messages.common.signInRequired) {
    super(ErrorCode.Unauthorized, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: unknown) {
    super(ErrorCode.Conflict, message, details);
  }
}

/** A validation failure of one or more fields; `details` maps each field to its messages. */
export class ValidationError extends DomainError {
  constructor(fields: Record<string, string[]>, message?: string) {
    super(ErrorCode.ValidationFailed, message ?? Object.values(fields)[0]?.[0] ?? Messages.common.validationFailed, { fields });
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}
