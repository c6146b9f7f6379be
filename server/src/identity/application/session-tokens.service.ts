import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../domain/user.entity.js';
import { toUserView, type SessionView } from './user.view.js';

/**
 * The JWT payload: user id and role (citizen spec section 3: "the token payload carries role"), plus `sv`, the
 * account's session version when the token was issued (a password change raises it; absent means 0).
 */
export interface JwtPayload {
  sub: string;
  role: string;
  sv?: number;
}

/** Issues bearer tokens: a JWT of { sub: user id, role, sv: session version }, lifetime JWT_EXPIRES_IN. */
@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

  /** A signed token for the user's current role and session version. */
  async issue(user: User): Promise<string> {
    const payload: JwtPayload = { sub: user.id, role: user.role, sv: user.sessionVersion };
    return this.jwt.signAsync(payload);
  }

  /** `{ token, user }`, the answer of every sign-in (citizen spec section 7). */
  async session(user: User): Promise<SessionView> {
    return { token: await this.issue(user), user: toUserView(user) };
  }
}
