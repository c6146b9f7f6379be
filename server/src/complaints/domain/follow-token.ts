import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unfollow token of a follower's email (docs/adr/0149-following-a-complaint.md): the follower's account
 * id (16 bytes, base64url) and an HMAC-SHA256 of the complaint's public id and that account id under the server's
 * follow-link key. Nothing is stored: the key proves the server wrote it, and rotating the server's secret
 * invalidates every token. It names one complaint and one account, so it unfollows only that.
 */
export function unfollowToken(key: Buffer, complaintId: string, userId: string): string {
  const account = Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${account}.${mac(key, complaintId, userId)}`;
}

/** The account id a token was made for with this complaint, or null when it is malformed or was not made here. */
export function accountOfUnfollowToken(key: Buffer, complaintId: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const hex = Buffer.from(match[1], 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(mac(key, complaintId, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

function mac(key: Buffer, complaintId: string, userId: string): string {
  return createHmac('sha256', key).update(`unfollow\n${complaintId.toUpperCase()}\n${userId.toLowerCase()}`).digest('base64url');
}
