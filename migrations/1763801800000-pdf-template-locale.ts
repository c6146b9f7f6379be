import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The authority letter's language: `pdf_templates.locale`, chosen on the PDF Templates page. Every
 * existing template keeps English, as the issue asks ("stays in English by default"). No index: the primary key
 * serves the lookups and the table holds one row per template key.
 */
export class PdfTemplateLocale1763801800000 implements MigrationInterface {
  name = 'PdfTemplateLocale1763801800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pdf_templates ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE pdf_templates ADD CONSTRAINT pdf_templates_locale_check CHECK (locale IN ('en', 'kok', 'mr', 'hi'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pdf_templates DROP CONSTRAINT pdf_templates_locale_check`);
    await q.query(`ALTER TABLE pdf_templates DROP COLUMN locale`);
  }
}
