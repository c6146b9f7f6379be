import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a caller gave equals the expected one, in the same time whatever they share: both are hashed to
 * SHA-256 first, so that neither their common prefix nor their lengths show in the time taken (a `===` stops at the
 * first difference).
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
