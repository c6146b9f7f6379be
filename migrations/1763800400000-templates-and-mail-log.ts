import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PDF templates (admin spec section 3) and the sent-mail log's search: a trigram index over the lowercased
 * subject and recipients (to and cc) of mail_messages, used by GET /api/admin/mail?q= (substring, case-insensitive).
 * `mail_search_text` is IMMUTABLE so that it can be indexed (array_to_string on text[] is deterministic).
 */
export class TemplatesAndMailLog1763800400000 implements MigrationInterface {
  name = 'TemplatesAndMailLog1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE pdf_templates (
      key text PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      enabled boolean NOT NULL DEFAULT true,
      content jsonb CHECK (content IS NULL OR jsonb_typeof(content) = 'object'),
      updated_by_email text,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`CREATE FUNCTION mail_search_text(subject text, to_addresses text[], cc_addresses text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT pg_catalog.lower(coalesce(subject, '') || ' ' || pg_catalog.array_to_string(to_addresses, ' ') || ' ' || pg_catalog.array_to_string(cc_addresses, ' ')) $$`);
    await q.query('CREATE INDEX mail_messages_search_trgm_idx ON mail_messages USING gin (mail_search_text(subject, to_addresses, cc_addresses) gin_trgm_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    // pg_trgm stays: other migrations use it too.
    await q.query('DROP INDEX IF EXISTS mail_messages_search_trgm_idx');
    await q.query('DROP FUNCTION IF EXISTS mail_search_text(text, text[], text[])');
    await q.query('DROP TABLE IF EXISTS pdf_templates');
  }
}
