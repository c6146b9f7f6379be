import type { Locale } from '@civic/contracts';
import { formatMessage, Messages, ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS, SIMPLE_EMAIL_PATTERN } from '@civic/contracts';

/** One authority recipient of a forwarded complaint (admin spec section 3: the four authority fields). */
export interface Recipient {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  /** The office's language, on the primary recipient a routing contact gives (its additional recipients are copied). */
  language?: Locale;
}

/** A recipient as typed by an admin: any field may be missing or blank. */
export interface RecipientInput {
  authorityEmail?: unknown;
  authorityName?: unknown;
  authorityDesignation?: unknown;
  authorityDepartment?: unknown;
}

/** The outcome of normalising recipients: the clean list, or the spec's message for the first bad email. */
export type RecipientsResult = { ok: true; recipients: Recipient[] } | { ok: false; message: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Lowercased and trimmed email (recipients are lowercased, admin spec section 5). */
export function normaliseEmail(value: unknown): string {
  return text(value).toLowerCase();
}

/** True when the value has the simple email shape of admin spec section 5. */
export function isEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}

/**
 * Additional recipients (admin spec section 5): blank rows ignored, emails lowercased, duplicates dropped
 * (including a repeat of the primary email), each checked against the simple email shape ('Invalid email:
 * {value}'). At most 3 remain (admin spec section 9: the template carries up to 3 extra recipients).
 */
export function normaliseAdditionalRecipients(input: readonly RecipientInput[] | null | undefined, primaryEmail: string): RecipientsResult {
  const seen = new Set<string>([normaliseEmail(primaryEmail)]);
  const recipients: Recipient[] = [];
  for (const row of input ?? []) {
    const authorityEmail = normaliseEmail(row?.authorityEmail);
    if (!authorityEmail) continue;
    if (!isEmail(authorityEmail)) return { ok: false, message: formatMessage(Messages.admin.routing.invalidEmail, { value: text(row?.authorityEmail) }) };
    if (seen.has(authorityEmail)) continue;
    seen.add(authorityEmail);
    recipients.push({
      authorityEmail,
      authorityName: text(row?.authorityName),
      authorityDesignation: text(row?.authorityDesignation),
      authorityDepartment: text(row?.authorityDepartment),
    });
  }
  if (recipients.length > ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS) {
    return { ok: false, message: formatMessage(Messages.admin.routing.tooManyRecipients, { n: ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS }) };
  }
  return { ok: true, recipients };
}

/**
 * The primary authority (admin spec section 5): 'Authority Email is required', 'Invalid email: {value}',
 * 'Designation is required'. Returns the first problem with its field, or null.
 */
export function checkPrimaryAuthority(authorityEmail: string, authorityDesignation: string): { field: string; message: string } | null {
  if (!authorityEmail) return { field: 'authorityEmail', message: Messages.admin.routing.emailRequired };
  if (!isEmail(authorityEmail)) return { field: 'authorityEmail', message: formatMessage(Messages.admin.routing.invalidEmail, { value: authorityEmail }) };
  if (!authorityDesignation.trim()) return { field: 'authorityDesignation', message: Messages.admin.routing.designationRequired };
  return null;
}
