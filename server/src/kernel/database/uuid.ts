const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string is a UUID (RFC 9562 text form, any version). Ids from a URL are checked with it before a
 * query, so that a malformed id is a 404 like an unknown one instead of PostgreSQL's "invalid input syntax".
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
