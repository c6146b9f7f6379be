import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { LOCALES, MIN_PASSWORD_LENGTH, Messages, type Locale } from '@civic/contracts';
import { FIELD_MAX, OptionalText, PasswordRule, RequiredEmail, RequiredText, Trim, TrimLower } from '../../../kernel/http/field-rules.js';
import { NotWeakPassword } from './password-rules.js';

const EMAIL_DOC = {
  description: 'Email address; trimmed and lowercased, unique case-insensitively',
  example: 'asha.naik@example.in',
  maxLength: FIELD_MAX.email,
};

/** POST /api/auth/signup (citizen spec sections 5 and 7). Confirmation and terms are checked by the form. */
export class SignUpRequest {
  @ApiProperty({ description: 'First name (trimmed, required)', example: 'Asha', maxLength: FIELD_MAX.name })
  @Trim()
  @RequiredText(Messages.auth.firstNameRequired)
  firstName: string;

  @ApiProperty({ description: 'Last name (trimmed, required)', example: 'Naik', maxLength: FIELD_MAX.name })
  @Trim()
  @RequiredText(Messages.auth.lastNameRequired)
  lastName: string;

  @ApiProperty({ ...EMAIL_DOC, description: `${EMAIL_DOC.description}. Empty: '${Messages.auth.enterEmail}'` })
  @TrimLower()
  @RequiredEmail(Messages.auth.enterEmail)
  email: string;

  @ApiProperty({ description: `Phone number (trimmed, required: '${Messages.auth.phoneRequired}')`, example: '+91 98220 12345', maxLength: FIELD_MAX.phone })
  @Trim()
  @RequiredText(Messages.auth.phoneRequired, FIELD_MAX.phone)
  phone: string;

  @ApiProperty({
    description: `Password, at least ${MIN_PASSWORD_LENGTH} characters ('${Messages.auth.resetPasswordTooShort}'), not only spaces ('${Messages.auth.passwordOnlySpaces}') nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('${Messages.auth.passwordTooCommon}')`,
    example: 'monsoon-2026',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: FIELD_MAX.password,
  })
  @PasswordRule(Messages.auth.resetPasswordTooShort)
  @NotWeakPassword()
  password: string;
}

/** POST /api/auth/login (citizen spec section 7). */
export class LogInRequest {
  @ApiProperty(EMAIL_DOC)
  @TrimLower()
  @RequiredEmail(Messages.auth.enterEmail)
  email: string;

  @ApiProperty({ description: 'Password', example: 'monsoon-2026', maxLength: FIELD_MAX.password })
  @RequiredText(Messages.auth.enterPassword, FIELD_MAX.password)
  password: string;
}

/** POST /api/auth/google (citizen spec section 7). */
export class GoogleSignInRequest {
  @ApiProperty({ description: 'The Google ID token (JWT) returned by Google Identity Services as `credential`', example: 'eyJhbGciOiJSUzI1NiIsImtpZCI6…' })
  @RequiredText(Messages.auth.googleNoCredential, 8192)
  credential: string;
}

/** POST /api/auth/request-verification and POST /api/auth/forgot-password (citizen spec section 7). */
export class EmailOnlyRequest {
  @ApiProperty({ ...EMAIL_DOC, description: `Email address of the account. Empty: '${Messages.auth.enterEmail}'` })
  @TrimLower()
  @RequiredEmail(Messages.auth.enterEmail)
  email: string;
}

/** GET /api/auth/verify-email?token= (citizen spec section 7). */
export class VerifyEmailQuery {
  @ApiProperty({ description: `The token of the emailed link (43 base64url characters). Missing: '${Messages.auth.missingToken}'`, example: 'q3Vt0cX2…' })
  @Trim()
  @RequiredText(Messages.auth.missingToken, FIELD_MAX.token)
  token: string;
}

/** POST /api/auth/reset-password (citizen spec sections 5 and 7). */
export class ResetPasswordRequest {
  @ApiProperty({ description: `The token of the emailed reset link. Missing: '${Messages.auth.missingToken}'`, example: 'q3Vt0cX2…' })
  @Trim()
  @RequiredText(Messages.auth.missingToken, FIELD_MAX.token)
  token: string;

  @ApiProperty({
    description: `New password, at least ${MIN_PASSWORD_LENGTH} characters ('${Messages.auth.resetPasswordTooShort}'), not only spaces ('${Messages.auth.passwordOnlySpaces}') nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('${Messages.auth.passwordTooCommon}')`,
    example: 'new-monsoon-2026',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: FIELD_MAX.password,
  })
  @PasswordRule(Messages.auth.resetPasswordTooShort)
  @NotWeakPassword()
  newPassword: string;
}

/** PATCH /api/auth/profile (citizen spec sections 5 and 7): all four fields non-empty. */
export class UpdateProfileRequest {
  @ApiPropertyOptional({
    description: 'First name (trimmed). Required with the other profile fields; may be left out with them when only `locale` is sent',
    example: 'Asha',
    maxLength: FIELD_MAX.name,
  })
  @ValidateIf(profileFieldsSent)
  @Trim()
  @RequiredText(Messages.auth.firstNameRequired)
  firstName?: string;

  @ApiPropertyOptional({ description: 'Last name (trimmed); see firstName', example: 'Naik', maxLength: FIELD_MAX.name })
  @ValidateIf(profileFieldsSent)
  @Trim()
  @RequiredText(Messages.auth.lastNameRequired)
  lastName?: string;

  @ApiPropertyOptional({
    ...EMAIL_DOC,
    description: `${EMAIL_DOC.description}. A new address replaces the current one only once the link emailed to it is opened (the old address is then told); see firstName`,
  })
  @ValidateIf(profileFieldsSent)
  @TrimLower()
  @RequiredEmail(Messages.auth.enterEmail)
  email?: string;

  @ApiPropertyOptional({ description: 'Phone number (trimmed); see firstName', example: '+91 98220 12345', maxLength: FIELD_MAX.phone })
  @ValidateIf(profileFieldsSent)
  @Trim()
  @RequiredText(Messages.auth.phoneRequired, FIELD_MAX.phone)
  phone?: string;

  @ApiPropertyOptional({
    description:
      `Current password: required to change the email of an account that has one ('${Messages.auth.enterCurrentPassword}'); ` +
      `wrong: '${Messages.auth.wrongCurrentPassword}'. Ignored otherwise`,
    maxLength: FIELD_MAX.password,
  })
  @OptionalText(FIELD_MAX.password)
  currentPassword?: string;

  @ApiPropertyOptional({
    description: `The language of the portal and of the account's emails. Anything else: VALIDATION_FAILED '${Messages.auth.localeInvalid}'`,
    enum: LOCALES,
    example: 'mr',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.auth.localeInvalid })
  locale?: Locale;
}

/**
 * The profile fields are checked unless the body carries only `locale` (the language switcher of a signed-in user
 * saves the language alone); any of them present means all four are required, as before languages were offered.
 */
function profileFieldsSent(body: UpdateProfileRequest): boolean {
  const onlyLocale = body.locale !== undefined && [body.firstName, body.lastName, body.email, body.phone].every((v) => v === undefined);
  return !onlyLocale;
}

/** POST /api/auth/change-password (citizen spec sections 5 and 7). */
export class ChangePasswordRequest {
  @ApiProperty({
    description: `New password: required ('${Messages.auth.enterNewPassword}'), at least ${MIN_PASSWORD_LENGTH} characters ('${Messages.auth.newPasswordTooShort}'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('${Messages.auth.passwordTooCommon}')`,
    example: 'new-monsoon-2026',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: FIELD_MAX.password,
  })
  @PasswordRule(Messages.auth.enterNewPassword, Messages.auth.newPasswordTooShort)
  @NotWeakPassword()
  newPassword: string;

  @ApiPropertyOptional({
    description: `Current password; required when the account has one ('${Messages.auth.enterCurrentPassword}'), wrong: '${Messages.auth.wrongCurrentPassword}'`,
    example: 'monsoon-2026',
    maxLength: FIELD_MAX.password,
  })
  @OptionalText(FIELD_MAX.password)
  currentPassword?: string;
}

const CODE_DOC = {
  description: 'A 6-digit code from the authenticator app, or (where accepted) a recovery code xxxxx-xxxxx',
  example: '492039',
  maxLength: 32,
};

/** POST /api/auth/2fa/enable: the first code of the app. */
export class TwoFactorCodeRequest {
  @ApiProperty(CODE_DOC)
  @Trim()
  @RequiredText(Messages.twoFactor.codeRequired, 32)
  code: string;
}

/**
 * POST /api/auth/2fa/enable and /2fa/disable: the password as well as a code, so that a session left open (or taken)
 * can neither turn the second factor off on its own (docs/adr/0131-two-factor-bound-to-the-session.md) nor enrol an
 * authenticator of its own before the owner does.
 */
export class TwoFactorWithPasswordRequest extends TwoFactorCodeRequest {
  @ApiPropertyOptional({
    description:
      `The account's password: required when the account has one ('${Messages.auth.enterCurrentPassword}'), ` +
      `wrong: '${Messages.auth.wrongCurrentPassword}'. A Google account without a password gives the code alone.`,
    example: 'monsoon-2026',
    maxLength: FIELD_MAX.password,
  })
  @OptionalText(FIELD_MAX.password)
  password?: string;
}

/** POST /api/auth/login/2fa: the challenge from login's 401 TWO_FACTOR_REQUIRED and a code. */
export class TwoFactorLogInRequest {
  @ApiProperty({ description: 'details.challenge of the 401 TWO_FACTOR_REQUIRED answer (valid 5 minutes)', example: 'eyJhbGciOiJIUzI1NiJ9…', maxLength: 2000 })
  @Trim()
  @RequiredText(Messages.twoFactor.challengeExpired, 2000)
  challenge: string;

  @ApiProperty(CODE_DOC)
  @Trim()
  @RequiredText(Messages.twoFactor.codeRequired, 32)
  code: string;
}

/** DELETE /api/auth/me: the current password, or the emailed code for an account without one. */
export class DeleteMyAccountRequest {
  @ApiPropertyOptional({ description: 'The current password (accounts with a password)', example: 'monsoon-2026', maxLength: FIELD_MAX.password })
  @OptionalText(FIELD_MAX.password)
  password?: string;

  @ApiPropertyOptional({
    description: 'The 8-digit code POST /api/auth/me/deletion-code emailed (accounts without a password)',
    example: '40193857',
    maxLength: 32,
  })
  @Trim()
  @OptionalText(32)
  code?: string;
}
