import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { authTokenExpiry, deriveAuthToken, hashAuthToken, isAuthTokenUsable, looksLikeAuthToken, type StoredAuthToken } from './auth-token.rules.js';

const linkKey = randomBytes(32);
const issue = () => deriveAuthToken(linkKey, randomUUID());

const lifetimes = { verifyHours: 24, resetMinutes: 30 };
const now = new Date('2026-11-22T10:00:00.000Z');

describe('Email link tokens (citizen spec section 7: verify-email and reset-password links are single-use and expire)', () => {
  it('a token is 32 bytes in base64url (HMAC-SHA256 of the link id under the link key), and only its SHA-256 hex is stored', () => {
    const id = randomUUID();
    const { token, hash } = deriveAuthToken(linkKey, id);
    expect(deriveAuthToken(linkKey, id).token).toBe(token);
    expect(deriveAuthToken(randomBytes(32), id).token).not.toBe(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    expect(hashAuthToken(token)).toBe(hash);
  });

  it('two links never share a token', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => issue().token));
    expect(tokens.size).toBe(200);
  });

  it('a verification link lives VERIFY_TOKEN_TTL_HOURS hours, a reset link RESET_TOKEN_TTL_MINUTES minutes', () => {
    expect(authTokenExpiry('verify_email', now, lifetimes).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(authTokenExpiry('reset_password', now, lifetimes).toISOString()).toBe('2026-11-22T10:30:00.000Z');
    expect(authTokenExpiry('reset_password', now, { verifyHours: 1, resetMinutes: 5 }).toISOString()).toBe('2026-11-22T10:05:00.000Z');
  });

  describe('a stored link is usable only when unused, unexpired, for its purpose and for the current address', () => {
    const stored: StoredAuthToken = { purpose: 'reset_password', expiresAt: new Date('2026-11-22T10:30:00.000Z'), usedAt: null, email: 'asha@example.in' };

    it('is usable before its expiry', () => {
      expect(isAuthTokenUsable(stored, 'reset_password', 'asha@example.in', new Date('2026-11-22T10:29:59.999Z'))).toBe(true);
    });
    it('is expired at and after its expiry instant', () => {
      expect(isAuthTokenUsable(stored, 'reset_password', 'asha@example.in', new Date('2026-11-22T10:30:00.000Z'))).toBe(false);
      expect(isAuthTokenUsable(stored, 'reset_password', 'asha@example.in', new Date('2026-11-23T00:00:00.000Z'))).toBe(false);
    });
    it('is single-use', () => {
      expect(isAuthTokenUsable({ ...stored, usedAt: now }, 'reset_password', 'asha@example.in', now)).toBe(false);
    });
    it('a reset link cannot verify an email, nor the reverse', () => {
      expect(isAuthTokenUsable(stored, 'verify_email', 'asha@example.in', now)).toBe(false);
      expect(isAuthTokenUsable({ ...stored, purpose: 'verify_email' }, 'reset_password', 'asha@example.in', now)).toBe(false);
    });
    it('a link sent to a former address is refused; the address compares case-insensitively', () => {
      expect(isAuthTokenUsable(stored, 'reset_password', 'new-address@example.in', now)).toBe(false);
      expect(isAuthTokenUsable(stored, 'reset_password', 'Asha@Example.IN', now)).toBe(true);
    });
  });

  it('refuses values that cannot be a token before any lookup', () => {
    expect(looksLikeAuthToken(issue().token)).toBe(true);
    expect(looksLikeAuthToken('')).toBe(false);
    expect(looksLikeAuthToken('short')).toBe(false);
    expect(looksLikeAuthToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeAuthToken("' OR 1=1 --".padEnd(43, 'x'))).toBe(false);
  });
});
