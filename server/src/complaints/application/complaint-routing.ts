import { Injectable } from '@nestjs/common';
import type { RoutingLevel } from '@civic/contracts';
import { AuthorityResolver, type ResolutionAttempt, type ResolutionTrace } from '../../routing/public.js';
import type { AuthorityRecipient, Complaint } from '../domain/complaint.entity.js';

/** Where the recipients of a forward come from: routing at forwarding time, the snapshot stored at filing, or nowhere. */
export type RecipientsSource = 'routing' | 'filing' | 'none';

/**
 * The routing contact check the desk runs before saving 'forwarded' (admin spec section 4, Forwarding: the
 * 'Deepest routing contact missing' dialog shows when !found, !hasEmail or !isDeepest).
 */
export interface RoutingCheck {
  /** A routing contact exists along the complaint's fallback chain (the deepest level that has one is reported). */
  found: boolean;
  /** That contact can receive the forward: it is active and has an email. False when it has no email or is inactive. */
  hasEmail: boolean;
  /** The level of that contact; null when none was found. */
  level: RoutingLevel | null;
  /** The deepest level the complaint's location names (ulb, village, subdistrict or district); null without location codes. */
  expectedLevel: RoutingLevel | null;
  /** True when that contact is at the expected level. */
  isDeepest: boolean;
  /** Readable location of that contact ('Canacona, South Goa'); null when none was found. */
  location: string | null;
  /** The recipients a forward saved now would use, primary first: resolved now, else stored at filing; empty: forwarding is refused. */
  recipients: AuthorityRecipient[];
  recipientsSource: RecipientsSource;
}

const OUTCOME_RANK: Record<ResolutionAttempt['outcome'], number> = { matched: 3, no_email: 2, inactive: 1, missing: 0 };

function copy(r: AuthorityRecipient): AuthorityRecipient {
  return {
    authorityEmail: r.authorityEmail,
    authorityName: r.authorityName,
    authorityDesignation: r.authorityDesignation,
    authorityDepartment: r.authorityDepartment,
    ...(r.language ? { language: r.language } : {}),
  };
}

/**
 * The recipients of a forward (admin spec section 4): those routing resolves now (primary first), else the
 * snapshot stored at filing; recipients without an email are dropped.
 */
export function forwardRecipients(
  resolved: readonly AuthorityRecipient[] | null | undefined,
  stored: readonly AuthorityRecipient[],
): { recipients: AuthorityRecipient[]; source: RecipientsSource } {
  const usable = (list: readonly AuthorityRecipient[]) => list.filter((r) => r.authorityEmail.trim() !== '').map(copy);
  const now = usable(resolved ?? []);
  if (now.length) return { recipients: now, source: 'routing' };
  const atFiling = usable(stored);
  if (atFiling.length) return { recipients: atFiling, source: 'filing' };
  return { recipients: [], source: 'none' };
}

/**
 * Summarises a resolution trace for the forwarding dialog. "The contact" is the one at the deepest level of the
 * fallback chain where any contact exists; at that level the best outcome counts (a usable category contact or
 * default contact before one without email, before an inactive one).
 */
export function summariseRouting(trace: ResolutionTrace, stored: readonly AuthorityRecipient[]): RoutingCheck {
  let best: ResolutionAttempt | null = null;
  for (const attempt of trace.attempts) {
    if (attempt.outcome === 'missing') continue;
    if (best && attempt.level !== best.level) break;
    if (!best || OUTCOME_RANK[attempt.outcome] > OUTCOME_RANK[best.outcome]) best = attempt;
  }
  const { recipients, source } = forwardRecipients(trace.result?.forwardRecipients, stored);
  return {
    found: best !== null,
    hasEmail: best?.outcome === 'matched',
    level: best?.level ?? null,
    expectedLevel: trace.expectedLevel,
    isDeepest: best !== null && best.level === trace.expectedLevel,
    location: best?.location ?? null,
    recipients,
    recipientsSource: source,
  };
}

/**
 * The complaints desk's use of the routing context (RoutingModule's AuthorityResolver, the product's one
 * resolution rule): the pre-forward check and the recipients of a forward, both from the complaint's location
 * codes and category.
 */
@Injectable()
export class ComplaintRouting {
  constructor(private readonly resolver: AuthorityResolver) {}

  /** The routing check of GET /api/admin/complaints/{id}/routing-check. */
  async check(complaint: Complaint): Promise<RoutingCheck> {
    return summariseRouting(await this.trace(complaint), complaint.authorityRecipients);
  }

  /** The recipients a forward uses now: resolved again, else those stored at filing (possibly none). */
  async recipientsForForward(complaint: Complaint): Promise<{ recipients: AuthorityRecipient[]; source: RecipientsSource }> {
    const resolved = complaint.geo ? await this.resolver.resolve({ ...complaint.geo, categoryKey: complaint.categoryKey }) : null;
    return forwardRecipients(resolved?.forwardRecipients, complaint.authorityRecipients);
  }

  private async trace(complaint: Complaint): Promise<ResolutionTrace> {
    if (!complaint.geo) return { result: null, expectedLevel: null, attempts: [] };
    return this.resolver.explain({ ...complaint.geo, categoryKey: complaint.categoryKey });
  }
}
