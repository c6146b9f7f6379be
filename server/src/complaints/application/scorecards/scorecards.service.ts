import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FOLLOW_UP_MIN_ANSWERS, type ScorecardGrouping } from '@civic/contracts';
import { GeographyService } from '../../../routing/public.js';

/** One row of a scorecard: what one office, taluka or ULB did with the complaints filed in the period. */
export interface ScorecardRow {
  /** The office's email (lower case) for an authority, the taluka or ULB code otherwise. */
  key: string;
  /** The office's name (its routing contact's), or the taluka's or ULB's name (its code when unknown). */
  name: string;
  /** Lower-case email of the office (authority scorecards only, else ''). */
  email: string;
  /** The office's department (authority scorecards only, else ''). */
  department: string;
  /** Lower-case email domain of the office (authority scorecards only, else ''). */
  domain: string;
  /** Complaints filed in the period. */
  received: number;
  /** Of those, resolved now. */
  resolved: number;
  /** Median days from filing to resolution of the resolved ones, 1 decimal; null when none is resolved. */
  medianDaysToResolve: number | null;
  /** Share (0–1) of the complaints with a due date that is past or met that were resolved by it; null when none. */
  resolvedWithinDueShare: number | null;
  /**
   * Share (0–1) of the resolved complaints whose fix the reporter confirmed with a verified after-photo (taken within
   * 200 m of the pin after the resolution); null when none is resolved.
   */
  verifiedFixShare: number | null;
  /** Open complaints past their due date now. */
  overdueNow: number;
  /** Of the complaints received, those forwarded to an authority. */
  forwarded: number;
  /**
   * Of those, the ones the authority answered: at least one history entry written by it (a response-link action or a
   * published email reply) other than a "not ours" return.
   */
  answered: number;
  /** Of those, the ones an office returned as not its own ("not ours"). */
  returned: number;
  /** Median hours from the forward to the authority's first answer, 1 decimal; null when none answered. */
  medianHoursToFirstAnswer: number | null;
  /** Resolved now, by the authority's own answer (its response link or email reply). */
  resolvedByAuthority: number;
  /** Share (0–1) of the forwarded complaints whose due date is past or met that the authority answered by it; null when none. */
  answeredBeforeDueShare: number | null;
  /** Complaints whose reporter answered the four-week follow-up "Was it fixed?" (the latest answer of each; docs/adr/0148). */
  followUpAnswers: number;
  /** Share (0–1) of those answers saying fixed; null under FOLLOW_UP_MIN_ANSWERS answers. */
  confirmedFixedShare: number | null;
  /** Share (0–1) of those complaints reopened at or after the answer (by a "not fixed" answer or at the desk); null under FOLLOW_UP_MIN_ANSWERS. */
  reopenedShare: number | null;
  /** Median handling rating (1–5) of those answers; null under FOLLOW_UP_MIN_ANSWERS answers. */
  medianRating: number | null;
}

/** The period and grouping of a scorecard request; `from`/`to` bound the filing time (inclusive), either optional. */
export interface ScorecardQuery {
  by: ScorecardGrouping;
  from?: Date;
  to?: Date;
  now: Date;
}

const GROUP_COLUMNS: Record<ScorecardGrouping, { select: string; where: string; group: string }> = {
  // One row per office: the email identifies it; its latest name and department are shown (a renamed contact stays one row).
  authority: {
    select:
      "(array_agg(f.authority_name ORDER BY f.received_at DESC))[1] AS name, f.authority_email AS email, (array_agg(f.authority_department ORDER BY f.received_at DESC))[1] AS department, split_part(f.authority_email, '@', 2) AS domain, f.authority_email AS key",
    where: 'f.authority_email IS NOT NULL',
    group: 'f.authority_email',
  },
  taluka: {
    select: "f.taluka_code AS name, '' AS email, '' AS department, '' AS domain, f.taluka_code AS key",
    where: 'f.taluka_code IS NOT NULL',
    group: 'f.taluka_code',
  },
  ulb: { select: "f.ulb_code AS name, '' AS email, '' AS department, '' AS domain, f.ulb_code AS key", where: 'f.ulb_code IS NOT NULL', group: 'f.ulb_code' },
};

interface RawRow {
  key: string;
  name: string;
  email: string;
  department: string;
  domain: string;
  received: number;
  resolved: number;
  median_days: number | null;
  verified: number;
  due_met: number;
  due_counted: number;
  overdue_now: number;
  forwarded: number;
  answered: number;
  returned: number;
  median_hours_to_answer: number | null;
  resolved_by_authority: number;
  answered_in_time: number;
  answer_due_counted: number;
  follow_up_answers: number;
  follow_up_fixed: number;
  follow_up_reopened: number;
  median_rating: number | null;
}

/** A follow-up figure, or null when fewer than FOLLOW_UP_MIN_ANSWERS answers stand behind it (one or two say little). */
const fromEnoughAnswers = (answers: number, figure: () => number): number | null => (answers < FOLLOW_UP_MIN_ANSWERS ? null : figure());

/**
 * Scorecards: per office (the primary routing contact forwarded to, by its email: Mamlatdar Tiswadi and Mamlatdar
 * Bardez are two rows though they share a department and a domain), taluka or ULB. A complaint has one office, so a
 * taluka's or ULB's forwarded, answered and returned counts are the sums of the offices' rows over its complaints. Aggregates the read model `complaint_scorecard_facts` (kept by UpdateScorecardFacts from the
 * complaint events) per request, filtered on the indexed `received_at`; it never scans `complaints`.
 */
@Injectable()
export class ScorecardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly geography: GeographyService,
  ) {}

  async scorecards(query: ScorecardQuery): Promise<ScorecardRow[]> {
    const g = GROUP_COLUMNS[query.by];
    const rows: RawRow[] = await this.dataSource.query(
      `SELECT ${g.select},
              count(*)::int AS received,
              count(*) FILTER (WHERE f.resolved_at IS NOT NULL)::int AS resolved,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.resolved_at - f.received_at) / 86400)
                FILTER (WHERE f.resolved_at IS NOT NULL) AS median_days,
              count(*) FILTER (WHERE f.resolved_at IS NOT NULL AND f.fix_verified)::int AS verified,
              count(*) FILTER (WHERE f.resolved_at IS NOT NULL AND f.due_at IS NOT NULL AND f.resolved_at <= f.due_at)::int AS due_met,
              count(*) FILTER (WHERE f.due_at IS NOT NULL AND (f.resolved_at IS NOT NULL OR f.due_at < $3))::int AS due_counted,
              count(*) FILTER (WHERE f.open AND f.due_at IS NOT NULL AND f.due_at < $3)::int AS overdue_now,
              count(*) FILTER (WHERE f.forwarded_at IS NOT NULL)::int AS forwarded,
              count(*) FILTER (WHERE f.first_answered_at IS NOT NULL)::int AS answered,
              count(*) FILTER (WHERE f.returned)::int AS returned,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM f.first_answered_at - f.forwarded_at)) / 3600)
                FILTER (WHERE f.first_answered_at IS NOT NULL AND f.forwarded_at IS NOT NULL) AS median_hours_to_answer,
              count(*) FILTER (WHERE f.resolved_by_authority)::int AS resolved_by_authority,
              count(*) FILTER (WHERE f.due_at IS NOT NULL AND f.first_answered_at IS NOT NULL AND f.first_answered_at <= f.due_at)::int AS answered_in_time,
              count(*) FILTER (WHERE f.due_at IS NOT NULL AND (f.first_answered_at IS NOT NULL OR f.due_at < $3))::int AS answer_due_counted,
              count(*) FILTER (WHERE f.follow_up_fixed IS NOT NULL)::int AS follow_up_answers,
              count(*) FILTER (WHERE f.follow_up_fixed)::int AS follow_up_fixed,
              count(*) FILTER (WHERE f.follow_up_fixed IS NOT NULL AND f.follow_up_reopened)::int AS follow_up_reopened,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY f.follow_up_rating) FILTER (WHERE f.follow_up_rating IS NOT NULL) AS median_rating
         FROM complaint_scorecard_facts f
        WHERE ${g.where}
          AND ($1::timestamptz IS NULL OR f.received_at >= $1)
          AND ($2::timestamptz IS NULL OR f.received_at <= $2)
        GROUP BY ${g.group}
        ORDER BY received DESC, name`,
      [query.from ?? null, query.to ?? null, query.now],
    );
    const names = await this.placeNames(query.by);
    return rows.map((r) => ({
      key: r.key,
      name: names.get(r.key) ?? r.name ?? r.key,
      email: r.email,
      department: r.department ?? '',
      domain: r.domain,
      received: r.received,
      resolved: r.resolved,
      medianDaysToResolve: r.median_days === null ? null : Math.round(Number(r.median_days) * 10) / 10,
      resolvedWithinDueShare: r.due_counted === 0 ? null : r.due_met / r.due_counted,
      verifiedFixShare: r.resolved === 0 ? null : r.verified / r.resolved,
      overdueNow: r.overdue_now,
      forwarded: r.forwarded,
      answered: r.answered,
      returned: r.returned,
      medianHoursToFirstAnswer: r.median_hours_to_answer === null ? null : Math.round(Number(r.median_hours_to_answer) * 10) / 10,
      resolvedByAuthority: r.resolved_by_authority,
      answeredBeforeDueShare: r.answer_due_counted === 0 ? null : r.answered_in_time / r.answer_due_counted,
      followUpAnswers: r.follow_up_answers,
      confirmedFixedShare: fromEnoughAnswers(r.follow_up_answers, () => r.follow_up_fixed / r.follow_up_answers),
      reopenedShare: fromEnoughAnswers(r.follow_up_answers, () => r.follow_up_reopened / r.follow_up_answers),
      medianRating: fromEnoughAnswers(r.follow_up_answers, () => Math.round(Number(r.median_rating) * 10) / 10),
    }));
  }

  /** Code → name of the talukas or ULBs (empty for authorities, whose name is their department). */
  private async placeNames(by: ScorecardGrouping): Promise<Map<string, string>> {
    if (by === 'authority') return new Map();
    const catalog = await this.geography.catalog();
    const places = by === 'taluka' ? catalog.subdistricts : catalog.ulbs;
    return new Map([...places.values()].map((p) => [String(p.code), p.name]));
  }
}
