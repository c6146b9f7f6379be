import { type AdminModule, Messages, hasAdminModule } from '@civic/contracts';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Notice } from '../components/ui/page';
import { selectAdminModules, selectIsAdmin, selectIsSignedIn, selectRole } from '../features/auth/session.slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { openAuthModal } from './ui.slice';

/** Shown to non-admins on admin pages and to admins without the page's module. */
export const NOT_AUTHORISED_MESSAGE = 'You are not authorised to view this page.';

/** 'Please log in to continue.' with a Log in button that opens the login modal (citizen spec section 2). */
export function LoginPrompt() {
  const dispatch = useAppDispatch();
  return (
    <Notice message={Messages.common.loginPrompt}>
      <button type="button" className="btn btn-primary" onClick={() => dispatch(openAuthModal('login'))}>
        Log in
      </button>
    </Notice>
  );
}

export function NotAuthorised({ message = NOT_AUTHORISED_MESSAGE }: { message?: string }) {
  return (
    <Notice tone="warning" message={message}>
      <Link to="/" className="btn btn-secondary">
        Go Home
      </Link>
    </Notice>
  );
}

/** A signed-in route: visitors get the login prompt. */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <LoginPrompt />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * A citizen route that admins are pointed away from (/complaint, /billing): visitors get the login
 * prompt, admins the given message with a link to their admin page.
 */
export function RequireCitizen({
  adminMessage,
  adminLink,
  adminLinkLabel,
  children,
}: {
  adminMessage: string;
  adminLink: string;
  adminLinkLabel: string;
  children?: ReactNode;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!signedIn) return <LoginPrompt />;
  if (isAdmin) {
    return (
      <Notice tone="warning" message={adminMessage}>
        <Link to={adminLink} className="btn btn-primary">
          {adminLinkLabel}
        </Link>
      </Notice>
    );
  }
  return <>{children ?? <Outlet />}</>;
}

/** Every /admin route: visitors get the login prompt, signed-in non-admins a not-authorised notice. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!signedIn) return <LoginPrompt />;
  if (!isAdmin) return <NotAuthorised />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * An admin page guarded by a module (admin spec section 2): a superadmin or an admin holding the
 * module; `superadminOnly` pages show 'Only super admins can access this page.' to others.
 */
export function RequireAdminAccess({ module, superadminOnly, children }: { module: AdminModule | null; superadminOnly?: boolean; children?: ReactNode }) {
  const role = useAppSelector(selectRole);
  const modules = useAppSelector(selectAdminModules);
  if (superadminOnly && role !== 'superadmin') return <NotAuthorised message={Messages.admin.admins.onlySuperadmins} />;
  if (module && !hasAdminModule(role, modules, module)) return <NotAuthorised />;
  return <>{children ?? <Outlet />}</>;
}
