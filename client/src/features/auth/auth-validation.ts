import { MIN_PASSWORD_LENGTH, SIMPLE_EMAIL_PATTERN } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';

/** Field errors of a form: one message per invalid field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The sign-up form as typed (citizen spec sections 2 and 5). */
export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type SignupField = keyof SignupValues;

/** Field order of the sign-up form: the first invalid field in this order gets the focus. */
export const SIGNUP_FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'];

export const EMPTY_SIGNUP: SignupValues = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false };

function emailError(raw: string, t: Translate): string | undefined {
  const email = raw.trim();
  if (!email) return t('messages:auth.enterEmail');
  if (!SIMPLE_EMAIL_PATTERN.test(email)) return t('messages:support.emailInvalid');
  return undefined;
}

/**
 * Sign-up rules (citizen spec section 5): first name, last name, email, phone, password and confirm all
 * required ('Phone number is required'), the password at least 6 characters, the passwords matching
 * ('Passwords do not match'), and the terms checkbox ticked (terms, privacy and residency in Goa).
 */
export function validateSignup(values: SignupValues, t: Translate): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (!values.firstName.trim()) errors.firstName = t('messages:auth.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('messages:auth.lastNameRequired');
  const email = emailError(values.email, t);
  if (email) errors.email = email;
  if (!values.phone.trim()) errors.phone = t('messages:auth.phoneRequired');
  if (!values.password) errors.password = t('messages:auth.enterPassword');
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = t('messages:auth.resetPasswordTooShort');
  if (values.password && values.confirmPassword !== values.password) errors.confirmPassword = t('messages:auth.passwordsDoNotMatch');
  if (!values.acceptTerms) errors.acceptTerms = t('messages:auth.termsRequired');
  return errors;
}

/** The body of POST /api/auth/signup: trimmed names, email and phone; the password as typed. */
export function toSignupRequest(values: SignupValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
  };
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login needs an email and a password before anything is sent. */
export function validateLogin(values: LoginValues, t: Translate): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = emailError(values.email, t);
  if (email) errors.email = email;
  if (!values.password) errors.password = t('messages:auth.enterPassword');
  return errors;
}

/** Forgot password: 'Enter your email' (citizen spec section 5). */
export function validateForgotPassword(email: string, t: Translate): FieldErrors<'email'> {
  const error = emailError(email, t);
  return error ? { email: error } : {};
}

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset-password page rules (citizen spec section 5): the new password at least 6 characters ('Password
 * must be at least 6 characters') and the confirmation matching ('Passwords do not match').
 */
export function validateResetPassword(values: ResetPasswordValues, t: Translate): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = t('messages:auth.resetPasswordTooShort');
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('messages:auth.passwordsDoNotMatch');
  return errors;
}
