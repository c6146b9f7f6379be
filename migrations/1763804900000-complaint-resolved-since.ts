import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each resolution began, stored (complaints.resolved_since, kept by the entity's status changes), and the partial
 * index the daily "Was it fixed?" run reads the resolutions four weeks old through (docs/adr/0148): before, the run
 * read the history of every resolved complaint each day. Backfilled from the history: the first entry of the latest
 * unbroken run of 'resolved' entries, else the last change.
 */
export class ComplaintResolvedSince1763804900000 implements MigrationInterface {
  name = 'ComplaintResolvedSince1763804900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaints ADD COLUMN resolved_since timestamptz');
    await q.query(`UPDATE complaints c SET resolved_since = coalesce(
        (SELECT min((e.u->>'date')::timestamptz)
           FROM jsonb_array_elements(c.updates) WITH ORDINALITY e(u, i)
          WHERE e.i > (SELECT coalesce(max(x.i), 0) FROM jsonb_array_elements(c.updates) WITH ORDINALITY x(u, i) WHERE x.u->>'status' <> 'resolved')),
        c.updated_at)
      WHERE c.status = 'resolved'`);
    await q.query(
      "CREATE INDEX complaints_follow_up_due_idx ON complaints (resolved_since) WHERE status = 'resolved' AND archived = false AND fix_confirmed_at IS NULL AND reporter_id IS NOT NULL",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX complaints_follow_up_due_idx');
    await q.query('ALTER TABLE complaints DROP COLUMN resolved_since');
  }
}
