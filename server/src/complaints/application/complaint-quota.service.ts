import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PlansService } from '../../billing/public.js';
import type { ServerStatement } from '../../kernel/database/opening-statements.js';
import { quotaWindow, type QuotaWindow } from '../domain/quota-window.js';

/** The complaints quota of a user for the current month (citizen spec section 3: used, limit, resetAt). */
export interface ComplaintsQuota {
  used: number;
  /** Complaints allowed this month; null = unlimited. */
  limit: number | null;
  /** ISO instant of the next reset: the start of next month in Asia/Kolkata. */
  resetAt: string;
}

/**
 * The monthly complaints quota (citizen spec section 9: Free 3, Premium 10, Advocate Plus unlimited per
 * calendar month). `used` is the number of complaints the user filed in the month (Asia/Kolkata). Filing
 * takes a per-user transaction lock first, so that parallel submits are counted one after the other
 * (docs/decisions.md "Quota enforcement").
 */
@Injectable()
export class ComplaintQuotaService {
  constructor(
    private readonly plans: PlansService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * The reporter's quota lock, held until the transaction ends: the next filing by the same user waits here, and its
   * count (a statement of its own, so a new snapshot under READ COMMITTED) sees this one's complaint once committed.
   * Server values only (a user id from the database), to open the filing's transaction (OutboxService.transactionOpenedWith).
   */
  lockStatement(reporterId: string): ServerStatement {
    return { text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', values: [`complaint-quota:${reporterId}`] };
  }

  /** Complaints the reporter filed within the window (uses complaints_reporter_created_idx). */
  async countIn(manager: EntityManager | DataSource, reporterId: string, window: QuotaWindow): Promise<number> {
    const rows: { n: number }[] = await manager.query(
      'SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND created_at >= $2 AND created_at < $3',
      [reporterId, window.start, window.end],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Under the quota lock, in one statement (one round trip less per filing): the reporter's complaints in
   * the window, and the next complaint number (complaint_number_seq) unless the plan's `limit` is reached, so that a
   * refused filing draws no number. `limit` null: unlimited. Read the row with `countAndNumberOf`.
   */
  countAndDrawStatement(reporterId: string, window: QuotaWindow, limit: number | null): ServerStatement {
    return {
      text: `WITH used AS (SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND created_at >= $2 AND created_at < $3)
       SELECT n AS used, CASE WHEN $4::int IS NULL OR n < $4::int THEN nextval('complaint_number_seq')::text END AS number FROM used`,
      values: [reporterId, window.start, window.end, limit],
    };
  }

  /** The count and the number drawn (null: the limit is reached) from the row of `countAndDrawStatement`. */
  countAndNumberOf(row: Record<string, unknown>): { used: number; number: number | null } {
    return { used: Number(row.used), number: row.number === null ? null : Number(row.number) };
  }

  /**
   * The quota of a user on a plan at `now` (GET /api/usage/complaints-quota): the month's count (countIn, an index
   * range of the reporter's complaints). Filing never uses it: it counts under the quota lock (countAndDrawStatement).
   */
  async quotaOf(userId: string, planName: string, now: Date = new Date()): Promise<ComplaintsQuota> {
    const window = quotaWindow(now);
    const [limits, used] = await Promise.all([this.plans.limitsFor(planName), this.countIn(this.dataSource, userId, window)]);
    return { used, limit: limits.complaintLimit, resetAt: window.end.toISOString() };
  }
}
