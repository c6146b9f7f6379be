import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wakes the outbox relay as soon as events commit (acknowledgement p95 < 1 s): a statement-level trigger
 * on `outbox` sends `NOTIFY outbox_appended` once per inserting statement. PostgreSQL delivers it when the
 * transaction commits (never for a rolled-back one) and folds identical notifications of one transaction into one;
 * the relay LISTENs on a connection of its own and still polls every OUTBOX_POLL_MS as a safety net.
 */
export class OutboxNotify1763802200000 implements MigrationInterface {
  name = 'OutboxNotify1763802200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION outbox_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_appended', '');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER outbox_appended AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify_appended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER outbox_appended ON outbox');
    await q.query('DROP FUNCTION outbox_notify_appended()');
  }
}
