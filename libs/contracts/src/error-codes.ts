/** Stable error codes of the error envelope `{ error: { message, code, details } }` (DESIGN.md, HTTP conventions). */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  QuotaExceeded: 'QUOTA_EXCEEDED',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  PasswordNotSet: 'PASSWORD_NOT_SET',
  AccountBlocked: 'ACCOUNT_BLOCKED',
  InvalidToken: 'INVALID_TOKEN',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The request line and headers together exceed the server's bound (Node's max-http-header-size, 16 KB): 431. */
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
  /** The request's headers or body did not arrive within the server's timeouts: 408. */
  RequestTimeout: 'REQUEST_TIMEOUT',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  OutsideGoa: 'OUTSIDE_GOA',
  /** The upload call asked for is not the provider this server is configured with (or its keys are missing): the caller's error, 409. */
  UploadProviderNotConfigured: 'UPLOAD_PROVIDER_NOT_CONFIGURED',
  /** A photo URL that another account, response link or Open311 key uploaded (an upload belongs to who made it): 403. */
  UploadNotOwned: 'UPLOAD_NOT_OWNED',
  /** The reporter escalated (or the ladder climbed) less than 7 days ago: 409. */
  EscalationTooSoon: 'ESCALATION_TOO_SOON',
  /** The complaint is not past its due date, or has none: 409. */
  NotOverdue: 'NOT_OVERDUE',
  /** An Idempotency-Key already used by this user in the last 24 hours for a different request body: 422. */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** An Idempotency-Key whose first request is still being filed (a guard; filings of one user are serialised): 409. */
  IdempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
  /** The citizen already said 'Me too' on this complaint: 409. */
  AlreadySupported: 'ALREADY_SUPPORTED',
  /** 'Me too' on the citizen's own complaint: 409. */
  OwnComplaint: 'OWN_COMPLAINT',
  /** An authority's response link past its expiry or revoked by an admin: 410. */
  ResponseLinkExpired: 'RESPONSE_LINK_EXPIRED',
  /** Password accepted; the account has two-factor sign-in: POST /api/auth/login/2fa with `details.challenge` and a code (401). */
  TwoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** A staff account without two-factor sign-in while REQUIRE_STAFF_2FA is on: only /profile (enrolment) is open (403). */
  TwoFactorEnrolmentRequired: 'TWO_FACTOR_ENROLMENT_REQUIRED',
  /** A wrong, used or expired authenticator or recovery code (400). */
  InvalidTwoFactorCode: 'INVALID_TWO_FACTOR_CODE',
  /**
   * An account without a password (Google sign-in) makes a change that a stolen session alone must not make (a new
   * email, a password, two-factor sign-in) only within minutes of signing in: sign in again first (403).
   */
  RecentSignInRequired: 'RECENT_SIGN_IN_REQUIRED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  InternalError: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status of each code. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 403,
  EMAIL_NOT_VERIFIED: 403,
  PASSWORD_NOT_SET: 400,
  ACCOUNT_BLOCKED: 403,
  INVALID_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  OUTSIDE_GOA: 400,
  UPLOAD_PROVIDER_NOT_CONFIGURED: 409,
  UPLOAD_NOT_OWNED: 403,
  ESCALATION_TOO_SOON: 409,
  NOT_OVERDUE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  ALREADY_SUPPORTED: 409,
  OWN_COMPLAINT: 409,
  RESPONSE_LINK_EXPIRED: 410,
  TWO_FACTOR_REQUIRED: 401,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  INVALID_TWO_FACTOR_CODE: 400,
  RECENT_SIGN_IN_REQUIRED: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The envelope every failed API call returns. */
export interface ErrorEnvelope {
  error: { message: string; code: ErrorCode | string; details?: unknown };
}

/** The code of an HTTP status whose body carries none (the server always sends one; proxies may not). */
export const ERROR_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  408: ErrorCode.RequestTimeout,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
  431: ErrorCode.HeadersTooLarge,
  503: ErrorCode.ServiceUnavailable,
};
