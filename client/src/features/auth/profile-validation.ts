import { MIN_PASSWORD_LENGTH, SIMPLE_EMAIL_PATTERN } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';
import type { FieldErrors } from './auth-validation';

/** My Profile's fields (citizen spec section 2). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Asked when the email changes on an account that has a password (the server checks it). */
  currentPassword: string;
}

export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'];

/** Whether saving these values changes the email of an account with a password, so that its current password is asked. */
export function needsPasswordForEmail(values: Pick<ProfileValues, 'email'>, account: { email: string; hasPassword: boolean }): boolean {
  return account.hasPassword && values.email.trim().toLowerCase() !== account.email.toLowerCase();
}

/**
 * Profile rule (citizen spec section 5): first name, last name, email and phone must all be non-empty to save; a new
 * email on an account with a password also needs the current password ('Enter your current password').
 */
export function validateProfile(
  values: ProfileValues,
  t: Translate,
  account: { email: string; hasPassword: boolean } = { email: values.email, hasPassword: false },
): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!values.firstName.trim()) errors.firstName = t('messages:auth.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('messages:auth.lastNameRequired');
  const email = values.email.trim();
  if (!email) errors.email = t('messages:auth.enterEmail');
  else if (!SIMPLE_EMAIL_PATTERN.test(email)) errors.email = t('messages:support.emailInvalid');
  if (!values.phone.trim()) errors.phone = t('messages:auth.phoneRequired');
  if (needsPasswordForEmail(values, account) && !values.currentPassword) errors.currentPassword = t('messages:auth.enterCurrentPassword');
  return errors;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeField = keyof PasswordChangeValues;
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Password change or creation (citizen spec section 5): the current password when the account has one
 * ('Enter your current password'), a new one ('Please enter a new password') of at least 6 characters
 * ('New password must be at least 6 characters') confirmed ('New password and confirm password do not match').
 */
export function validatePasswordChange(values: PasswordChangeValues, hasPassword: boolean, t: Translate): FieldErrors<PasswordChangeField> {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (hasPassword && !values.currentPassword) errors.currentPassword = t('messages:auth.enterCurrentPassword');
  if (!values.newPassword) errors.newPassword = t('messages:auth.enterNewPassword');
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = t('messages:auth.newPasswordTooShort');
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('messages:auth.newPasswordMismatch');
  return errors;
}
