import { type EscalationLevel, type Locale, LOCALE_NATIVE_NAMES, ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS, SIMPLE_EMAIL_PATTERN } from '@civic/contracts';
import type { RecipientRequest, RoutingContactResponse, UpdateRoutingContactRequest } from '../../api/admin';
import type { Translate } from '../../i18n/i18n';

/** One additional-recipient row as typed (admin spec section 3: the authority fields of a copy). */
export interface RecipientRow {
  /** A stable key for React while rows are added and removed. */
  key: string;
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  /** Not editable in the form; kept so that saving does not erase it. */
  authorityDepartment: string;
}

/** The authority fields of the edit and add modals (admin spec section 5). */
export interface ContactFormValues {
  authorityEmail: string;
  authorityDesignation: string;
  authorityName: string;
  phone: string;
  active: boolean;
  /** 0: receives forwards; 1, 2: the escalation ladder's appellate levels. Absent: 0. */
  escalationLevel?: EscalationLevel;
  /** The office's language: its emails, letter and response page. Absent: English. */
  language?: Locale;
  recipients: RecipientRow[];
}

export interface ContactFormErrors {
  authorityEmail?: string;
  authorityDesignation?: string;
  /** Errors of the recipient rows, by row key. */
  recipients?: Record<string, string>;
  /** An error of the recipients as a whole (more than allowed). */
  recipientsTotal?: string;
}

let rowCounter = 0;
export function newRecipientRow(values: Partial<Omit<RecipientRow, 'key'>> = {}): RecipientRow {
  rowCounter += 1;
  return { key: `r${rowCounter}`, authorityEmail: '', authorityName: '', authorityDesignation: '', authorityDepartment: '', ...values };
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  authorityEmail: '',
  authorityDesignation: '',
  authorityName: '',
  phone: '',
  active: true,
  recipients: [],
};

/** The form values of a stored contact. */
export function contactToForm(contact: RoutingContactResponse): ContactFormValues {
  return {
    authorityEmail: contact.authorityEmail,
    authorityDesignation: contact.authorityDesignation,
    authorityName: contact.authorityName,
    phone: contact.phone,
    active: contact.active,
    escalationLevel: contact.escalationLevel,
    language: contact.language,
    recipients: contact.additionalRecipients.map((r) => newRecipientRow(r)),
  };
}

const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const isSimpleEmail = (value: string) => SIMPLE_EMAIL_PATTERN.test(value);

/** Additional recipients cleaned as the spec says: blank rows ignored, emails lowercased, duplicates (and the primary) dropped. */
export function cleanRecipients(rows: readonly RecipientRow[], primaryEmail: string): RecipientRequest[] {
  const seen = new Set<string>([normaliseEmail(primaryEmail)]);
  const out: RecipientRequest[] = [];
  for (const row of rows) {
    const authorityEmail = normaliseEmail(row.authorityEmail);
    if (!authorityEmail || seen.has(authorityEmail)) continue;
    seen.add(authorityEmail);
    out.push({
      authorityEmail,
      authorityName: row.authorityName.trim(),
      authorityDesignation: row.authorityDesignation.trim(),
      authorityDepartment: row.authorityDepartment.trim(),
    });
  }
  return out;
}

/**
 * Routing contact edit and add rules (admin spec section 5): 'Authority Email is required',
 * 'Designation is required', and 'Invalid email: {value}' for a primary or additional email that is not
 * of the simple shape. Blank recipient rows are ignored; at most 3 distinct additional recipients.
 */
export function validateContactForm(values: ContactFormValues, t: Translate): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const email = values.authorityEmail.trim();
  if (!email) errors.authorityEmail = t('messages:admin.routing.emailRequired');
  else if (!isSimpleEmail(normaliseEmail(email))) errors.authorityEmail = t('messages:admin.routing.invalidEmail', { value: email });
  if (!values.authorityDesignation.trim()) errors.authorityDesignation = t('messages:admin.routing.designationRequired');

  const rowErrors: Record<string, string> = {};
  for (const row of values.recipients) {
    const value = row.authorityEmail.trim();
    if (value && !isSimpleEmail(normaliseEmail(value))) rowErrors[row.key] = t('messages:admin.routing.invalidEmail', { value });
  }
  if (Object.keys(rowErrors).length > 0) errors.recipients = rowErrors;
  else if (cleanRecipients(values.recipients, values.authorityEmail).length > ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS) {
    errors.recipientsTotal = t('messages:admin.routing.tooManyRecipients', { n: ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS });
  }
  return errors;
}

export function hasErrors(errors: ContactFormErrors): boolean {
  return !!(errors.authorityEmail || errors.authorityDesignation || errors.recipientsTotal || (errors.recipients && Object.keys(errors.recipients).length > 0));
}

/** The PATCH body of the edit modal (admin spec section 7). */
export function toUpdateRequest(values: ContactFormValues): Required<Omit<UpdateRoutingContactRequest, 'authorityDepartment'>> {
  const authorityEmail = normaliseEmail(values.authorityEmail);
  return {
    authorityEmail,
    authorityDesignation: values.authorityDesignation.trim(),
    authorityName: values.authorityName.trim(),
    phone: values.phone.trim(),
    active: values.active,
    escalationLevel: values.escalationLevel ?? 0,
    language: values.language ?? 'en',
    additionalRecipients: cleanRecipients(values.recipients, authorityEmail),
  };
}

export interface ContactChange {
  field: string;
  from: string;
  to: string;
}

const recipientsText = (list: readonly RecipientRequest[], t: Translate) =>
  list.length === 0
    ? t('routing:changes.none')
    : list.map((r) => [r.authorityEmail, r.authorityName, r.authorityDesignation].filter(Boolean).join(' · ')).join('; ');

/** What saving would change, field by field, for the confirm-changes dialog. Empty when nothing changes. */
export function contactChanges(contact: RoutingContactResponse, values: ContactFormValues, t: Translate): ContactChange[] {
  const next = toUpdateRequest(values);
  const changes: ContactChange[] = [];
  const text = (field: string, from: string, to: string) => {
    if (from !== to) changes.push({ field, from: from || t('routing:changes.empty'), to: to || t('routing:changes.empty') });
  };
  const status = (active: boolean) => (active ? t('routing:changes.active') : t('routing:changes.inactive'));
  text(t('routing:changes.authorityEmail'), contact.authorityEmail, next.authorityEmail);
  text(t('routing:changes.designation'), contact.authorityDesignation, next.authorityDesignation);
  text(t('routing:changes.name'), contact.authorityName, next.authorityName);
  text(t('routing:changes.phone'), contact.phone, next.phone);
  text(t('routing:changes.status'), status(contact.active), status(next.active));
  const level = (n: number) => t('routing:escalationLevel.option', { level: n });
  text(t('routing:changes.escalationLevel'), level(contact.escalationLevel), level(next.escalationLevel));
  text(t('routing:changes.language'), LOCALE_NATIVE_NAMES[contact.language], LOCALE_NATIVE_NAMES[next.language]);
  const before = cleanRecipients(
    contact.additionalRecipients.map((r) => newRecipientRow(r)),
    contact.authorityEmail,
  );
  text(t('routing:changes.recipients'), recipientsText(before, t), recipientsText(next.additionalRecipients, t));
  return changes;
}

/** 'first@x.in +2 more': the first forward recipient and how many others (admin spec section 2). */
export function recipientSummary(contact: Pick<RoutingContactResponse, 'authorityEmail' | 'forwardRecipients'>): { first: string; more: number } {
  const list = contact.forwardRecipients.length > 0 ? contact.forwardRecipients : [{ authorityEmail: contact.authorityEmail }];
  return { first: list[0].authorityEmail, more: list.length - 1 };
}

/**
 * The errors still shown after an edit: each shown error is checked again against the new values, so
 * that fixing a field clears its message at once, while fields not yet complained about stay quiet
 * until the next Save.
 */
export function refreshErrors(shown: ContactFormErrors, values: ContactFormValues, t: Translate): ContactFormErrors {
  const now = validateContactForm(values, t);
  const next: ContactFormErrors = {};
  if (shown.authorityEmail && now.authorityEmail) next.authorityEmail = now.authorityEmail;
  if (shown.authorityDesignation && now.authorityDesignation) next.authorityDesignation = now.authorityDesignation;
  if (shown.recipientsTotal && now.recipientsTotal) next.recipientsTotal = now.recipientsTotal;
  const rows = Object.fromEntries(Object.entries(now.recipients ?? {}).filter(([key]) => shown.recipients?.[key]));
  if (Object.keys(rows).length > 0) next.recipients = rows;
  return next;
}
