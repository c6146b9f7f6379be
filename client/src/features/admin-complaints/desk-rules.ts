import type { ComplaintStatus, RoutingLevel } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';

/*
 * The rules of the admin complaints desk (admin spec sections 2, 4 and 5) as pure functions, so that they
 * are unit-tested: the forward dialog decision, the rejection note, the page-local search, and labels.
 */

/** What GET /api/admin/complaints/{id}/routing-check answers (ComplaintRoutingCheckResponse). */
export interface RoutingCheck {
  found: boolean;
  hasEmail: boolean;
  level: RoutingLevel | null;
  expectedLevel: RoutingLevel | null;
  isDeepest: boolean;
  location?: string | null;
  recipients: { authorityEmail: string }[];
}

export type RoutingProblem = 'no_contact' | 'no_email' | 'not_deepest';

/**
 * Why the 'Deepest routing contact missing' dialog must show before forwarding, or null to forward at once
 * (admin spec section 4): no contact found, or the contact has no email, or it was found at a different
 * level than expected.
 */
export function routingProblem(check: RoutingCheck): RoutingProblem | null {
  if (!check.found) return 'no_contact';
  if (!check.hasEmail) return 'no_email';
  if (!check.isDeepest) return 'not_deepest';
  return null;
}

/** The decision before saving 'forwarded': the routing check's result, or a failed check (null). */
export type ForwardDecision = { action: 'forward' } | { action: 'warn'; problem: RoutingProblem };

/** A failed lookup lets the forward proceed (admin spec section 4: "If the lookup itself fails, the forward proceeds"). */
export function decideForward(check: RoutingCheck | null): ForwardDecision {
  if (!check) return { action: 'forward' };
  const problem = routingProblem(check);
  return problem ? { action: 'warn', problem } : { action: 'forward' };
}

/** A routing level as the dialog words it ('taluka (subdistrict)'). */
function levelText(level: RoutingLevel, t: Translate): string {
  return t(`admin-complaints:levels.${level}`);
}

/** The sentence the dialog shows for a problem. */
export function routingProblemText(problem: RoutingProblem, check: RoutingCheck, t: Translate): string {
  const expected = check.expectedLevel ? levelText(check.expectedLevel, t) : null;
  const where = check.location ? t('admin-complaints:problem.where', { location: check.location }) : '';
  switch (problem) {
    case 'no_contact':
      return expected ? t('admin-complaints:problem.noContact', { expected }) : t('admin-complaints:problem.noContactNoCodes');
    case 'no_email':
      return t('admin-complaints:problem.noEmail', { level: check.level ? levelText(check.level, t) : t('admin-complaints:problem.foundLevel'), where });
    case 'not_deepest':
      return t('admin-complaints:problem.notDeepest', {
        level: check.level ? levelText(check.level, t) : t('admin-complaints:problem.otherLevel'),
        where,
        expected: expected ?? t('admin-complaints:problem.deepestLevel'),
      });
  }
}

/** The note a status change needs: a rejection must explain itself (admin spec section 5). */
export function statusNoteError(status: ComplaintStatus, message: string, t: Translate): string | null {
  return status === 'rejected' && message.trim() === '' ? t('messages:admin.complaints.rejectionNoteRequired') : null;
}

/** The fields the page-local search reads (admin spec section 2: title, category and location). */
export interface Searchable {
  title: string;
  category: string;
  categoryName?: string;
  subcategory?: string;
  location: string;
}

/**
 * The client-side search over the current page only (admin spec section 2): every word of the query must
 * appear, case-insensitively, in the title, the category (name, key or subcategory) or the location.
 */
export function searchPage<T extends Searchable>(items: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((c) => {
    const haystack = [c.title, c.categoryName ?? '', c.category, c.subcategory ?? '', c.location].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The first authority recipient and how many more (admin spec section 2: "the first authority recipient and '+N more'"). */
export function recipientSummary(recipients: readonly { authorityEmail: string }[]): { primary: string | null; more: number } {
  return { primary: recipients[0]?.authorityEmail ?? null, more: Math.max(0, recipients.length - 1) };
}

/** The toast after a saved status (admin spec section 8). */
export function statusSavedMessage(status: ComplaintStatus, t: Translate): string {
  return status === 'forwarded' ? t('messages:admin.complaints.forwarded') : t('messages:admin.complaints.statusUpdated');
}

/** The default failure message of a status save (admin spec section 8). */
export function statusFailedMessage(status: ComplaintStatus, t: Translate): string {
  return status === 'forwarded' ? t('messages:admin.complaints.forwardFailed') : t('messages:admin.complaints.updateStatusFailed');
}
