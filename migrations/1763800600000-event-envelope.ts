import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit fields move from each event's payload to its envelope (docs/architecture.md, Events): the outbox
 * keeps them in `audit` ({ context, actorId, actorEmail, entityType, entityId }). Rows written before this
 * migration carried them in the payload; they are copied over so that nothing waiting in the outbox loses them.
 */
export class EventEnvelope1763800600000 implements MigrationInterface {
  name = 'EventEnvelope1763800600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN audit jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`UPDATE outbox SET audit = jsonb_build_object(
      'context', payload->'context', 'actorId', payload->'actorId', 'actorEmail', payload->'actorEmail',
      'entityType', payload->'entityType', 'entityId', payload->'entityId')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('UPDATE outbox SET payload = payload || audit');
    await q.query('ALTER TABLE outbox DROP COLUMN audit');
  }
}
