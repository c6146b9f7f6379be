import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { authTokenExpiry, hashAuthToken, isAuthTokenUsable, issueAuthToken, looksLikeAuthToken, type StoredAuthToken } from './auth-token.rules.js';

const lifetimes = { verifyHours: 24, resetMinutes: 30 };
const now = new Date('2026-11-22T10:00:00.000Z');

describe('Email link tokens (citizen spec section 7: verify-email and reset-password links are single-use and expire)', () => {
  it('a token is 32 random bytes in base64url, and only its SHA-256 hex is stored', () => {
    const { token, hash } = issueAuthToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    expect(hashAuthToken(token)).toBe(hash);
  });

  it('two tokens never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => issueAuthToken().token));
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
    expect(looksLikeAuthToken(issueAuthToken().token)).toBe(true);
    expect(looksLikeAuthToken('')).toBe(false);
    expect(looksLikeAuthToken('short')).toBe(false);
    expect(looksLikeAuthToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeAuthToken("' OR 1=1 --".padEnd(43, 'x'))).toBe(false);
  });
});
