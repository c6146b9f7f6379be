import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { ErrorCode, Messages, hasAdminModule } from '@civic/contracts';
import { DomainError, ForbiddenError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { JwtPayload } from '../application/session-tokens.service.js';
import { User } from '../domain/user.entity.js';
import { ACCESS_KEY, type AccessRule, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';

export type { JwtPayload };

/**
 * The one global guard (STYLE.md, Guards). Each route must declare its rule with @Public, @SignedIn,
 * @CitizenOnly, @AdminOnly(module) or @SuperAdmin; a route without one is refused. The user is loaded
 * on every call, so a deleted user gets NOT_FOUND, and a blocked or demoted user, or a token issued before the
 * last password change, is refused at once (401).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('AuthGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    if (!rule) {
      this.logger.error(`Route ${req.method} ${req.path} declares no access rule; refused.`);
      throw new ForbiddenError();
    }
    const token = this.bearer(req);
    if (!token) {
      if (rule.kind === 'public') return true;
      throw new UnauthorizedError(Messages.common.signInRequired);
    }
    let payload: JwtPayload;
    try {
      payload = await this.jwt.verifyAsync<JwtPayload>(token);
    } catch {
      if (rule.kind === 'public') return true;
      throw new UnauthorizedError(Messages.auth.sessionExpired);
    }
    const user = await this.users.findOne({ where: { id: payload.sub } });
    const refusal = this.sessionRefusal(user, payload);
    if (refusal) {
      // A stale session on a public route is ignored: the caller is served as a visitor.
      if (rule.kind === 'public') return true;
      throw refusal;
    }
    req.user = { id: user!.id, email: user!.email, role: user!.role, adminModules: user!.adminModules, name: user!.name };
    return this.allows(rule, req.user);
  }

  /** Why a validly signed token no longer identifies a usable account, or null when it does. */
  private sessionRefusal(user: User | null, payload: JwtPayload): DomainError | null {
    if (!user) return new DomainError(ErrorCode.NotFound, Messages.auth.accountNotFound);
    if (user.blocked) return new UnauthorizedError(Messages.auth.accountBlocked);
    if (user.role !== payload.role) return new UnauthorizedError(Messages.auth.roleChanged);
    if ((payload.sv ?? 0) !== user.sessionVersion) return new UnauthorizedError(Messages.auth.sessionExpired);
    return null;
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
        if (rule.module && !hasAdminModule(user.role, user.adminModules, rule.module)) throw new ForbiddenError();
        return true;
      case 'superadmin':
        if (user.role !== 'superadmin') throw new ForbiddenError(Messages.admin.admins.onlySuperadmins);
        return true;
    }
  }

  private bearer(req: Request): string | null {
    const header = req.headers.authorization;
    if (!header) return null;
    const [scheme, value] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && value ? value : null;
  }
}
