import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ComplaintStatus } from '@civic/contracts';
import type { Complaint } from './complaint.entity.js';

/**
 * The scorecards' read model (migration 1763801600000): what the scorecards count of one complaint, kept
 * current by the complaint events (`UpdateScorecardFacts`). GET /api/public/scorecards aggregates these rows per
 * request; it never scans `complaints`.
 *
 * The office is the primary routing contact the complaint was forwarded to (its name and email; null before a
 * forward), with its department and email domain; the taluka is the sub-district code picked at filing, the ULB the
 * ULB code. An office's "not ours" return is counted as returned (`returned`), never as an answer.
 */
@Entity('complaint_scorecard_facts')
@Index('complaint_scorecard_facts_received_idx', ['receivedAt'])
@Index('complaint_scorecard_facts_authority_idx', ['authorityDepartment', 'authorityDomain', 'receivedAt'])
@Index('complaint_scorecard_facts_office_idx', ['authorityEmail', 'receivedAt'])
@Index('complaint_scorecard_facts_taluka_idx', ['talukaCode', 'receivedAt'])
@Index('complaint_scorecard_facts_ulb_idx', ['ulbCode', 'receivedAt'])
export class ScorecardFact {
  /** The complaint's internal uuid. */
  @ForeignKey('Complaint', { name: 'complaint_scorecard_facts_complaint_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'complaint_id', type: 'uuid', primaryKeyConstraintName: 'complaint_scorecard_facts_pkey' })
  complaintId: string;
  /** Filing time. */
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
  /** Sub-district (taluka) code, when a location was picked. */
  @Column({ name: 'taluka_code', type: 'text', nullable: true }) talukaCode: string | null;
  /** Urban local body code, when the complaint is in a town. */
  @Column({ name: 'ulb_code', type: 'text', nullable: true }) ulbCode: string | null;
  /** Department of the primary authority forwarded to; null before a forward. */
  @Column({ name: 'authority_department', type: 'text', nullable: true }) authorityDepartment: string | null;
  /** Lower-case email domain of the primary authority forwarded to; null before a forward. */
  @Column({ name: 'authority_domain', type: 'text', nullable: true }) authorityDomain: string | null;
  /** Name of the office (primary routing contact) forwarded to; null before a forward. */
  @Column({ name: 'authority_name', type: 'text', nullable: true }) authorityName: string | null;
  /** Lower-case email of the office forwarded to: with the name, what makes a scorecard row; null before a forward. */
  @Column({ name: 'authority_email', type: 'text', nullable: true }) authorityEmail: string | null;
  /** An office returned the complaint as not its own ("not ours"), at least once. */
  @Column({ type: 'boolean', default: false }) returned: boolean;
  /** The latest forward. */
  @Column({ name: 'forwarded_at', type: 'timestamptz', nullable: true }) forwardedAt: Date | null;
  /** When the authority had to act. */
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true }) dueAt: Date | null;
  /** When the complaint was marked resolved (the latest such update); null unless its status is resolved. */
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true }) resolvedAt: Date | null;
  /** Resolved, and the reporter confirmed this resolution's fix with a verified after-photo. */
  @Column({ name: 'fix_verified', type: 'boolean', default: false }) fixVerified: boolean;
  /** Not resolved, rejected or archived. */
  @Column({ type: 'boolean' }) open: boolean;
  /**
   * The authority's first answer (an action on its response link or a published email reply) other than a "not ours"
   * return, which is counted in `returned`; null until then.
   */
  @Column({ name: 'first_answered_at', type: 'timestamptz', nullable: true }) firstAnsweredAt: Date | null;
  /** Resolved, and the resolution was the authority's own answer. */
  @Column({ name: 'resolved_by_authority', type: 'boolean', default: false }) resolvedByAuthority: boolean;
  /** The reporter's latest answer to the four-week follow-up: fixed (true) or not (false); null without one (docs/adr/0148). */
  @Column({ name: 'follow_up_fixed', type: 'boolean', nullable: true }) followUpFixed: boolean | null;
  /** That answer's handling rating, 1 to 5; null without one. */
  @Column({ name: 'follow_up_rating', type: 'smallint', nullable: true }) followUpRating: number | null;
  /** The complaint went back from resolved to in progress at or after that answer (by the answer, or later at the desk). */
  @Column({ name: 'follow_up_reopened', type: 'boolean', default: false }) followUpReopened: boolean;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;

  /**
   * The facts of a complaint as it stands (a pure mapping; the projection saves it), with its latest answered follow-up
   * (`answer`, read by the projection from complaint_follow_ups).
   */
  static of(c: Complaint, now: Date, answer: { answeredAt: Date; fixed: boolean; rating: number } | null = null): ScorecardFact {
    const fact = new ScorecardFact();
    const forwarded = c.dueAt ? c.authorityRecipients[0] : undefined;
    const lastDate = (status: ComplaintStatus): Date | null => {
      const update = c.updates.filter((u) => u.status === status).at(-1);
      return update ? new Date(update.date) : null;
    };
    fact.complaintId = c.id;
    fact.receivedAt = c.createdAt;
    fact.talukaCode = c.geo?.subdistrictCode ?? null;
    fact.ulbCode = c.geo?.ulbCode ?? null;
    fact.authorityDepartment = forwarded ? forwarded.authorityDepartment : null;
    fact.authorityDomain = forwarded ? (forwarded.authorityEmail.split('@')[1] ?? '').toLowerCase() : null;
    fact.authorityName = forwarded ? forwarded.authorityName.trim() || forwarded.authorityDesignation.trim() || forwarded.authorityDepartment.trim() : null;
    fact.authorityEmail = forwarded ? forwarded.authorityEmail.trim().toLowerCase() : null;
    // The latest forward: an admin's (or an integrator's) 'forwarded' entry, not an authority's answer or a ladder step
    // recorded while the status stayed 'forwarded'.
    const forward = c.updates
      .filter((u) => u.status === ComplaintStatus.Forwarded && (u.source === undefined || u.source === 'admin' || u.source === 'integrator'))
      .at(-1);
    fact.forwardedAt = forward ? new Date(forward.date) : null;
    fact.dueAt = c.dueAt;
    fact.resolvedAt = c.status === ComplaintStatus.Resolved ? lastDate(ComplaintStatus.Resolved) : null;
    fact.fixVerified = c.status === ComplaintStatus.Resolved && c.fixConfirmedAt !== null && c.fixVerified;
    fact.open = c.open;
    const answers = c.updates.filter((u) => u.source === 'authority');
    fact.returned = answers.some((u) => u.authorityAction === 'not_ours');
    const firstAnswer = answers.find((u) => u.authorityAction !== 'not_ours');
    fact.firstAnsweredAt = firstAnswer ? new Date(firstAnswer.date) : null;
    // The entry that began the current resolution: the first of the latest run of 'resolved' entries.
    let resolution: (typeof c.updates)[number] | undefined;
    for (let i = c.updates.length - 1; c.status === ComplaintStatus.Resolved && i >= 0 && c.updates[i].status === ComplaintStatus.Resolved; i--)
      resolution = c.updates[i];
    fact.resolvedByAuthority = resolution?.source === 'authority' && resolution.authorityAction === 'resolved';
    fact.followUpFixed = answer ? answer.fixed : null;
    fact.followUpRating = answer ? answer.rating : null;
    fact.followUpReopened =
      !!answer &&
      c.updates.some(
        (u, i) =>
          i > 0 && c.updates[i - 1].status === ComplaintStatus.Resolved && u.status === ComplaintStatus.InProgress && new Date(u.date) >= answer.answeredAt,
      );
    fact.updatedAt = now;
    return fact;
  }
}
