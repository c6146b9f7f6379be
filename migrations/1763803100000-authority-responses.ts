import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authorities answer complaints (docs/adr/0090-authority-response-links.md):
 * - `response_links`: one row per complaint and recipient address. The emailed token is never stored: only its
 *   SHA-256 (`token_hash`, unique) and the random seed it is derived from (`token_seed`, with the server's link key).
 *   `reply_key` is the random key of the Reply-To address of the emails to that recipient; `expires_at` moves to
 *   RESPONSE_LINK_DAYS after each email that carries the link; `revoked_at` is set by an admin.
 * - `complaints.updates[]` entries gain `source` (admin, authority, reporter, system, integrator) and, for an
 *   authority's entry, `authorityName` and `authorityAction`. Existing entries are backfilled from their words: the
 *   filing entry is the reporter's (the integrator's when filed through Open311), the ladder's reminders and
 *   escalations the system's, reopen and fix confirmations the reporter's, everything else an admin's.
 * - `complaints.escalation_held_until`: an acknowledgement's expected date, until which the ladder waits;
 *   `returned_at` / `returned_note`: the authority said 'not our jurisdiction' (the ladder pauses until the next
 *   forward); `first_answered_at`: the authority's first answer. Partial indexes serve the desk's filters.
 * - `complaint_scorecard_facts` gains `first_answered_at` and `resolved_by_authority` for the scorecards.
 * - `photo_points` may belong to a response link instead of a user (an authority's after-photo).
 */
export class AuthorityResponses1763803100000 implements MigrationInterface {
  name = 'AuthorityResponses1763803100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE response_links (
        id uuid PRIMARY KEY,
        complaint_id uuid NOT NULL CONSTRAINT response_links_complaint_id_fkey REFERENCES complaints (id) ON DELETE CASCADE,
        recipient_email text NOT NULL,
        authority_name text NOT NULL DEFAULT '',
        authority_designation text NOT NULL DEFAULT '',
        token_hash text NOT NULL,
        token_seed uuid NOT NULL,
        reply_key text NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_language text NOT NULL DEFAULT 'en',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT response_links_recipient_email_check CHECK (recipient_email = lower(btrim(recipient_email)) AND recipient_email <> '')
      )`);
    await q.query('CREATE UNIQUE INDEX response_links_complaint_recipient_uq ON response_links (complaint_id, recipient_email)');
    await q.query('CREATE UNIQUE INDEX response_links_token_hash_uq ON response_links (token_hash)');
    await q.query('CREATE UNIQUE INDEX response_links_reply_key_uq ON response_links (reply_key)');
    await q.query('CREATE INDEX response_links_recipient_idx ON response_links (recipient_email)');

    await q.query(`
      UPDATE complaints c SET updates = (
        SELECT coalesce(jsonb_agg(e.u || jsonb_build_object('source',
          CASE
            WHEN e.ord = 1 AND e.u->>'message' = 'Complaint submitted' THEN CASE WHEN c.api_key_id IS NULL THEN 'reporter' ELSE 'integrator' END
            WHEN e.u->>'message' LIKE 'Reminder sent to %' OR e.u->>'message' LIKE 'Escalated to level %' THEN 'system'
            WHEN e.u->>'message' LIKE 'Reopened by the reporter: %' OR e.u->>'message' LIKE 'The reporter confirmed the fix%' THEN 'reporter'
            ELSE 'admin'
          END) ORDER BY e.ord), '[]'::jsonb)
        FROM jsonb_array_elements(c.updates) WITH ORDINALITY AS e(u, ord)
      )
      WHERE jsonb_array_length(c.updates) > 0`);

    await q.query(`
      ALTER TABLE complaints
        ADD COLUMN escalation_held_until timestamptz,
        ADD COLUMN returned_at timestamptz,
        ADD COLUMN returned_note jsonb,
        ADD COLUMN first_answered_at timestamptz`);
    await q.query('CREATE INDEX complaints_answered_idx ON complaints (archived, created_at, public_id) WHERE first_answered_at IS NOT NULL');
    await q.query('CREATE INDEX complaints_returned_idx ON complaints (archived, created_at, public_id) WHERE returned_at IS NOT NULL');

    await q.query(`
      ALTER TABLE complaint_scorecard_facts
        ADD COLUMN first_answered_at timestamptz,
        ADD COLUMN resolved_by_authority boolean NOT NULL DEFAULT false`);

    await q.query('ALTER TABLE photo_points ALTER COLUMN uploader_id DROP NOT NULL');
    await q.query(
      'ALTER TABLE photo_points ADD COLUMN response_link_id uuid CONSTRAINT photo_points_response_link_id_fkey REFERENCES response_links (id) ON DELETE CASCADE',
    );
    await q.query('ALTER TABLE photo_points ADD CONSTRAINT photo_points_owner_check CHECK (uploader_id IS NOT NULL OR response_link_id IS NOT NULL)');
    await q.query('CREATE INDEX photo_points_response_link_id_idx ON photo_points (response_link_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM photo_points WHERE uploader_id IS NULL');
    await q.query('ALTER TABLE photo_points DROP CONSTRAINT photo_points_owner_check');
    await q.query('ALTER TABLE photo_points DROP COLUMN response_link_id');
    await q.query('ALTER TABLE photo_points ALTER COLUMN uploader_id SET NOT NULL');
    await q.query('ALTER TABLE complaint_scorecard_facts DROP COLUMN first_answered_at, DROP COLUMN resolved_by_authority');
    await q.query('DROP INDEX complaints_answered_idx');
    await q.query('DROP INDEX complaints_returned_idx');
    await q.query(
      'ALTER TABLE complaints DROP COLUMN escalation_held_until, DROP COLUMN returned_at, DROP COLUMN returned_note, DROP COLUMN first_answered_at',
    );
    await q.query(`
      UPDATE complaints c SET updates = (
        SELECT coalesce(jsonb_agg(e.u - 'source' - 'authorityName' - 'authorityAction' ORDER BY e.ord), '[]'::jsonb)
        FROM jsonb_array_elements(c.updates) WITH ORDINALITY AS e(u, ord)
      )
      WHERE jsonb_array_length(c.updates) > 0`);
    await q.query('DROP TABLE response_links');
  }
}
