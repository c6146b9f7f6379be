import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open311 GeoReport v2: integration API keys and the key that filed each complaint.
 *
 * - `integration_api_keys`: a key a superadmin issued to an integrator. Only the SHA-256 of the key is stored
 *   (`key_hash`, unique: every Open311 call looks the key up by its hash); `key_prefix` is its first characters,
 *   shown in the admin list to tell keys apart. `account_id` is the optional citizen account whose quota the key's
 *   filings use (set to null when that account is deleted). A revoked key keeps its row (complaints name it).
 * - `complaints.api_key_id`: the key a complaint was filed with (null for the wizard); no foreign key, since a
 *   complaint belongs to the complaints context and keys are never deleted. A complaint filed with a key may have
 *   no photo (many Open311 clients send none), so the photo check allows it for those rows only.
 */
export class Open3111763801100000 implements MigrationInterface {
  name = 'Open3111763801100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE integration_api_keys (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      key_hash text NOT NULL,
      key_prefix text NOT NULL,
      account_id uuid CONSTRAINT integration_api_keys_account_id_fkey REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      rotated_at timestamptz,
      revoked_at timestamptz,
      CONSTRAINT integration_api_keys_name_chk CHECK (length(btrim(name)) >= 1))`);
    await q.query('CREATE UNIQUE INDEX integration_api_keys_hash_uq ON integration_api_keys (key_hash)');
    await q.query('CREATE INDEX integration_api_keys_created_idx ON integration_api_keys (created_at)');
    await q.query('ALTER TABLE complaints ADD COLUMN api_key_id uuid');
    await q.query('CREATE INDEX complaints_api_key_idx ON complaints (api_key_id)');
    await q.query('ALTER TABLE complaints DROP CONSTRAINT complaints_photos_check');
    await q.query('ALTER TABLE complaints ADD CONSTRAINT complaints_photos_check CHECK (cardinality(photos) >= 1 OR api_key_id IS NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM complaints WHERE cardinality(photos) = 0');
    await q.query('ALTER TABLE complaints DROP CONSTRAINT complaints_photos_check');
    await q.query('ALTER TABLE complaints ADD CONSTRAINT complaints_photos_check CHECK (cardinality(photos) >= 1)');
    await q.query('DROP INDEX complaints_api_key_idx');
    await q.query('ALTER TABLE complaints DROP COLUMN api_key_id');
    await q.query('DROP TABLE integration_api_keys');
  }
}
