import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An upload belongs to the account, response link or Open311 key that made it (docs/adr/0133): `uploads` keeps each
 * photo URL with its owner, so that a filing, fix confirmation, reopen, authority answer or Open311 request may carry
 * only its own uploads. At most one owner; none when the owner is gone (ON DELETE SET NULL) or unknown, and then no
 * one may reference the photo again.
 *
 * Existing photos: owners are taken from what recorded them. photo_points (photos with EXIF GPS) name the uploading
 * account or link; a complaint's filing photos belong to its Open311 key, else its reporter (first come, so the
 * photo_points owner wins where a photo was filed by someone else); every other photo a complaint carries (fix photos,
 * the history's reopen, fix and after-photos) is recorded with no owner: it was used, and nothing needs it again. A
 * stored photo in none of these (uploaded in the last 24 hours and not yet filed) has no row and is refused; the form
 * uploads it again, as after the hourly clean-up.
 */
export class UploadOwners1763803870133 implements MigrationInterface {
  name = 'UploadOwners1763803870133';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploads (
        url text PRIMARY KEY,
        owner_user_id uuid CONSTRAINT uploads_owner_user_id_fkey REFERENCES users (id) ON DELETE SET NULL,
        owner_response_link_id uuid CONSTRAINT uploads_owner_response_link_id_fkey REFERENCES response_links (id) ON DELETE SET NULL,
        owner_api_key_id uuid CONSTRAINT uploads_owner_api_key_id_fkey REFERENCES integration_api_keys (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uploads_one_owner_check CHECK (num_nonnulls(owner_user_id, owner_response_link_id, owner_api_key_id) <= 1)
      )`);
    await q.query('CREATE INDEX uploads_owner_user_id_idx ON uploads (owner_user_id)');
    await q.query('CREATE INDEX uploads_owner_response_link_id_idx ON uploads (owner_response_link_id)');
    await q.query('CREATE INDEX uploads_owner_api_key_id_idx ON uploads (owner_api_key_id)');
    await q.query(`
      INSERT INTO uploads (url, owner_user_id, owner_response_link_id, created_at)
      SELECT url, CASE WHEN response_link_id IS NULL THEN uploader_id END, response_link_id, created_at FROM photo_points
      ON CONFLICT (url) DO NOTHING`);
    await q.query(`
      INSERT INTO uploads (url, owner_user_id, owner_api_key_id, created_at)
      SELECT DISTINCT ON (p.url) p.url, CASE WHEN c.api_key_id IS NULL THEN c.reporter_id END, c.api_key_id, c.created_at
        FROM complaints c CROSS JOIN LATERAL unnest(c.photos) AS p(url)
       ORDER BY p.url, c.created_at
      ON CONFLICT (url) DO NOTHING`);
    await q.query(`
      INSERT INTO uploads (url, created_at)
      SELECT DISTINCT u.url, now() FROM (
        SELECT c.fix_photo AS url FROM complaints c WHERE c.fix_photo IS NOT NULL
        UNION ALL
        SELECT h.url FROM complaints c
          CROSS JOIN LATERAL jsonb_array_elements(c.updates) AS e(entry)
          CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.entry->'photos') = 'array' THEN e.entry->'photos' ELSE '[]'::jsonb END) AS h(url)
      ) AS u
      ON CONFLICT (url) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE uploads');
  }
}
