/** User roles (citizen spec section 3). An admin check passes for admin or superadmin (admin spec section 6). */
export const Role = { User: 'user', Admin: 'admin', Superadmin: 'superadmin' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

export function isAdminRole(role: string | undefined | null): boolean {
  return role === Role.Admin || role === Role.Superadmin;
}

/**
 * The name the server gives the first superadmin it creates (no person typed it): pages show the role's name in the
 * reader's language in its place.
 */
export const SEEDED_SUPERADMIN_NAME = { firstName: 'Super', lastName: 'Admin' } as const;

/** Whether an account still has the name the server gave the first superadmin. */
export function hasSeededSuperadminName(user: { role?: string | null; firstName?: string | null; lastName?: string | null }): boolean {
  return user.role === Role.Superadmin && user.firstName === SEEDED_SUPERADMIN_NAME.firstName && user.lastName === SEEDED_SUPERADMIN_NAME.lastName;
}
