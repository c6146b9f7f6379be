import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `routing_contacts.language`: the language an office is written to in (en, kok, mr, hi; null, never chosen, is
 * English: an import row with no language keeps the contact's), used by its emails, its letter (unless the PDF template's language is set) and its
 * response page (docs/adr/0139-citizen-answers-and-offices.md).
 */
export class RoutingContactLanguage1763804240000 implements MigrationInterface {
  name = 'RoutingContactLanguage1763804240000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE routing_contacts ADD COLUMN language text');
    await q.query("ALTER TABLE routing_contacts ADD CONSTRAINT routing_contacts_language_check CHECK (language IN ('en', 'kok', 'mr', 'hi'))");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE routing_contacts DROP CONSTRAINT routing_contacts_language_check, DROP COLUMN language');
  }
}
