import { describe, it } from 'node:test';
import { expect } from 'expect';
import { redactSecrets } from './record-audit-entry.js';

describe('Audit entries never keep credentials', () => {
  it('redacts one-time links, tokens and passwords, keeping the rest', () => {
    expect(
      redactSecrets({
        userId: 'u1',
        verifyUrl: 'http://localhost:3000/verify-email?token=abc',
        link: 'http://x/reset-password?token=def',
        passwordHash: 'h',
        nested: { apiSecret: 's', keep: 1 },
        title: 'Pothole',
      }),
    ).toEqual({
      userId: 'u1',
      verifyUrl: '[redacted]',
      link: '[redacted]',
      passwordHash: '[redacted]',
      nested: { apiSecret: '[redacted]', keep: 1 },
      title: 'Pothole',
    });
  });
});
