import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open311 for integrators whose users are not the portal's citizens (docs/adr/0100-open311-integrator-reporters.md):
 * - `integration_api_keys.reporter_policy`: 'linked' (every filing under the linked account, as before) or 'by_email'
 *   (the reporter's contact is stored with the complaint; the default for new keys). Existing keys keep what they did:
 *   a key with a linked account becomes 'linked'. `monthly_limit` (null: none) caps the key's filings per month,
 *   `per_email_monthly_limit` (default 10) the filings of one reporter email per key and month, and the update emails
 *   sent to one such address.
 * - `complaints.reporter_email`, `reporter_first_name`, `reporter_last_name`, `reporter_phone`: the contact an
 *   integrator gave for a 'by_email' filing (null otherwise). Such a complaint has no reporter account until the
 *   person claims it, and never counts against a citizen's monthly quota (the quota counts rows without a contact).
 *   complaints_api_key_created_idx and complaints_api_key_email_idx count a key's and an email's filings in a month;
 *   complaints_updated_idx finds the complaints changed in a servicerequestupdates window.
 * - `complaint_claims`: the one-time links that attach a 'by_email' complaint to the account of its email; only the
 *   SHA-256 of the link's token is stored.
 * - `open311_reporter_mails`: update emails sent per key, address and month, so a key cannot flood a stranger's inbox.
 * An integrator's comment (POST servicerequestupdates) is a history entry carrying the key and the integrator's own
 * update id, so a repeat is found under the complaint's row lock and never recorded twice (no table of its own).
 */
export class Open311Integrators1763803300000 implements MigrationInterface {
  name = 'Open311Integrators1763803300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE integration_api_keys
      ADD COLUMN reporter_policy text NOT NULL DEFAULT 'by_email',
      ADD COLUMN monthly_limit integer,
      ADD COLUMN per_email_monthly_limit integer NOT NULL DEFAULT 10,
      ADD CONSTRAINT integration_api_keys_reporter_policy_chk CHECK (reporter_policy IN ('linked', 'by_email')),
      ADD CONSTRAINT integration_api_keys_monthly_limit_chk CHECK (monthly_limit IS NULL OR monthly_limit >= 1),
      ADD CONSTRAINT integration_api_keys_per_email_limit_chk CHECK (per_email_monthly_limit >= 1)`);
    await q.query("UPDATE integration_api_keys SET reporter_policy = 'linked' WHERE account_id IS NOT NULL");

    await q.query(`ALTER TABLE complaints
      ADD COLUMN reporter_email text,
      ADD COLUMN reporter_first_name text,
      ADD COLUMN reporter_last_name text,
      ADD COLUMN reporter_phone text,
      ADD CONSTRAINT complaints_reporter_email_check CHECK (reporter_email IS NULL OR (reporter_email = lower(btrim(reporter_email)) AND api_key_id IS NOT NULL))`);
    await q.query('CREATE INDEX complaints_api_key_created_idx ON complaints (api_key_id, created_at)');
    await q.query('DROP INDEX IF EXISTS complaints_api_key_idx');
    await q.query('CREATE INDEX complaints_api_key_email_idx ON complaints (api_key_id, reporter_email, created_at) WHERE reporter_email IS NOT NULL');
    await q.query('CREATE INDEX complaints_updated_idx ON complaints (updated_at)');

    await q.query(`CREATE TABLE complaint_claims (
      id uuid PRIMARY KEY,
      complaint_id uuid NOT NULL CONSTRAINT complaint_claims_complaint_id_fkey REFERENCES complaints (id) ON DELETE CASCADE,
      email text NOT NULL,
      token_hash text NOT NULL,
      account_existed boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      used_by uuid CONSTRAINT complaint_claims_used_by_fkey REFERENCES users (id) ON DELETE SET NULL,
      CONSTRAINT complaint_claims_email_check CHECK (email = lower(btrim(email)) AND email <> ''))`);
    await q.query('CREATE UNIQUE INDEX complaint_claims_token_hash_uq ON complaint_claims (token_hash)');
    await q.query('CREATE INDEX complaint_claims_complaint_idx ON complaint_claims (complaint_id)');

    await q.query(`CREATE TABLE open311_reporter_mails (
      api_key_id uuid NOT NULL CONSTRAINT open311_reporter_mails_api_key_id_fkey REFERENCES integration_api_keys (id) ON DELETE CASCADE,
      email text NOT NULL,
      month date NOT NULL,
      sent integer NOT NULL DEFAULT 0,
      PRIMARY KEY (api_key_id, email, month),
      CONSTRAINT open311_reporter_mails_sent_check CHECK (sent >= 0))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE open311_reporter_mails');
    await q.query('DROP TABLE complaint_claims');
    await q.query('DROP INDEX complaints_updated_idx');
    await q.query('DROP INDEX complaints_api_key_email_idx');
    await q.query('CREATE INDEX complaints_api_key_idx ON complaints (api_key_id)');
    await q.query('DROP INDEX complaints_api_key_created_idx');
    await q.query(`DELETE FROM complaints WHERE reporter_id IS NULL AND reporter_email IS NOT NULL`);
    await q.query(`ALTER TABLE complaints DROP CONSTRAINT complaints_reporter_email_check,
      DROP COLUMN reporter_email, DROP COLUMN reporter_first_name, DROP COLUMN reporter_last_name, DROP COLUMN reporter_phone`);
    await q.query(`ALTER TABLE integration_api_keys DROP CONSTRAINT integration_api_keys_reporter_policy_chk,
      DROP CONSTRAINT integration_api_keys_monthly_limit_chk, DROP CONSTRAINT integration_api_keys_per_email_limit_chk,
      DROP COLUMN reporter_policy, DROP COLUMN monthly_limit, DROP COLUMN per_email_monthly_limit`);
  }
}
