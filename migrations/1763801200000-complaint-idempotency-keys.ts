import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent filing (docs/adr/0055-offline-drafts-and-idempotent-filing.md).
 *
 * - `complaint_idempotency_keys`: one row per (user, Idempotency-Key) of a successful POST /api/complaints, written
 *   in the filing's transaction. `request_hash` is the SHA-256 (hex) of the request body in canonical JSON (a repeat
 *   with another body answers 422 IDEMPOTENCY_KEY_REUSED); `status_code` and `response` are the first answer (the body `{ id }`, plus the complaint uuid for internal callers), replayed
 *   as they were. Rows older than 24 hours are ignored by the lookup and deleted by the user's next filing through
 *   the primary key's user_id prefix and complaint_idempotency_keys_user_created_idx. A deleted account takes its rows.
 */
export class ComplaintIdempotencyKeys1763801200000 implements MigrationInterface {
  name = 'ComplaintIdempotencyKeys1763801200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE complaint_idempotency_keys (
      user_id uuid NOT NULL CONSTRAINT complaint_idempotency_keys_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code integer NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT complaint_idempotency_keys_pkey PRIMARY KEY (user_id, key))`);
    await q.query('CREATE INDEX complaint_idempotency_keys_user_created_idx ON complaint_idempotency_keys (user_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE complaint_idempotency_keys');
  }
}
