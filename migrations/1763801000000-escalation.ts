import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deadlines and escalation (docs/adr/0048-escalation-ladder.md).
 *
 * - `categories.response_days`: days the authority has to act once a complaint is forwarded; the eight default
 *   categories get the defaults, any other category 15.
 * - `complaints.due_at`: set when a complaint is forwarded (end of the forwarding day + response days, India time).
 *   `escalation_level` is the highest rung reached (0: none or the reminder), `escalation_paused` with its note is
 *   an admin's pause. The ladder lists open, unpaused complaints past due by `complaints_ladder_idx` (partial); the
 *   desk sorts by due date (`complaints_archived_due_idx`).
 * - `complaint_escalation_steps`: each rung taken, once: unique (complaint_id, level, kind), inserted in the same
 *   transaction as its event, so that two schedulers (or a scheduler and the reporter) never take a rung twice.
 * - `routing_contacts.escalation_level`: 0 the authority forwarded to, 1 and 2 the appellate levels; the
 *   uniqueness rule gains the level.
 */
export class Escalation1763801000000 implements MigrationInterface {
  name = 'Escalation1763801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE categories ADD COLUMN response_days int NOT NULL DEFAULT 15');
    await q.query('ALTER TABLE categories ADD CONSTRAINT categories_response_days_check CHECK (response_days BETWEEN 1 AND 90)');
    await q.query(`UPDATE categories SET response_days = d.days FROM (VALUES
      ('garbage', 3), ('electricity', 3), ('safety', 7), ('police', 7), ('animals', 7), ('roads', 15), ('environment', 15), ('construction', 30)
    ) AS d(key, days) WHERE categories.key = d.key`);

    await q.query('ALTER TABLE complaints ADD COLUMN due_at timestamptz');
    await q.query('ALTER TABLE complaints ADD COLUMN escalation_level smallint NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE complaints ADD COLUMN escalation_paused boolean NOT NULL DEFAULT false');
    await q.query("ALTER TABLE complaints ADD COLUMN escalation_pause_note text NOT NULL DEFAULT ''");
    await q.query('ALTER TABLE complaints ADD CONSTRAINT complaints_escalation_level_check CHECK (escalation_level BETWEEN 0 AND 2)');
    await q.query('CREATE INDEX complaints_archived_due_idx ON complaints (archived, due_at)');
    await q.query(
      "CREATE INDEX complaints_ladder_idx ON complaints (due_at) WHERE due_at IS NOT NULL AND NOT archived AND NOT escalation_paused AND status IN ('forwarded', 'in_progress', 'pending')",
    );

    await q.query(`CREATE TABLE complaint_escalation_steps (
      id uuid PRIMARY KEY,
      complaint_id uuid NOT NULL CONSTRAINT complaint_escalation_steps_complaint_id_fkey REFERENCES complaints(id) ON DELETE CASCADE,
      level smallint NOT NULL,
      kind text NOT NULL,
      by_reporter boolean NOT NULL DEFAULT false,
      at timestamptz NOT NULL,
      days_overdue int NOT NULL,
      recipients jsonb NOT NULL DEFAULT '[]',
      cc jsonb NOT NULL DEFAULT '[]',
      CONSTRAINT complaint_escalation_steps_kind_check CHECK (kind IN ('reminder', 'escalation')),
      CONSTRAINT complaint_escalation_steps_level_check CHECK (level BETWEEN 0 AND 2))`);
    await q.query('CREATE UNIQUE INDEX complaint_escalation_steps_uq ON complaint_escalation_steps (complaint_id, level, kind)');
    await q.query('CREATE INDEX complaint_escalation_steps_complaint_at_idx ON complaint_escalation_steps (complaint_id, at)');

    await q.query('ALTER TABLE routing_contacts ADD COLUMN escalation_level smallint NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE routing_contacts ADD CONSTRAINT routing_contacts_escalation_level_check CHECK (escalation_level BETWEEN 0 AND 2)');
    await q.query('DROP INDEX routing_contacts_location_category_uq');
    await q.query(
      "CREATE UNIQUE INDEX routing_contacts_location_category_uq ON routing_contacts (location_key, (coalesce(category_key, '')), escalation_level)",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM routing_contacts WHERE escalation_level <> 0');
    await q.query('DROP INDEX routing_contacts_location_category_uq');
    await q.query("CREATE UNIQUE INDEX routing_contacts_location_category_uq ON routing_contacts (location_key, (coalesce(category_key, '')))");
    await q.query('ALTER TABLE routing_contacts DROP COLUMN escalation_level');
    await q.query('DROP TABLE complaint_escalation_steps');
    await q.query('DROP INDEX complaints_ladder_idx');
    await q.query('DROP INDEX complaints_archived_due_idx');
    await q.query('ALTER TABLE complaints DROP COLUMN escalation_pause_note, DROP COLUMN escalation_paused, DROP COLUMN escalation_level, DROP COLUMN due_at');
    await q.query('ALTER TABLE categories DROP COLUMN response_days');
  }
}
