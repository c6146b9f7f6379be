import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The escalation letter: `complaint_documents` also holds the letter rendered for a level 1 or level 2
 * escalation step (kind 'escalation_letter', keyed by its ComplaintEscalationStepTaken event like the authority
 * letter by its forward). The PDF template needs no change: `pdf_templates` takes any key the server knows.
 */
export class EscalationLetter1763802000000 implements MigrationInterface {
  name = 'EscalationLetter1763802000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaint_documents DROP CONSTRAINT complaint_documents_kind_check');
    await q.query(`ALTER TABLE complaint_documents ADD CONSTRAINT complaint_documents_kind_check CHECK (kind IN ('authority_letter', 'escalation_letter'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM complaint_documents WHERE kind = 'escalation_letter'`);
    await q.query('ALTER TABLE complaint_documents DROP CONSTRAINT complaint_documents_kind_check');
    await q.query(`ALTER TABLE complaint_documents ADD CONSTRAINT complaint_documents_kind_check CHECK (kind IN ('authority_letter'))`);
  }
}
