import { Injectable } from '@nestjs/common';
import type { AnswerCache } from '../../kernel/cache/answer-cache.js';
import { TableNotifications } from '../../kernel/cache/table-notifications.js';

/**
 * How long an answer is served at most without a notification, in milliseconds: the bound on staleness while the
 * notification connection is down (a notification sent meanwhile is lost; a reconnection drops every answer anyway).
 */
const ANSWER_TTL_MS = 60_000;

/** Reporters whose quota count is kept at most. */
export const QUOTA_MAX_REPORTERS = 20_000;
/**
 * Characters of GeoJSON kept at most across the public map's answers (about 4 MB: a zoom-10 answer of all Goa is
 * about 20 kB, a zoom-14 answer of 500 complaints about 130 kB).
 */
export const MAP_MAX_CHARACTERS = 4_000_000;

/**
 * The answers of complaint reads kept in memory between the changes of their rows, the two the bench with writes
 * running shows a floor needs (docs/adr/0141-caches-measured-with-writes.md): the quota's count per reporter (a number,
 * dropped by a change of that reporter's complaints alone) and the public map's answers per box, zoom and filters (the
 * same for every visitor). Each names, where it is made, every table its answers read (`reads`): the database's
 * triggers notify a change of any of them at commit, in whichever process or by whatever SQL, and this process's own
 * TypeORM writes apply at their commit (TableWritesSubscriber). My Complaints and the desk's pages are read from the
 * database on every call: with many readers and filings every 50 ms, a kept answer was rarely read twice before it
 * changed.
 *
 * Bounded by weight: a quota count weighs 1, a map answer its length (MAP_MAX_CHARACTERS).
 */
@Injectable()
export class ComplaintAnswerCaches {
  /** The number of complaints a reporter filed in the quota's month, per reporter id. */
  readonly quotaUsed: AnswerCache<number>;
  /**
   * The public map's answers per box, zoom and filters (the same for every visitor), as the GeoJSON text sent: single
   * complaints and the cells' sums.
   */
  readonly publicMap: AnswerCache<string>;

  constructor(notifications: TableNotifications) {
    this.quotaUsed = notifications.answerCache('complaints quota', {
      reads: ['complaints'],
      keyedBy: ['complaints'],
      maxWeight: QUOTA_MAX_REPORTERS,
      weigh: () => 1,
      ttlMs: ANSWER_TTL_MS,
    });
    this.publicMap = notifications.answerCache('public map', {
      reads: ['complaints', 'complaint_map_cells', 'complaint_map_cell_totals'],
      maxWeight: MAP_MAX_CHARACTERS,
      weigh: (answer) => answer.length,
      ttlMs: ANSWER_TTL_MS,
    });
  }
}
