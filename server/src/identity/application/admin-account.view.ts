import type { AdminModule } from '@civic/contracts';
import type { User } from '../domain/user.entity.js';

/** An admin account as Admin Management shows it (admin spec section 3, "Admin user"). */
export interface AdminAccount {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'superadmin';
  adminModules: AdminModule[];
  /** Two-factor sign-in is on (a superadmin may reset it). */
  twoFactorEnabled: boolean;
}

export function toAdminAccount(user: User): AdminAccount {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role as 'admin' | 'superadmin',
    adminModules: [...user.adminModules],
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
