import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the hourly clean-up of uploaded photos that no complaint references after 24 hours (UploadCleanup):
 * for each candidate file it asks whether any complaint carries it as a photo or as its fix photo.
 * - complaints_photos_gin_idx: GIN over `photos` (text[]), for `photos @> ARRAY[url]`.
 * - complaints_fix_photo_idx: the complaints with a fix photo, by that URL.
 */
export class UploadReferences1763803400000 implements MigrationInterface {
  name = 'UploadReferences1763803400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_photos_gin_idx ON complaints USING gin (photos)');
    await q.query('CREATE INDEX complaints_fix_photo_idx ON complaints (fix_photo) WHERE fix_photo IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS complaints_fix_photo_idx');
    await q.query('DROP INDEX IF EXISTS complaints_photos_gin_idx');
  }
}
