import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Letters and invoices move to the file storage (docs/adr/0111-one-storage-port.md): `complaint_documents.storage_key`
 * and `invoices.pdf_key` name the file; the bytea columns become nullable and stay for rows written before, which are
 * still read from them. A complaint document has one or the other.
 */
export class DocumentsInFileStorage1763803500000 implements MigrationInterface {
  name = 'DocumentsInFileStorage1763803500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaint_documents ADD COLUMN storage_key text');
    await q.query('ALTER TABLE complaint_documents ALTER COLUMN content DROP NOT NULL');
    await q.query('ALTER TABLE complaint_documents ADD CONSTRAINT complaint_documents_file_check CHECK (content IS NOT NULL OR storage_key IS NOT NULL)');
    await q.query('ALTER TABLE invoices ADD COLUMN pdf_key text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE invoices DROP COLUMN pdf_key');
    await q.query('ALTER TABLE complaint_documents DROP CONSTRAINT complaint_documents_file_check');
    await q.query('DELETE FROM complaint_documents WHERE content IS NULL');
    await q.query('ALTER TABLE complaint_documents ALTER COLUMN content SET NOT NULL');
    await q.query('ALTER TABLE complaint_documents DROP COLUMN storage_key');
  }
}
