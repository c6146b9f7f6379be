import { describe, it } from 'node:test';
import { expect } from 'expect';
import { accountOfUnfollowToken, unfollowToken } from './follow-token.js';

const key = Buffer.alloc(32, 7);
const userId = '0b6c9d3e-5f1a-4e2b-9c7d-1a2b3c4d5e6f';

describe('The one-click unfollow token', () => {
  it('names the account it was made for, with this complaint and this key only', () => {
    const token = unfollowToken(key, 'GOA-2026-000123', userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(accountOfUnfollowToken(key, 'GOA-2026-000123', token)).toBe(userId);
    expect(accountOfUnfollowToken(key, 'goa-2026-000123', token)).toBe(userId);
    expect(accountOfUnfollowToken(key, 'GOA-2026-000124', token)).toBeNull();
    expect(accountOfUnfollowToken(Buffer.alloc(32, 8), 'GOA-2026-000123', token)).toBeNull();
  });

  it('refuses a token whose account part was changed, or that is malformed', () => {
    const token = unfollowToken(key, 'GOA-2026-000123', userId);
    const other = unfollowToken(key, 'GOA-2026-000123', '1b6c9d3e-5f1a-4e2b-9c7d-1a2b3c4d5e6f');
    expect(accountOfUnfollowToken(key, 'GOA-2026-000123', `${other.split('.')[0]}.${token.split('.')[1]}`)).toBeNull();
    for (const bad of ['', 'x', `${token}x`, token.replace('.', '-'), '../../etc']) expect(accountOfUnfollowToken(key, 'GOA-2026-000123', bad)).toBeNull();
  });
});
