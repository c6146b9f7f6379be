import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the `outbox_appended` trigger of migration 1763802200000. A transaction that notifies holds
 * PostgreSQL's global notification lock from its commit until the commit is flushed, so every filing (which appends
 * to the outbox) waited for the previous filing's WAL flush. The relay is now woken after the commit, by the process
 * that committed (kernel/events/outbox-wakeup.service.ts), with a debounced NOTIFY of its own when that process runs
 * no relay. `down` restores the trigger.
 */
export class OutboxWakeupAfterCommit1763802310000 implements MigrationInterface {
  name = 'OutboxWakeupAfterCommit1763802310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER outbox_appended ON outbox');
    await q.query('DROP FUNCTION outbox_notify_appended()');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION outbox_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_appended', '');
        RETURN NULL;
      END $$`);
    await q.query('CREATE TRIGGER outbox_appended AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify_appended()');
  }
}
