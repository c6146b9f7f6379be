import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Languages: English, Konkani, Marathi and Hindi.
 *
 * - `users.locale`: the language a signed-in user chose (GET /api/auth/me, PATCH /api/auth/profile); their emails
 *   are sent in it. Every existing account keeps English.
 * - `email_templates`: an admin override per (key, locale). Existing overrides are the English ones. No index is
 *   added: the primary key (key, locale) serves the lookups, and the table holds at most 9 × 4 rows.
 */
export class Languages1763801300000 implements MigrationInterface {
  name = 'Languages1763801300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_locale_check CHECK (locale IN ('en', 'kok', 'mr', 'hi'))`);
    await q.query(`ALTER TABLE email_templates ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE email_templates ADD CONSTRAINT email_templates_locale_check CHECK (locale IN ('en', 'kok', 'mr', 'hi'))`);
    await q.query(`ALTER TABLE email_templates DROP CONSTRAINT email_templates_pkey`);
    await q.query(`ALTER TABLE email_templates ADD CONSTRAINT email_templates_pkey PRIMARY KEY (key, locale)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_templates WHERE locale <> 'en'`);
    await q.query(`ALTER TABLE email_templates DROP CONSTRAINT email_templates_pkey`);
    await q.query(`ALTER TABLE email_templates ADD CONSTRAINT email_templates_pkey PRIMARY KEY (key)`);
    await q.query(`ALTER TABLE email_templates DROP CONSTRAINT email_templates_locale_check`);
    await q.query(`ALTER TABLE email_templates DROP COLUMN locale`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_locale_check`);
    await q.query(`ALTER TABLE users DROP COLUMN locale`);
  }
}
