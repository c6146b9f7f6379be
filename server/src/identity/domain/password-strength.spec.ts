import { describe, it } from 'node:test';
import { expect } from 'expect';
import { Messages } from '@civic/contracts';
import { weakPasswordReason } from './password-strength.js';

describe('the password strength check', () => {
  it('refuses the easy passwords and takes the strong ones', () => {
    expect(weakPasswordReason('P@ssw0rd')).toBe(Messages.auth.passwordTooCommon);
    expect(weakPasswordReason('goa123456')).toBe(Messages.auth.passwordTooCommon);
    expect(weakPasswordReason('      ')).toBe(Messages.auth.passwordOnlySpaces);
    expect(weakPasswordReason('correct horse battery staple')).toBeNull();
  });

  it('checks the longest passwords in milliseconds: it runs on the event loop before a reset link is even read', () => {
    weakPasswordReason('warm the dictionaries up');
    for (const password of ['Pa$$w0rd!'.repeat(15).slice(0, 128), 'p4ssw0rd'.repeat(16), '$1'.repeat(64)]) {
      const started = performance.now();
      weakPasswordReason(password);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });
});
