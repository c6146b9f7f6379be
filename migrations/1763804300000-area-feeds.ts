import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An area's Atom feed may name a village (GET /feeds/area.atom?village=): its complaints are found by the village code
 * of their location, as the taluka's and ULB's are by complaints_taluka_idx and complaints_ulb_idx, rather than by a
 * walk of every complaint in order of change.
 */
export class AreaFeeds1763804300000 implements MigrationInterface {
  name = 'AreaFeeds1763804300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE INDEX complaints_village_idx ON complaints ((geo->>'villageCode'))");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX complaints_village_idx');
  }
}
