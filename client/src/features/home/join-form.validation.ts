import { VOLUNTEER_INTERESTS } from '@civic/contracts';
import type { VolunteerRequest } from '../../api';
import type { Translate } from '../../i18n/i18n';

/** The join form's values as typed (citizen spec section 3, "Volunteer/support submission"). */
export interface JoinFormValues {
  fullName: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

export type JoinFormField = keyof JoinFormValues;
export type JoinFormErrors = Partial<Record<JoinFormField, string>>;

/** Field order: the first invalid field in this order gets the focus. */
export const JOIN_FORM_FIELDS: readonly JoinFormField[] = ['fullName', 'email', 'phone', 'interest', 'message'];

export const EMPTY_JOIN_FORM: JoinFormValues = { fullName: '', email: '', phone: '', interest: VOLUNTEER_INTERESTS[0].value, message: '' };

/** Join form limits (citizen spec section 5). */
export const JOIN_NAME_MIN = 2;
export const JOIN_MESSAGE_MIN = 10;
export const JOIN_PHONE_MIN_DIGITS = 7;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[\d\s+\-()]+$/;

/**
 * The join form rules of citizen spec section 5, checked on submit: full name required and at least
 * 2 characters trimmed; email required and shaped like an address; phone optional, else only digits,
 * spaces, plus, minus and parentheses with at least 7 digits; message required and at least 10
 * characters.
 */
export function validateJoinForm(values: JoinFormValues, t: Translate): JoinFormErrors {
  const errors: JoinFormErrors = {};
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!fullName) errors.fullName = t('messages:support.fullNameRequired');
  else if (fullName.length < JOIN_NAME_MIN) errors.fullName = t('messages:support.fullNameTooShort');

  if (!email) errors.email = t('messages:support.emailRequired');
  else if (!EMAIL_SHAPE.test(email)) errors.email = t('messages:support.emailInvalid');

  if (phone && (!PHONE_CHARACTERS.test(phone) || (phone.match(/\d/g)?.length ?? 0) < JOIN_PHONE_MIN_DIGITS)) {
    errors.phone = t('messages:support.phoneInvalid');
  }

  if (!message) errors.message = t('messages:support.messageRequired');
  else if (message.length < JOIN_MESSAGE_MIN) errors.message = t('messages:support.messageTooShort');

  return errors;
}

/** The request body: values trimmed, phone omitted when empty (citizen spec section 5). */
export function toVolunteerSubmission(values: JoinFormValues): VolunteerRequest {
  const phone = values.phone.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    interest: values.interest as VolunteerRequest['interest'],
    message: values.message.trim(),
  };
}
