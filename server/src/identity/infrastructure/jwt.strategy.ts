import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { authMethodsOf, hasSecondFactor, type JwtPayload } from '../application/session-tokens.service.js';
import type { UserAccountsService } from '../application/user-accounts.service.js';
import { isUuid } from '../../kernel/database/uuid.js';

/** The name the global guard authenticates with. */
export const JWT_STRATEGY = 'jwt';

/**
 * The passport-jwt strategy (@nestjs/passport, as the Nest samples' auth): the bearer token of the Authorization
 * header, signed with the JWT secret (HS256), carrying an `exp` and not expired. `validate` then loads the account on every request, so
 * that a deleted account gets NOT_FOUND and a blocked or demoted one, or a token issued before the last password
 * change (session version `sv`), is refused at once with 401 (docs/adr/0010-sessions-end-when-password-changes.md).
 * An account with two-factor sign-in accepts only a token whose `amr` holds the second factor: a session obtained
 * by the password alone before enrolment, or issued before `amr` existed, is refused with the same 401
 * (docs/adr/0131-two-factor-bound-to-the-session.md). A token whose session was ended by Logout (its `sid` among the
 * account's revoked sessions) is refused with the same 401 (docs/adr/0169-logout-ends-the-session-on-the-server.md).
 * The account comes from UserAccountsService.sessionAccount, cached until the users table or the revoked sessions
 * change. Built by a factory in IdentityModule, since the secret may come from the database.
 */
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    secret: string,
    private readonly accounts: UserAccountsService,
  ) {
    // A KeyObject, made once: given the string, jsonwebtoken tries createPublicKey() on it (and fails) on every
    // request before making the same secret key (a CPU profile showed it).
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as string,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: JwtPayload & { exp?: unknown }): Promise<AuthenticatedUser> {
    // jsonwebtoken checks `exp` only when present: a signed token without one would never expire.
    if (typeof payload.exp !== 'number') throw new UnauthorizedError(Messages.auth.sessionExpired);
    const user = await this.accounts.sessionAccount(payload.sub);
    if (!user) throw new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
    if (user.blocked) throw new UnauthorizedError(Messages.auth.accountBlocked);
    if (user.role !== payload.role) throw new UnauthorizedError(Messages.auth.roleChanged);
    if ((payload.sv ?? 0) !== user.sessionVersion) throw new UnauthorizedError(Messages.auth.sessionExpired);
    // Only this server signs tokens, with a UUID; anything else is treated as a token without a session id.
    const sessionId = typeof payload.sid === 'string' && isUuid(payload.sid) ? payload.sid : undefined;
    if (sessionId !== undefined && user.revokedSessions.includes(sessionId)) throw new UnauthorizedError(Messages.auth.sessionExpired);
    const amr = authMethodsOf(payload);
    if (user.twoFactorEnabled && !hasSecondFactor(amr)) throw new UnauthorizedError(Messages.auth.sessionExpired);
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      adminModules: user.adminModules,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
      amr,
      locale: user.locale,
      session: {
        id: sessionId,
        expiresAt: new Date(payload.exp * 1000),
        authenticatedAt: typeof payload.auth_time === 'number' ? new Date(payload.auth_time * 1000) : undefined,
      },
    };
  }
}
