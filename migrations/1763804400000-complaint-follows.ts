import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Following a complaint (docs/adr/0149-following-a-complaint.md): `complaint_follows` holds one row per (complaint,
 * citizen) who asked for its public updates by email, by Follow or by 'Me too'. The primary key, complaint first,
 * answers the notifications worker's "who follows this complaint" in one index scan; complaint_follows_user_idx pages
 * a citizen's followed list newest first. Deleting the complaint or the account removes the row. The citizens who said
 * 'Me too' before this table existed follow what they supported, as a new 'Me too' does.
 */
export class ComplaintFollows1763804400000 implements MigrationInterface {
  name = 'ComplaintFollows1763804400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE complaint_follows (
      complaint_id uuid NOT NULL CONSTRAINT complaint_follows_complaint_id_fkey REFERENCES complaints(id) ON DELETE CASCADE,
      user_id uuid NOT NULL CONSTRAINT complaint_follows_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT complaint_follows_pkey PRIMARY KEY (complaint_id, user_id))`);
    await q.query('CREATE INDEX complaint_follows_user_idx ON complaint_follows (user_id, created_at, complaint_id)');
    await q.query('INSERT INTO complaint_follows (complaint_id, user_id, created_at) SELECT complaint_id, user_id, created_at FROM complaint_supports');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE complaint_follows');
  }
}
