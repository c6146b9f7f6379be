import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ComplaintDeskCounts1763802210000 } from './1763802210000-complaint-desk-counts.js';
import { ComplaintStatCounts1763802320000 } from './1763802320000-complaint-stat-counts.js';
import { ComplaintReadRevisions1763802330000 } from './1763802330000-complaint-read-revisions.js';

/**
 * Drops the counter and revision tables the statement triggers on `complaints` and `complaint_escalation_steps` kept
 * in step (complaint_desk_counts, complaint_category_counts, complaint_reporter_counts, 16 slots per group, and
 * their revisions), with those triggers and functions. They kept answers cached per reporter and per desk page
 * exact; the reads now go to `complaints` itself: the desk's totals and the quota's count are index-only counts
 * (complaints_archived_created_public_idx, complaints_status_archived_created_public_idx,
 * complaints_reporter_created_idx), the home page's counters a count kept for two seconds per process.
 */
export class DropComplaintCounters1763802400000 implements MigrationInterface {
  name = 'DropComplaintCounters1763802400000';

  async up(q: QueryRunner): Promise<void> {
    for (const operation of ['insert', 'delete', 'update']) {
      await q.query(`DROP TRIGGER complaint_steps_${operation}_revisions ON complaint_escalation_steps`);
      await q.query(`DROP FUNCTION complaint_steps_${operation}_revisions()`);
      await q.query(`DROP TRIGGER complaint_desk_counts_${operation} ON complaints`);
      await q.query(`DROP FUNCTION complaint_desk_counts_${operation}()`);
    }
    await q.query('DROP FUNCTION complaint_read_revisions_bump(uuid[])');
    await q.query('DROP TABLE complaint_reporter_counts');
    await q.query('DROP TABLE complaint_category_counts');
    await q.query('DROP TABLE complaint_desk_counts');
  }

  /** The tables, functions and triggers as the three migrations that made them left them, counts filled again. */
  async down(q: QueryRunner): Promise<void> {
    await new ComplaintDeskCounts1763802210000().up(q);
    await new ComplaintStatCounts1763802320000().up(q);
    await new ComplaintReadRevisions1763802330000().up(q);
  }
}
