import { Injectable } from '@nestjs/common';
import type { Paged } from '@civic/contracts';
import type { AnswerCache } from '../../kernel/cache/answer-cache.js';
import { TableNotifications } from '../../kernel/cache/table-notifications.js';
import type { AdminComplaintView } from './admin-complaint-views.service.js';
import type { ComplaintView } from './complaint.view.js';
import type { PublicMapResult } from './queries/get-public-map/get-public-map.query.js';

/**
 * How long an answer is served at most without a notification, in milliseconds: the bound on staleness while the
 * notification connection is down (a notification sent meanwhile is lost; a reconnection drops every answer anyway).
 */
const ANSWER_TTL_MS = 60_000;

/** Complaint views kept at most across the My Complaints answers. */
export const MY_COMPLAINTS_MAX_VIEWS = 5_000;
/** Reporters whose quota count is kept at most. */
export const QUOTA_MAX_REPORTERS = 20_000;
/** Complaint views kept at most across the desk's pages. */
export const DESK_MAX_VIEWS = 2_000;
/** Map features (clusters and single complaints, about 200 bytes each) kept at most across the public map's answers. */
export const MAP_MAX_FEATURES = 20_000;

/**
 * The answers of the hottest complaint reads, kept in memory between the changes of their rows
 * (docs/adr/0085-complaint-answer-caches.md): My Complaints and the quota's count per reporter, the desk's pages per
 * filter and page, and the public map's answers per box, zoom and filters. Each names, where it is made, every table
 * its answers read (`reads`): the database's triggers notify a change of any of them at commit, in whichever process
 * or by whatever SQL, and this process's own TypeORM writes apply at their commit (TableWritesSubscriber). Complaints
 * and their escalation steps notify `<table>:<reporter id>`, so a reporter's answers are dropped alone; the desk and
 * the map, which mix every reporter, are dropped on any change of what they read.
 *
 * Bounded by weight: a My Complaints answer weighs its number of complaints, a desk page its number of rows, so the
 * memory held is at most about MY_COMPLAINTS_MAX_VIEWS + DESK_MAX_VIEWS complaint views (a few kB each), and a map
 * answer its number of features (MAP_MAX_FEATURES, a few MB).
 */
@Injectable()
export class ComplaintAnswerCaches {
  /** My Complaints per reporter id: the complaints with their steps, and category names. */
  readonly myComplaints: AnswerCache<ComplaintView[]>;
  /** The number of complaints a reporter filed in the quota's month, per reporter id. */
  readonly quotaUsed: AnswerCache<number>;
  /**
   * The desk's pages per filter, sort and page: the complaints with their steps, category names, reporters (names and
   * emails), email replies waiting for review, and the response links (live, revoked, expired).
   */
  readonly deskPages: AnswerCache<Paged<AdminComplaintView>>;
  /** The public map's answers per box, zoom and filters (the same for every visitor): single complaints and the cells' sums. */
  readonly publicMap: AnswerCache<PublicMapResult>;

  constructor(notifications: TableNotifications) {
    const byReporter = ['complaints', 'complaint_escalation_steps'] as const;
    this.myComplaints = notifications.answerCache('My Complaints', {
      reads: ['complaints', 'complaint_escalation_steps', 'categories'],
      keyedBy: byReporter,
      maxWeight: MY_COMPLAINTS_MAX_VIEWS,
      weigh: (items) => items.length,
      ttlMs: ANSWER_TTL_MS,
    });
    this.quotaUsed = notifications.answerCache('complaints quota', {
      reads: ['complaints'],
      keyedBy: byReporter,
      maxWeight: QUOTA_MAX_REPORTERS,
      weigh: () => 1,
      ttlMs: ANSWER_TTL_MS,
    });
    this.deskPages = notifications.answerCache('desk pages', {
      reads: ['complaints', 'complaint_escalation_steps', 'categories', 'users', 'authority_replies', 'response_links'],
      maxWeight: DESK_MAX_VIEWS,
      weigh: (page) => page.items.length,
      ttlMs: ANSWER_TTL_MS,
    });
    this.publicMap = notifications.answerCache('public map', {
      reads: ['complaints', 'complaint_map_cells'],
      maxWeight: MAP_MAX_FEATURES,
      weigh: (answer) => answer.features.length,
      ttlMs: ANSWER_TTL_MS,
    });
  }
}
