import { applyDecorators, createParamDecorator, type ExecutionContext, Header, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { AdminModule, Locale } from '@civic/contracts';

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

/**
 * Cache-Control of a public list that admins can change (categories, plans): caches may keep it but must ask
 * again each time; the weak ETag computed over the body (`W/"..."`, @fastify/etag registered in bootstrap.ts) turns an unchanged list into a
 * 304 Not Modified without a body. docs/adr/0078-fastify-adapter-and-conditional-get.md.
 */
export const RevalidatedPublicList = () => Header('Cache-Control', 'public, no-cache');

/**
 * Cache-Control of a public list that only changes with a new release (the Goa geography in data/goa): one hour
 * in any cache, then revalidated with its ETag.
 */
export const StaticPublicList = () => Header('Cache-Control', 'public, max-age=3600');

/** The signed-in caller as the guard loaded it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: 'user' | 'admin' | 'superadmin';
  adminModules: AdminModule[];
  name: string;
  /** Two-factor sign-in is on for the account (REQUIRE_STAFF_2FA keeps staff without it on /profile). */
  twoFactorEnabled?: boolean;
  /** How the session was obtained (the token's `amr`: 'pwd' or 'google', then 'otp' for the second factor). */
  amr?: ('pwd' | 'google' | 'otp')[];
  /** The account's language (its emails, and the answers it reads: ReaderLocale). */
  locale?: Locale;
  /**
   * The session of the request's token: its id (the `sid` claim; absent in tokens issued before sessions had one), when
   * the token expires, and when the person signed in (`auth_time`; absent in older tokens). Logout revokes it.
   */
  session?: { id?: string; expiresAt: Date; authenticatedAt?: Date };
}

/** Injects the signed-in caller (undefined on a public route called without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
});
