import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BatchedFreshReads } from '../../kernel/cache/batched-fresh-reads.js';

/**
 * The revisions of many reporters' complaints in one statement (migration 1763802330000: bumped in the same transaction
 * as every change to a reporter's complaints or their steps), as text. $1 reporter ids. A reporter without a row
 * (no complaint yet) is at revision '0'.
 */
export const REPORTER_REVISIONS_SQL = 'SELECT reporter_id, revision::text AS revision FROM complaint_reporter_counts WHERE reporter_id = ANY($1::uuid[])';

/**
 * The desk's counters summed per (archived, status) over their slots (migrations 1763802210000 and 1763802330000): at
 * most two rows per status, from which every filter's total and revision follow. Exported for
 * bench/baseline-server.mjs, which runs the same SQL.
 */
export const DESK_GROUPS_SQL =
  'SELECT archived, status, sum(n)::int AS n, sum(revision)::text AS revision FROM complaint_desk_counts GROUP BY archived, status';

/** The desk's filter a total and revision are read for: archived or not, one status or all. */
export interface DeskFilterKey {
  archived: boolean;
  status: string | null;
}

/** The number of complaints a desk filter lists and its revision (a non-negative integer as text). */
export interface DeskFilterCount {
  total: number;
  revision: string;
}

/** One row of DESK_GROUPS_SQL. */
interface DeskGroup {
  archived: boolean;
  status: string;
  n: number;
  revision: string;
}

/** The total and revision of `filter` from the desk's groups: the sums over the groups the filter lists. */
export function deskFilterCount(groups: readonly DeskGroup[], filter: DeskFilterKey): DeskFilterCount {
  let total = 0;
  let revision = 0n;
  for (const group of groups) {
    if (group.archived !== filter.archived || (filter.status !== null && group.status !== filter.status)) continue;
    total += group.n;
    revision += BigInt(group.revision);
  }
  return { total, revision: revision.toString() };
}

/**
 * The revisions the complaints' read sides are kept under (issue 14; RevisionCache): the reads of requests arriving
 * together share one statement (BatchedFreshReads), and each request's answer comes from a statement that started after
 * the request asked, so a change committed before it, by any process, is always seen.
 */
@Injectable()
export class ComplaintReadRevisions {
  private readonly reporters: BatchedFreshReads<string, string>;
  private readonly desk: BatchedFreshReads<DeskFilterKey, DeskFilterCount>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.reporters = new BatchedFreshReads<string, string>(
      async (ids) => {
        const rows = (await dataSource.query(REPORTER_REVISIONS_SQL, [[...new Set(ids)]])) as { reporter_id: string; revision: string }[];
        return new Map(rows.map((r) => [r.reporter_id, r.revision]));
      },
      (id) => id,
      '0',
    );
    this.desk = new BatchedFreshReads<DeskFilterKey, DeskFilterCount>(
      async (filters) => {
        const groups = (await dataSource.query(DESK_GROUPS_SQL)) as DeskGroup[];
        return new Map(filters.map((f) => [deskKey(f), deskFilterCount(groups, f)]));
      },
      deskKey,
      { total: 0, revision: '0' },
    );
  }

  /** The revision of one reporter's complaints (My Complaints). */
  ofReporter(reporterId: string): Promise<string> {
    return this.reporters.read(reporterId);
  }

  /** The total and revision of a desk filter (the desk's newest-first pages). */
  ofDesk(filter: DeskFilterKey): Promise<DeskFilterCount> {
    return this.desk.read(filter);
  }
}

function deskKey(filter: DeskFilterKey): string {
  return `${filter.archived}:${filter.status ?? ''}`;
}
