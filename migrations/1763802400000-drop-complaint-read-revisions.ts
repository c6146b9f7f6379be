import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ComplaintStatCounts1763802320000 } from './1763802320000-complaint-stat-counts.js';
import { ComplaintReadRevisions1763802330000 } from './1763802330000-complaint-read-revisions.js';

/**
 * Undoes migrations 1763802330000 and 1763802320000: drops the revisions of the complaints' read sides (the
 * `revision` columns, the escalation steps' triggers and `complaint_read_revisions_bump`), which kept answers cached
 * per reporter and per desk page exact, and the home page's counter tables `complaint_category_counts` and
 * `complaint_reporter_counts`. Those reads now go to `complaints` itself (the home page's counters are counted at
 * most every two seconds per process). `complaint_desk_counts` and its three statement triggers stay, as migration
 * 1763802210000 made them: the desk's 'Page X of Y' total is a sum of at most 16 rows instead of a count over every
 * complaint of the filter (docs/adr/0083-desk-totals-kept-by-triggers.md).
 */
export class DropComplaintReadRevisions1763802400000 implements MigrationInterface {
  name = 'DropComplaintReadRevisions1763802400000';

  async up(q: QueryRunner): Promise<void> {
    await new ComplaintReadRevisions1763802330000().down(q);
    await new ComplaintStatCounts1763802320000().down(q);
  }

  /** The tables, columns, functions and triggers as the two migrations made them, their counts filled again. */
  async down(q: QueryRunner): Promise<void> {
    await new ComplaintStatCounts1763802320000().up(q);
    await new ComplaintReadRevisions1763802330000().up(q);
  }
}
