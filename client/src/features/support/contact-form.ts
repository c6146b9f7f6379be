import { CONTACT_MESSAGE_MIN, CONTACT_SUBJECT_MIN, SUPPORT_CATEGORIES, type SupportCategory } from '@civic/contracts';

/** The contact form's values as typed (citizen spec section 3, "Contact message"). */
export interface ContactValues {
  name: string;
  email: string;
  category: SupportCategory;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', category: SUPPORT_CATEGORIES[0], subject: '', message: '' };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether Send may be pressed (citizen spec section 5, "Contact form"): an email address, a subject of at least
 * 3 and a message of at least 5 characters after trimming; the name is optional.
 */
export function canSendContact(values: ContactValues): boolean {
  return EMAIL_SHAPE.test(values.email.trim()) && values.subject.trim().length >= CONTACT_SUBJECT_MIN && values.message.trim().length >= CONTACT_MESSAGE_MIN;
}

/** The request body: values trimmed, an empty name left out (citizen spec section 7, POST /api/support/contact). */
export function toContactRequest(values: ContactValues) {
  const name = values.name.trim();
  return {
    ...(name ? { name } : {}),
    email: values.email.trim(),
    category: values.category,
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
