import { Injectable } from '@nestjs/common';
import type { Paged } from '@civic/contracts';
import { AnswerCache } from '../../kernel/cache/answer-cache.js';
import { TableNotifications } from '../../kernel/cache/table-notifications.js';
import type { AdminComplaintView } from './admin-complaint-views.service.js';
import type { ComplaintView } from './complaint.view.js';
import type { PublicMapResult } from './public-complaints.service.js';

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
 * (docs/adr/0085-complaint-answer-caches.md): My Complaints and the quota's count per reporter, and the desk's pages
 * per filter and page, and the public map's answers per box, zoom and filters. The database's triggers notify `complaints:<reporter id>` and
 * `complaint_escalation_steps:<reporter id>` when a reporter's complaints or their steps change, in whichever process
 * or by whatever SQL (migration 1763803000000); this process's own TypeORM writes apply at their commit
 * (TableWritesSubscriber). A reporter's answers are dropped on their key; the desk's pages, which mix every reporter,
 * on any change of complaints, steps, accounts (the reporter's name and email) or categories (their names); the map's,
 * on any change of complaints (the rows of its single complaints and edge strips) or of its read model
 * `complaint_map_cells`, which the projections worker brings up to date after the complaint (migration 1763803820000).
 *
 * Bounded by weight: a My Complaints answer weighs its number of complaints, a desk page its number of rows, so the
 * memory held is at most about MY_COMPLAINTS_MAX_VIEWS + DESK_MAX_VIEWS complaint views (a few kB each), and a map
 * answer its number of features (MAP_MAX_FEATURES, a few MB).
 */
@Injectable()
export class ComplaintAnswerCaches {
  /** My Complaints per reporter id. */
  readonly myComplaints = new AnswerCache<ComplaintView[]>({ maxWeight: MY_COMPLAINTS_MAX_VIEWS, weigh: (items) => items.length, ttlMs: ANSWER_TTL_MS });
  /** The number of complaints a reporter filed in the quota's month, per reporter id. */
  readonly quotaUsed = new AnswerCache<number>({ maxWeight: QUOTA_MAX_REPORTERS, weigh: () => 1, ttlMs: ANSWER_TTL_MS });
  /** The desk's pages per filter, sort and page. */
  readonly deskPages = new AnswerCache<Paged<AdminComplaintView>>({ maxWeight: DESK_MAX_VIEWS, weigh: (page) => page.items.length, ttlMs: ANSWER_TTL_MS });
  /** The public map's answers per box, zoom and filters (the same for every visitor). */
  readonly publicMap = new AnswerCache<PublicMapResult>({ maxWeight: MAP_MAX_FEATURES, weigh: (answer) => answer.features.length, ttlMs: ANSWER_TTL_MS });

  constructor(notifications: TableNotifications) {
    notifications.onChange('complaints', (reporterId) => {
      if (reporterId === undefined) {
        this.myComplaints.clear();
        this.quotaUsed.clear();
      } else {
        this.myComplaints.delete(reporterId);
        this.quotaUsed.delete(reporterId);
      }
      this.deskPages.clear();
      this.publicMap.clear();
    });
    notifications.onChange('complaint_map_cells', () => this.publicMap.clear());
    notifications.onChange('complaint_escalation_steps', (reporterId) => {
      if (reporterId === undefined) this.myComplaints.clear();
      else this.myComplaints.delete(reporterId);
      this.deskPages.clear();
    });
    notifications.onChange('categories', () => {
      this.myComplaints.clear();
      this.deskPages.clear();
    });
    notifications.onChange('users', () => this.deskPages.clear());
    // Each desk row counts its email replies waiting for review, and one filter lists them.
    notifications.onChange('authority_replies', () => this.deskPages.clear());
  }
}
