/**
 * A GeoReport v2 error: the HTTP status is also the error's `code` in the errors document, as in the
 * specification's examples (400 a bad or missing argument, 403 a missing or invalid api_key, 404 an unknown
 * service, request, token or jurisdiction, 429 too many calls with one key).
 */
export class Open311Error extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 429,
    readonly description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = 'Open311Error';
  }
}
