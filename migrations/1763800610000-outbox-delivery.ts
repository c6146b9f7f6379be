import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox row is done when every reaction subscribed to it has recorded its effect, not when it is put on a
 * queue (docs/adr/0042-event-delivery-through-the-outbox.md):
 * - `sent_at` becomes `published_at`: when the relay last put the row's jobs on the queues (a lease: a row not done
 *   is published again OUTBOX_REDELIVER_SECONDS later);
 * - `done_at`: when the last reaction recorded its effect (set by the worker, or by the relay's sweep).
 * Rows published before this migration are taken as done, as the old relay did. Handled rows and idempotency marks
 * are purged after OUTBOX_RETENTION_DAYS (indexes for the purge).
 * Secrets at rest: one-time links (verifyUrl, resetUrl) are removed from payloads already stored; new events carry
 * only the auth token's id (docs/adr/0009-email-links.md).
 */
export class OutboxDelivery1763800610000 implements MigrationInterface {
  name = 'OutboxDelivery1763800610000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox RENAME COLUMN sent_at TO published_at');
    await q.query('ALTER TABLE outbox ADD COLUMN done_at timestamptz');
    await q.query('UPDATE outbox SET done_at = published_at WHERE published_at IS NOT NULL');
    await q.query('DROP INDEX IF EXISTS outbox_unsent_idx');
    await q.query('CREATE INDEX outbox_pending_idx ON outbox (seq) WHERE done_at IS NULL');
    await q.query('CREATE INDEX outbox_done_idx ON outbox (done_at) WHERE done_at IS NOT NULL');
    await q.query('CREATE INDEX processed_events_processed_idx ON processed_events (processed_at)');
    await q.query(`UPDATE outbox SET payload = payload - 'verifyUrl' - 'resetUrl' WHERE payload ?| array['verifyUrl', 'resetUrl']`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS processed_events_processed_idx');
    await q.query('DROP INDEX IF EXISTS outbox_done_idx');
    await q.query('DROP INDEX IF EXISTS outbox_pending_idx');
    await q.query('ALTER TABLE outbox DROP COLUMN done_at');
    await q.query('ALTER TABLE outbox RENAME COLUMN published_at TO sent_at');
    await q.query('CREATE INDEX outbox_unsent_idx ON outbox (seq) WHERE sent_at IS NULL');
  }
}
