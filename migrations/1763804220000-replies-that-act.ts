import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Emailed replies that act (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md):
 * - `authority_reply_acks`: the acknowledgements officers were sent for their emailed replies, one row per event, whose
 *   last hour is an address's allowance of REPLY_ACKS_PER_HOUR;
 * - `authority_documents`: the PDFs and office documents officers' replies carried, kept as the complaint's documents.
 */
export class RepliesThatAct1763804220000 implements MigrationInterface {
  name = 'RepliesThatAct1763804220000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE authority_reply_acks (
      event_id uuid PRIMARY KEY,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX authority_reply_acks_email_idx ON authority_reply_acks (email, created_at)');
    await q.query(`CREATE TABLE authority_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      complaint_id uuid NOT NULL CONSTRAINT authority_documents_complaint_id_fkey REFERENCES complaints(id) ON DELETE CASCADE,
      reply_id uuid NOT NULL CONSTRAINT authority_documents_reply_id_fkey REFERENCES authority_replies(id) ON DELETE CASCADE,
      filename text NOT NULL,
      content_type text NOT NULL,
      size int NOT NULL CONSTRAINT authority_documents_size_check CHECK (size >= 0),
      storage_key text NOT NULL,
      authority_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX authority_documents_complaint_idx ON authority_documents (complaint_id, created_at)');
    await q.query('CREATE INDEX authority_documents_reply_idx ON authority_documents (reply_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS authority_documents');
    await q.query('DROP TABLE IF EXISTS authority_reply_acks');
  }
}
