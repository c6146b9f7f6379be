import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PlansService } from '../../billing/public.js';
import { PreparedReads, PreparedStatement } from '../../kernel/database/prepared-reads.js';
import type { QuotaWindow } from '../domain/quota-window.js';

/** The complaints quota of a user for the current month (citizen spec section 3: used, limit, resetAt). */
export interface ComplaintsQuota {
  used: number;
  /** Complaints allowed this month; null = unlimited. */
  limit: number | null;
  /** ISO instant of the next reset: the start of next month in Asia/Kolkata. */
  resetAt: string;
}

/**
 * Complaints the reporter filed within the window (complaints_reporter_created_idx), prepared once per connection
 * (PreparedReads). A complaint an Open311 integrator filed for the reporter's email and the reporter claimed later
 * (`reporter_email` set) is not theirs to count: an integrator never spends a citizen's quota. $1 reporter id, $2 and
 * $3 the window.
 */
const USED_IN_WINDOW = new PreparedStatement(
  'quota-used',
  'SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND created_at >= $2 AND created_at < $3 AND reporter_email IS NULL',
);

/**
 * The monthly complaints quota (citizen spec section 9: Free 3, Premium 10, Advocate Plus unlimited per
 * calendar month). `used` is the number of complaints the user filed in the month (Asia/Kolkata). Filing
 * takes a per-user transaction lock first, so that parallel submits are counted one after the other
 * (docs/adr/0019-quota-enforcement.md).
 */
@Injectable()
export class ComplaintQuotaService {
  constructor(
    private readonly plans: PlansService,
    private readonly prepared: PreparedReads,
  ) {}

  /**
   * Takes the reporter's quota lock in `manager`'s transaction, held until it ends: the next filing by the same user
   * waits here, and its count (a statement of its own, so a new snapshot under READ COMMITTED) sees this one's
   * complaint once committed. A transaction-scoped advisory lock on the key `complaint-quota:<user id>` (bound, never
   * written into the SQL text), so that nothing else that touches the user's row waits on a filing.
   */
  async lock(manager: EntityManager, reporterId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`complaint-quota:${reporterId}`]);
  }

  /**
   * Under the quota lock, in one statement: the reporter's complaints in the window, and the next complaint number
   * (complaint_number_seq) unless the plan's `limit` is reached, so that a refused filing draws no number. `limit`
   * null: unlimited. `number` is null when the limit is reached.
   */
  async countAndDraw(manager: EntityManager, reporterId: string, window: QuotaWindow, limit: number | null): Promise<{ used: number; number: number | null }> {
    const [row]: { used: number; number: string | null }[] = await manager.query(
      `WITH used AS (SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND created_at >= $2 AND created_at < $3 AND reporter_email IS NULL)
       SELECT n AS used, CASE WHEN $4::int IS NULL OR n < $4::int THEN nextval('complaint_number_seq')::text END AS number FROM used`,
      [reporterId, window.start, window.end, limit],
    );
    return { used: Number(row!.used), number: row!.number === null ? null : Number(row!.number) };
  }

  /**
   * An Open311 'by_email' filing, under the key's lock (`lock(manager, 'key:<id>')`): the key's filings in the window
   * (complaints_api_key_created_idx) and those for `email` (complaints_api_key_email_idx), and the next complaint
   * number unless either cap is reached (`monthlyLimit` null: no cap for the key).
   */
  async countKeyAndDraw(
    manager: EntityManager,
    apiKeyId: string,
    email: string,
    window: QuotaWindow,
    monthlyLimit: number | null,
    perEmailLimit: number,
  ): Promise<{ usedByKey: number; usedByEmail: number; number: number | null }> {
    const [row]: { by_key: number; by_email: number; number: string | null }[] = await manager.query(
      `WITH by_key AS (SELECT count(*)::int AS n FROM complaints WHERE api_key_id = $1 AND created_at >= $3 AND created_at < $4),
            by_email AS (SELECT count(*)::int AS n FROM complaints WHERE api_key_id = $1 AND reporter_email = $2 AND created_at >= $3 AND created_at < $4)
       SELECT by_key.n AS by_key, by_email.n AS by_email,
              CASE WHEN ($5::int IS NULL OR by_key.n < $5::int) AND by_email.n < $6::int THEN nextval('complaint_number_seq')::text END AS number
       FROM by_key, by_email`,
      [apiKeyId, email, window.start, window.end, monthlyLimit, perEmailLimit],
    );
    return { usedByKey: Number(row!.by_key), usedByEmail: Number(row!.by_email), number: row!.number === null ? null : Number(row!.number) };
  }

  /**
   * The complaints a user filed in the quota's window (GET /api/usage/complaints-quota): an index range of the
   * reporter's complaints (USED_IN_WINDOW). Filing never uses it: it counts under the quota lock (countAndDraw).
   */
  async usedIn(userId: string, window: QuotaWindow): Promise<number> {
    const [row] = await this.prepared.query<{ n: number }>(USED_IN_WINDOW, [userId, window.start, window.end]);
    return row?.n ?? 0;
  }

  /** The quota of a plan once `used` complaints were filed in `window`. */
  async quotaFor(planName: string, used: number, window: QuotaWindow): Promise<ComplaintsQuota> {
    const limits = await this.plans.limitsFor(planName);
    return { used, limit: limits.complaintLimit, resetAt: window.end.toISOString() };
  }
}
