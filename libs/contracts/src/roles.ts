/** User roles (citizen spec section 3). An admin check passes for admin or superadmin (admin spec section 6). */
export const Role = { User: 'user', Admin: 'admin', Superadmin: 'superadmin' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

export function isAdminRole(role: string | undefined | null): boolean {
  return role === Role.Admin || role === Role.Superadmin;
}
