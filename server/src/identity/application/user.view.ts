import type { AdminModule, Locale, NotificationChannel, Role } from '@civic/contracts';
import type { User } from '../domain/user.entity.js';

/**
 * A user as the client sees it (citizen spec section 3, "User"; GET /api/auth/me). Never the password hash,
 * the Google account id or the session version.
 */
export interface UserView {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  plan: string;
  isPremium: boolean;
  authProvider: 'local' | 'google' | 'whatsapp';
  hasPassword: boolean;
  emailVerified: boolean;
  blocked: boolean;
  role: Role;
  adminModules: AdminModule[];
  /** The chosen language: en, kok, mr or hi. */
  locale: Locale;
  /** Sign-in asks for an authenticator code after the password. */
  twoFactorEnabled: boolean;
  /** How the account hears about its complaints: email, sms, whatsapp (never empty). */
  notificationChannels: NotificationChannel[];
  /** The phone verified by an SMS code (E.164), or null. */
  verifiedPhone: string | null;
  /** The WhatsApp number filing under the account (country code and digits), or null. */
  whatsappNumber: string | null;
}

export function toUserView(user: User): UserView {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    email: user.email,
    phone: user.phone,
    plan: user.plan,
    isPremium: user.isPremium,
    authProvider: user.authProvider,
    hasPassword: user.hasPassword,
    emailVerified: user.emailVerified,
    blocked: user.blocked,
    role: user.role,
    adminModules: [...user.adminModules],
    locale: user.locale,
    twoFactorEnabled: user.twoFactorEnabled,
    notificationChannels: [...user.notificationChannels],
    verifiedPhone: user.verifiedPhone,
    whatsappNumber: user.whatsappNumber,
  };
}

/** A signed-in session: the bearer token and the user (POST /api/auth/login, /google, PATCH /api/auth/profile). */
export interface SessionView {
  token: string;
  user: UserView;
}

/** A user as the Users admin lists it (admin spec section 2, Users): the client's view plus the creation date. */
export interface AdminUserView extends UserView {
  createdAt: string;
}

export function toAdminUserView(user: User): AdminUserView {
  return { ...toUserView(user), createdAt: user.createdAt.toISOString() };
}
