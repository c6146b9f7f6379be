import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Was it fixed?" (docs/adr/0148): the four-week follow-up of each resolution (complaint_follow_ups, one row per
 * complaint and resolution, so the daily run is idempotent), "still broken" reports with a photo taken at the pin, the
 * scorecards' follow-up facts, and the index the daily run reads reminders by (unanswered, unreminded follow-ups by
 * sending time); the due questionnaires are found through complaints_status_archived_idx and this table's key.
 */
export class ComplaintFollowUps1763804600000 implements MigrationInterface {
  name = 'ComplaintFollowUps1763804600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE complaint_follow_ups (
      complaint_id uuid NOT NULL,
      resolved_at timestamptz NOT NULL,
      sent_at timestamptz NOT NULL,
      reminded_at timestamptz,
      answered_at timestamptz,
      fixed boolean,
      rating smallint,
      photo text,
      CONSTRAINT complaint_follow_ups_pkey PRIMARY KEY (complaint_id, resolved_at),
      CONSTRAINT complaint_follow_ups_complaint_id_fkey FOREIGN KEY (complaint_id) REFERENCES complaints(id) ON DELETE CASCADE,
      CONSTRAINT complaint_follow_ups_rating_check CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
      CONSTRAINT complaint_follow_ups_answer_check CHECK ((answered_at IS NULL) = (fixed IS NULL))
    )`);
    await q.query('CREATE INDEX complaint_follow_ups_reminder_idx ON complaint_follow_ups (sent_at) WHERE answered_at IS NULL AND reminded_at IS NULL');
    await q.query(`CREATE TABLE still_broken_reports (
      id uuid NOT NULL,
      complaint_id uuid NOT NULL,
      resolved_at timestamptz NOT NULL,
      reporter_id uuid NOT NULL,
      photo text NOT NULL,
      distance_m integer NOT NULL,
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      CONSTRAINT still_broken_reports_pkey PRIMARY KEY (id),
      CONSTRAINT still_broken_reports_complaint_id_fkey FOREIGN KEY (complaint_id) REFERENCES complaints(id) ON DELETE CASCADE,
      CONSTRAINT still_broken_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES users(id) ON DELETE CASCADE
    )`);
    await q.query('CREATE UNIQUE INDEX still_broken_reports_once_uq ON still_broken_reports (complaint_id, resolved_at, reporter_id)');
    await q.query('CREATE INDEX still_broken_reports_reporter_idx ON still_broken_reports (reporter_id)');
    await q.query(`ALTER TABLE complaint_scorecard_facts
      ADD COLUMN follow_up_fixed boolean,
      ADD COLUMN follow_up_rating smallint,
      ADD COLUMN follow_up_reopened boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaint_scorecard_facts DROP COLUMN follow_up_fixed, DROP COLUMN follow_up_rating, DROP COLUMN follow_up_reopened');
    await q.query('DROP TABLE still_broken_reports');
    await q.query('DROP TABLE complaint_follow_ups');
  }
}
