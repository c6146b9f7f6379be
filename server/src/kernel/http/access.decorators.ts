import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { AdminModule } from '@civic/contracts';

/** Who may call a route (DESIGN.md: every route declares it). Written to openapi.yaml as `x-access`. */
export type AccessRule =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'citizen' } | { kind: 'admin'; module: AdminModule | null } | { kind: 'superadmin' };

export const ACCESS_KEY = 'civic:access';

function access(rule: AccessRule) {
  const decorators = [SetMetadata(ACCESS_KEY, rule), ApiExtension('x-access', rule)];
  if (rule.kind !== 'public') decorators.push(ApiBearerAuth());
  return applyDecorators(...decorators);
}

/** Anyone, signed in or not. A valid token still identifies the caller. */
export const Public = () => access({ kind: 'public' });
/** Any signed-in, unblocked user. */
export const SignedIn = () => access({ kind: 'signed-in' });
/** Signed-in citizens only (role user): admins cannot file complaints or buy plans (citizen spec section 6). */
export const CitizenOnly = () => access({ kind: 'citizen' });
/** An admin holding the module, or a superadmin (admin spec section 6). `null`: any admin. */
export const AdminOnly = (module: AdminModule | null) => access({ kind: 'admin', module });
/** Superadmins only (admin spec section 6). */
export const SuperAdmin = () => access({ kind: 'superadmin' });

/** The signed-in caller as the guard loaded it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: 'user' | 'admin' | 'superadmin';
  adminModules: AdminModule[];
  name: string;
}

/** Injects the signed-in caller (undefined on a public route called without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
});
