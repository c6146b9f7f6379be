import { type AdminModule, hasAdminModule } from '@civic/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { useGetClientConfigQuery } from '../api';
import { selectAdminModules, selectIsAdmin, selectIsSignedIn, selectRole, selectStaffWithoutTwoFactor } from '../features/auth/session.slice';
import { LoginPrompt, NotAuthorised } from './guards';
import { useAppSelector } from './hooks';

/*
 * The guards of the admin area (admin spec section 2), beside ./guards.tsx's: only ./admin-routes.tsx uses them, so
 * they load with the admin area and not with the first screen.
 */

/**
 * Every /admin route: visitors get the login prompt, signed-in non-admins a not-authorised notice. With
 * REQUIRE_STAFF_2FA on, a staff account without two-factor sign-in goes to /profile to enrol (the server refuses its
 * admin calls with TWO_FACTOR_ENROLMENT_REQUIRED anyway; docs/adr/0115-staff-two-factor-sign-in.md).
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const withoutTwoFactor = useAppSelector(selectStaffWithoutTwoFactor);
  const required = useGetClientConfigQuery().data?.requireStaffTwoFactor === true;
  if (!signedIn) return <LoginPrompt />;
  if (!isAdmin) return <NotAuthorised />;
  if (required && withoutTwoFactor) return <Navigate to="/profile" replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * An admin page guarded by a module (admin spec section 2): a superadmin or an admin holding the
 * module; `superadminOnly` pages show 'Only super admins can access this page.' to others.
 */
export function RequireAdminAccess({ module, superadminOnly, children }: { module: AdminModule | null; superadminOnly?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('messages');
  const role = useAppSelector(selectRole);
  const modules = useAppSelector(selectAdminModules);
  if (superadminOnly && role !== 'superadmin') return <NotAuthorised message={t('admin.admins.onlySuperadmins')} />;
  if (module && !hasAdminModule(role, modules, module)) return <NotAuthorised />;
  return <>{children ?? <Outlet />}</>;
}
