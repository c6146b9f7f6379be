import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Routing contacts (admin spec section 3): one authority per location (a Row ID such as 'V-626635') and
 * category, `category_key` NULL being the location's default contact. At most one contact per
 * (location, category): the unique index folds NULL into '' so that a location has one default contact.
 * pg_trgm backs the list's substring search on email or location (q). routing_keep_departments serves the
 * template import (a set-based upsert, see routing-contacts.writer.ts).
 */
export class RoutingContacts1763800200000 implements MigrationInterface {
  name = 'RoutingContacts1763800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`CREATE TABLE routing_contacts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      level text NOT NULL CHECK (level IN ('district', 'subdistrict', 'village', 'ulb')),
      scope text NOT NULL CHECK (scope IN ('Rural', 'Urban')),
      location_key text NOT NULL,
      location text NOT NULL,
      category_key text,
      district_code int NOT NULL REFERENCES districts(code),
      subdistrict_code int REFERENCES subdistricts(code),
      village_code int REFERENCES villages(code),
      ulb_code int REFERENCES ulbs(code),
      authority_email text NOT NULL,
      authority_designation text NOT NULL DEFAULT '',
      authority_name text NOT NULL DEFAULT '',
      authority_department text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      active boolean NOT NULL DEFAULT true,
      additional_recipients jsonb NOT NULL DEFAULT '[]',
      search_text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query("CREATE UNIQUE INDEX routing_contacts_location_category_uq ON routing_contacts (location_key, (coalesce(category_key, '')))");
    await q.query('CREATE INDEX routing_contacts_location_idx ON routing_contacts (location, category_key)');
    await q.query('CREATE INDEX routing_contacts_scope_idx ON routing_contacts (scope)');
    await q.query('CREATE INDEX routing_contacts_level_idx ON routing_contacts (level)');
    await q.query('CREATE INDEX routing_contacts_active_idx ON routing_contacts (active)');
    await q.query('CREATE INDEX routing_contacts_search_trgm_idx ON routing_contacts USING gin (search_text gin_trgm_ops)');
    // Template import: the template has no department column, so a recipient kept (same email) keeps its department.
    await q.query(`CREATE FUNCTION routing_keep_departments(next jsonb, prev jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(jsonb_agg(n || jsonb_build_object('authorityDepartment', coalesce(
        (SELECT p->>'authorityDepartment' FROM jsonb_array_elements(coalesce(prev, '[]'::jsonb)) AS p WHERE p->>'authorityEmail' = n->>'authorityEmail' LIMIT 1),
        n->>'authorityDepartment', '')) ORDER BY i), '[]'::jsonb)
      FROM jsonb_array_elements(next) WITH ORDINALITY AS t(n, i)
    $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS routing_contacts');
    await q.query('DROP FUNCTION IF EXISTS routing_keep_departments(jsonb, jsonb)');
  }
}
