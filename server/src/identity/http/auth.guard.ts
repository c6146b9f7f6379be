import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, Messages, hasAdminModule } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError, ForbiddenError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import { isServiceUnavailable } from '../../kernel/errors/service-unavailable.js';
import { ACCESS_KEY, type AccessRule, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { JWT_STRATEGY } from '../infrastructure/jwt.strategy.js';

/**
 * The one global guard (STYLE.md, Guards; the Nest samples' passport-jwt with `@Public()`). Each route must declare
 * its rule with @Public, @SignedIn, @CitizenOnly, @AdminOnly(module) or @SuperAdmin; a route without one is refused.
 * A bearer token is authenticated by the passport-jwt strategy (JwtStrategy), which loads the account on every
 * call. On a public route a missing, invalid or stale token leaves the caller a visitor; elsewhere it is 401.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  private readonly logger = new Logger('AuthGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    if (!rule) {
      this.logger.error(`Route ${req.method} ${req.url.split('?')[0]} declares no access rule; refused.`);
      throw new ForbiddenError();
    }
    if (!req.headers.authorization) {
      if (rule.kind === 'public') return true;
      throw new UnauthorizedError(Messages.common.signInRequired);
    }
    try {
      await super.canActivate(context);
    } catch (error) {
      // A stale session on a public route is ignored: the caller is served as a visitor. A lost database is not a
      // stale session: it answers 503 everywhere, so that the caller keeps the session and tries again.
      if (rule.kind === 'public' && !isServiceUnavailable(error)) {
        req.user = undefined;
        return true;
      }
      throw error;
    }
    return this.allows(rule, req.user!);
  }

  /**
   * Passport's verdict: the strategy's own refusal (401 for a blocked, demoted or signed-out account, 404 for a deleted
   * one), or 401 for a token that is malformed, badly signed or expired (passport-jwt reports those as no user). Any
   * other error of the strategy is not about the token: a lost database (the session account not in the cache) goes
   * to the global filter, which answers 503 SERVICE_UNAVAILABLE, and a bug stays a 500. Neither signs the caller out.
   */
  override handleRequest<TUser = AuthenticatedUser>(err: unknown, user: TUser | false): TUser {
    if (err instanceof DomainError) throw err;
    if (err) throw err;
    if (!user) throw new UnauthorizedError(Messages.auth.sessionExpired);
    return user;
  }

  private allows(rule: AccessRule, user: AuthenticatedUser): boolean {
    switch (rule.kind) {
      case 'public':
      case 'signed-in':
        return true;
      case 'citizen':
        if (user.role !== 'user') throw new ForbiddenError(Messages.complaint.adminsCannotFile);
        return true;
      case 'admin':
        if (user.role !== 'admin' && user.role !== 'superadmin') throw new ForbiddenError();
        this.assertEnrolled(user);
        if (rule.module && !hasAdminModule(user.role, user.adminModules, rule.module)) throw new ForbiddenError();
        return true;
      case 'superadmin':
        if (user.role !== 'superadmin') throw new ForbiddenError(Messages.admin.admins.onlySuperadmins);
        this.assertEnrolled(user);
        return true;
    }
  }

  /**
   * REQUIRE_STAFF_2FA: a staff account without two-factor sign-in reaches the signed-in routes (its profile, the
   * enrolment) but no admin route: 403 TWO_FACTOR_ENROLMENT_REQUIRED, which the client answers by opening /profile.
   */
  private assertEnrolled(user: AuthenticatedUser): void {
    if (this.config.REQUIRE_STAFF_2FA && !user.twoFactorEnabled) {
      throw new DomainError(ErrorCode.TwoFactorEnrolmentRequired, Messages.twoFactor.enrolmentRequired);
    }
  }
}
