import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../domain/user.entity.js';
import { toUserView, type SessionView } from './user.view.js';

/**
 * How a session was obtained, carried in its token as `amr` (the claim of RFC 8176): the first factor, a password
 * (`pwd`) or Google's ID token (`google`), then `otp` once an authenticator or recovery code was given.
 */
export type AuthMethod = 'pwd' | 'google' | 'otp';

/**
 * The JWT payload: user id and role (citizen spec section 3: "the token payload carries role"), `sv`, the account's
 * session version when the token was issued (a password change or a two-factor change raises it; absent means 0),
 * `amr`, how the session was obtained (absent in tokens issued before it existed: read as a password alone), and `sid`,
 * the session's own id (a random UUID), which Logout revokes (absent in tokens issued before it existed), and
 * `auth_time`, when the person signed in (seconds since the epoch, as OpenID Connect Core 1.0 section 2 names it; absent
 * in tokens issued before it existed, read as long ago).
 */
export interface JwtPayload {
  sub: string;
  role: string;
  sv?: number;
  amr?: AuthMethod[];
  sid?: string;
  auth_time?: number;
}

/** The `amr` of a token as the guard reads it: a token without one was issued by a password alone. */
export function authMethodsOf(payload: Pick<JwtPayload, 'amr'>): AuthMethod[] {
  if (!Array.isArray(payload.amr)) return ['pwd'];
  return payload.amr.filter((m): m is AuthMethod => m === 'pwd' || m === 'google' || m === 'otp');
}

/** Whether a session proved the second factor (an authenticator or recovery code). */
export function hasSecondFactor(amr: readonly string[] | undefined): boolean {
  return !!amr && amr.includes('otp');
}

/**
 * The same first factor, with the second factor just proven: the session of an account that has turned two-factor
 * sign-in on or off with a code carries it from then on (docs/adr/0131-two-factor-bound-to-the-session.md).
 */
export function withSecondFactor(amr: readonly AuthMethod[]): AuthMethod[] {
  return [...amr.filter((m) => m !== 'otp'), 'otp'];
}

/** The session a token belongs to, as the guard read it (AuthenticatedUser.session). */
export interface OngoingSession {
  /** The token's `sid`; undefined for a token issued before sessions had one. */
  id?: string;
  /** The token's `exp`. */
  expiresAt: Date;
  /** The token's `auth_time`: when the person signed in; undefined for a token issued before tokens carried it. */
  authenticatedAt?: Date;
}

/**
 * Issues bearer tokens: a JWT of { sub: user id, role, sv: session version, amr, sid }, lifetime JWT_EXPIRES_IN. A
 * sign-in starts a session (a new `sid`, `auth_time` now); a fresh token given to a signed-in request (a saved profile)
 * continues the caller's session, with its `sid`, its `exp` and its `auth_time`, so that Logout with the newest token
 * also ends the copies of the older ones (docs/adr/0169-logout-ends-the-session-on-the-server.md), and a saved profile
 * does not make a session recent (docs/adr/0170-recent-sign-in-for-accounts-without-a-password.md).
 */
@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

  /** A signed token for the user's current role and session version, obtained by `amr`: a new session, or `ongoing`. */
  async issue(user: User, amr: readonly AuthMethod[], ongoing?: OngoingSession): Promise<string> {
    const authenticatedAt = ongoing ? ongoing.authenticatedAt : new Date();
    const payload: JwtPayload = { sub: user.id, role: user.role, sv: user.sessionVersion, amr: [...amr], sid: ongoing?.id ?? randomUUID() };
    if (authenticatedAt) payload.auth_time = Math.floor(authenticatedAt.getTime() / 1000);
    if (!ongoing?.id) return this.jwt.signAsync(payload);
    const secondsLeft = Math.max(1, Math.floor((ongoing.expiresAt.getTime() - Date.now()) / 1000));
    return this.jwt.signAsync(payload, { expiresIn: secondsLeft });
  }

  /** `{ token, user }`, the answer of every sign-in (citizen spec section 7), or of a change that continues `ongoing`. */
  async session(user: User, amr: readonly AuthMethod[], ongoing?: OngoingSession): Promise<SessionView> {
    return { token: await this.issue(user, amr, ongoing), user: toUserView(user) };
  }
}
