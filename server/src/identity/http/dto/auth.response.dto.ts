import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_MODULES, LOCALES, NOTIFICATION_CHANNELS, ROLES, type AdminModule, type Locale, type NotificationChannel, type Role } from '@civic/contracts';

/** A user as the client sees it (citizen spec section 3, "User"). Never a password hash. */
export class AuthUserResponse {
  @ApiProperty({ description: 'User id (UUID)', example: '0b6f7c1e-5d1a-4c5e-9a53-2f0f3b8d9a10' }) _id: string;
  @ApiProperty({ example: 'Asha' }) firstName: string;
  @ApiProperty({ example: 'Naik' }) lastName: string;
  @ApiProperty({ description: 'First and last name', example: 'Asha Naik' }) name: string;
  @ApiProperty({ description: 'Email address, lowercased', example: 'asha.naik@example.in' }) email: string;
  @ApiProperty({ description: 'Phone number; empty for a Google account until the profile is completed', example: '+91 98220 12345' }) phone: string;
  @ApiProperty({ description: 'Plan name', example: 'Free Citizen' }) plan: string;
  @ApiProperty({ description: 'Holds a paid plan' }) isPremium: boolean;
  @ApiProperty({ description: 'How the account was created (whatsapp: by a first WhatsApp message)', enum: ['local', 'google', 'whatsapp'] }) authProvider:
    'local' | 'google' | 'whatsapp';
  @ApiProperty({ description: 'The account has a password (false for a Google account until one is created)' }) hasPassword: boolean;
  @ApiProperty({ description: 'The email address has been verified' }) emailVerified: boolean;
  @ApiProperty({ description: 'Blocked by an admin: cannot sign in' }) blocked: boolean;
  @ApiProperty({ description: 'Role', enum: ROLES, example: 'user' }) role: Role;
  @ApiProperty({ description: 'Admin modules held (admins only; a superadmin has every module)', enum: ADMIN_MODULES, isArray: true, example: [] })
  adminModules: AdminModule[];
  @ApiProperty({ description: 'Chosen language: the client shows it and emails are written in it', enum: LOCALES, example: 'en' })
  locale: Locale;
  @ApiProperty({ description: 'Two-factor sign-in is on: login asks for a code after the password' }) twoFactorEnabled: boolean;
  @ApiProperty({
    description:
      'How the account hears about its complaints (status changes, answers, escalation steps, "Is it fixed?"): never empty; email alone by default, WhatsApp alone for a WhatsApp-only account; linking a WhatsApp number adds whatsapp',
    enum: NOTIFICATION_CHANNELS,
    isArray: true,
    example: ['email', 'sms'],
  })
  notificationChannels: NotificationChannel[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The phone number verified by an SMS code, in E.164; null until one is verified (SMS goes only to it)',
    example: '+919822012345',
  })
  verifiedPhone: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The WhatsApp number that files under the account (country code and digits, no +), linked from My Profile by a code sent on WhatsApp or the number of a WhatsApp-only account; null when none. WhatsApp can be chosen as a channel only with one.',
    example: '919822012345',
  })
  whatsappNumber: string | null;
}

/** A signed-in session: the bearer token (JWT of { sub, role, sv }, lifetime JWT_EXPIRES_IN) and the user. */
export class AuthSessionResponse {
  @ApiProperty({ description: 'Bearer token for the Authorization header', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…' }) token: string;
  @ApiProperty({ type: AuthUserResponse }) user: AuthUserResponse;
}

/** PATCH /api/auth/profile: the fresh session, and the address waiting for its link when the email was changed. */
export class UpdateProfileResponse extends AuthSessionResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The new address asked for, not in use until the link emailed to it is opened; null when the email did not change',
    example: 'asha.new@example.in',
  })
  pendingEmail: string | null;
}

/**
 * POST /api/auth/signup: no token, the user verifies the email first (citizen spec section 4). Only the message: the
 * answer is the same whether the address was new or already had an account.
 */
export class SignUpResponse {
  @ApiProperty({ example: 'Account created. Please verify your email, then sign in.' }) message: string;
}

/** A confirmation message in the spec's words. */
export class AuthMessageResponse {
  @ApiProperty({ example: 'Email verified. You can now sign in.' }) message: string;
}

/** POST /api/auth/change-password. */
export class ChangePasswordResponse {
  @ApiProperty({ description: 'True when the account had no password (Google) and one was created' }) createdPassword: boolean;
}

/** GET /api/auth/config: what the sign-in dialog needs. */
export class AuthConfigResponse {
  @ApiProperty({
    description: 'OAuth client id for the Google sign-in button; null when Google sign-in is off (hide the button)',
    type: String,
    nullable: true,
    example: '1234567890-abc.apps.googleusercontent.com',
  })
  googleClientId: string | null;
}

/** POST /api/auth/2fa/setup: the authenticator to add; the secret is shown this once. */
export class TwoFactorSetUpResponse {
  @ApiProperty({
    description: 'Base32 TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), for typing into an app by hand',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret: string;
  @ApiProperty({
    description: 'otpauth:// URI of the authenticator',
    example: 'otpauth://totp/Goa%20Civic%20Portal:asha%40example.in?secret=JBSW…&issuer=Goa%20Civic%20Portal',
  })
  otpauthUrl: string;
  @ApiProperty({ description: 'The URI as a QR code: a PNG data URL', example: 'data:image/png;base64,iVBORw0KGgo…' }) qrDataUrl: string;
}

/**
 * POST /api/auth/2fa/enable: 10 single-use recovery codes, shown this once (only their argon2id hashes are stored),
 * and the caller's fresh session, which carries the second factor (every other session ended).
 */
export class TwoFactorRecoveryCodesResponse extends AuthSessionResponse {
  @ApiProperty({ description: 'Recovery codes, xxxxx-xxxxx', type: [String], example: ['k7mqz-4wv9p', 'c2hxe-r8tnd'] }) recoveryCodes: string[];
}

/** POST /api/auth/2fa/disable: the confirmation and the caller's fresh session (every other session ended). */
export class TwoFactorDisabledResponse extends AuthSessionResponse {
  @ApiProperty({ example: 'Two-factor sign-in is off.' }) message: string;
}
