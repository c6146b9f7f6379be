import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `complaints.geo_mismatch_confirmed`: the pin's nearest village or ULB lies in another taluka (district, for a place
 * chosen without a taluka) than the location the citizen chose, and the citizen confirmed both at filing
 * (docs/adr/0121-pin-and-place-must-agree.md). Shown to admins; no list filters on it, so no index.
 */
export class GeoMismatchConfirmed1763803700000 implements MigrationInterface {
  name = 'GeoMismatchConfirmed1763803700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaints ADD COLUMN geo_mismatch_confirmed boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaints DROP COLUMN geo_mismatch_confirmed');
  }
}
