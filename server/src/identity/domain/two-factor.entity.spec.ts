import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { TwoFactorSecrets } from '../infrastructure/two-factor-secrets.js';
import { RecoveryCode, hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCode } from './recovery-code.entity.js';
import { TWO_FACTOR_LOCK_MINUTES, TWO_FACTOR_MAX_ATTEMPTS, UserTwoFactor } from './two-factor.entity.js';

const now = new Date('2026-11-28T08:00:00.000Z');

describe('Two-factor sign-in rules (docs/adr/0115-staff-two-factor-sign-in.md)', () => {
  it('locks the second step for 15 minutes after 5 wrong codes in a row; a right code starts the count again', () => {
    const factor = UserTwoFactor.pending('u1', 'cipher');
    for (let i = 0; i < TWO_FACTOR_MAX_ATTEMPTS - 1; i++) factor.recordFailure(now);
    expect(factor.lockedMinutes(now)).toBe(0);
    factor.recordSuccess(123);
    expect(factor.failedAttempts).toBe(0);
    expect(factor.lastTimeStep).toBe(123);
    for (let i = 0; i < TWO_FACTOR_MAX_ATTEMPTS; i++) factor.recordFailure(now);
    expect(factor.lockedMinutes(now)).toBe(TWO_FACTOR_LOCK_MINUTES);
    expect(factor.lockedMinutes(new Date(now.getTime() + 14 * 60_000 + 1))).toBe(1);
    expect(factor.lockedMinutes(new Date(now.getTime() + TWO_FACTOR_LOCK_MINUTES * 60_000))).toBe(0);
  });

  it('recovery codes: xxxxx-xxxxx without look-alikes, stored as salted argon2id, matched whatever the case, spaces or dashes typed', async () => {
    const codes = new Set(Array.from({ length: 200 }, () => newRecoveryCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const code = [...codes][0];
    const hash = await hashRecoveryCode(code);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hashRecoveryCode(code)).not.toBe(hash);
    expect(hash).not.toContain(code.replace('-', ''));
    const row = Object.assign(new RecoveryCode(), { codeHash: hash, prehashed: false });
    expect(await row.matches(code.toUpperCase().replace('-', ' '))).toBe(true);
    expect(await row.matches(newRecoveryCode())).toBe(false);
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('a code issued before argon2 (its SHA-256 wrapped in argon2id by the migration) still matches', async () => {
    const code = newRecoveryCode();
    const sha = createHash('sha256').update(code.replace('-', ''), 'utf8').digest('hex');
    const row = Object.assign(new RecoveryCode(), { codeHash: await argon2.hash(sha, { type: argon2.argon2id }), prehashed: true });
    expect(await row.matches(code)).toBe(true);
    expect(await row.matches(newRecoveryCode())).toBe(false);
  });

  it('secrets are encrypted with a fresh nonce each time and read back only with the same JWT secret', () => {
    const secrets = new TwoFactorSecrets(randomBytes(48).toString('base64url'));
    const a = secrets.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = secrets.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DP');
    expect(secrets.decrypt(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const other = new TwoFactorSecrets(randomBytes(48).toString('base64url'));
    expect(() => other.decrypt(a)).toThrow();
    expect(other.challengeKey).not.toBe(secrets.challengeKey);
  });
});
