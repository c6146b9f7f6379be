import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scorecards count offices, not departments (docs/adr/0139-citizen-answers-and-offices.md): each fact keeps the office
 * forwarded to (`authority_name`, `authority_email`: the primary routing contact) and whether an office returned the
 * complaint as not its own (`returned`); `first_answered_at` no longer counts such a return as an answer. Existing
 * facts are filled from their complaint, as the projection would write them.
 */
export class ScorecardsPerOffice1763804230000 implements MigrationInterface {
  name = 'ScorecardsPerOffice1763804230000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE complaint_scorecard_facts ADD COLUMN authority_name text, ADD COLUMN authority_email text, ADD COLUMN returned boolean NOT NULL DEFAULT false',
    );
    await q.query(
      `UPDATE complaint_scorecard_facts f
          SET authority_name = CASE WHEN f.authority_domain IS NULL THEN NULL ELSE c.authority_recipients -> 0 ->> 'authorityName' END,
              authority_email = CASE WHEN f.authority_domain IS NULL THEN NULL ELSE lower(trim(c.authority_recipients -> 0 ->> 'authorityEmail')) END,
              returned = EXISTS (SELECT 1 FROM jsonb_array_elements(c.updates) u WHERE u ->> 'authorityAction' = 'not_ours'),
              first_answered_at = (SELECT min((u ->> 'date')::timestamptz) FROM jsonb_array_elements(c.updates) u
                                    WHERE u ->> 'source' = 'authority' AND u ->> 'authorityAction' IS DISTINCT FROM 'not_ours')
         FROM complaints c
        WHERE c.id = f.complaint_id`,
    );
    await q.query('CREATE INDEX complaint_scorecard_facts_office_idx ON complaint_scorecard_facts (authority_email, received_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX complaint_scorecard_facts_office_idx');
    await q.query('ALTER TABLE complaint_scorecard_facts DROP COLUMN returned, DROP COLUMN authority_email, DROP COLUMN authority_name');
  }
}
