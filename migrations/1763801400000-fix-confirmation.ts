import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Confirm fix and reopen (docs/adr/0051-confirm-fix-and-reopen.md).
 *
 * - `complaints.fix_confirmed_at`: when the reporter confirmed the fix of the latest resolution (null: not yet);
 *   `fix_photo` the after-photo's URL, `fix_verified` true when that photo's EXIF GPS lay within 200 m of the pin.
 * - `photo_points`: the EXIF GPS position of a photo uploaded to the server (the local provider), read from the
 *   original bytes before the stored copy drops its metadata, so that the server, not the browser, decides whether an
 *   after-photo was taken at the pin. Looked up by URL (primary key); deleted with the uploading account
 *   (`photo_points_uploader_id_idx` serves that foreign key).
 */
export class FixConfirmation1763801400000 implements MigrationInterface {
  name = 'FixConfirmation1763801400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaints ADD COLUMN fix_confirmed_at timestamptz');
    await q.query('ALTER TABLE complaints ADD COLUMN fix_photo text');
    await q.query('ALTER TABLE complaints ADD COLUMN fix_verified boolean NOT NULL DEFAULT false');
    await q.query(`CREATE TABLE photo_points (
      url text PRIMARY KEY,
      uploader_id uuid NOT NULL CONSTRAINT photo_points_uploader_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      lat numeric(9,6) NOT NULL,
      lng numeric(9,6) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT photo_points_lat_check CHECK (lat BETWEEN -90 AND 90),
      CONSTRAINT photo_points_lng_check CHECK (lng BETWEEN -180 AND 180))`);
    await q.query('CREATE INDEX photo_points_uploader_id_idx ON photo_points (uploader_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE photo_points');
    await q.query('ALTER TABLE complaints DROP COLUMN fix_verified');
    await q.query('ALTER TABLE complaints DROP COLUMN fix_photo');
    await q.query('ALTER TABLE complaints DROP COLUMN fix_confirmed_at');
  }
}
