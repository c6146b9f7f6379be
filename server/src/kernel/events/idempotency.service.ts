import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { inlineServerValues } from '../database/opening-statements.js';

/** The idempotency marks of the processors (processed_events: one row per event id and handler). */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the handler has already recorded its effect for the event (read outside any transaction). */
  async isProcessed(eventId: string, handler: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM processed_events WHERE event_id = $1 AND handler = $2', [eventId, handler]);
    return rows.length > 0;
  }

  /**
   * Claims (eventId, handler) in the caller's transaction: false when another run already did. The caller writes
   * the handler's database effects in the same transaction, so a rollback releases the claim and a retry runs again.
   */
  async claim(manager: EntityManager, eventId: string, handler: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [
      eventId,
      handler,
    ]);
    return rows.length > 0;
  }

  /**
   * Marks the outbox row done when every handler subscribed to it has its mark, in one statement run after the
   * caller's mark has committed (never inside its transaction). Of two handlers finishing at once, the one whose
   * statement starts last sees both marks: each statement starts after its own mark committed, so the later of the two
   * statements starts after both commits. No row lock is needed (issue 14: the lock, the count and the update used
   * to be three statements inside every job's transaction, the four handlers of one event queueing on the lock).
   */
  async completeIfAllHandled(eventId: string, handlers: readonly string[]): Promise<void> {
    const names = [...new Set(handlers)];
    await this.dataSource.query(
      `UPDATE outbox SET done_at = now()
        WHERE id = $1 AND done_at IS NULL
          AND (SELECT count(*) FROM processed_events WHERE event_id = $1 AND handler = ANY($2)) >= $3`,
      [eventId, names, names.length],
    );
  }

  /**
   * For a reaction with no `inside` phase (issue 14: one round trip where there were two): claims (eventId, handler)
   * and commits, then marks the outbox row done as `completeIfAllHandled` does, in one simple-protocol query
   * `BEGIN; <claim>; COMMIT; <complete>`. PostgreSQL commits the claim before the completing statement starts, so
   * the reasoning of `completeIfAllHandled` holds. An event already claimed (a retry) changes nothing, and marking its
   * row done again is a no-op. The values are inlined as literals (`inlineServerValues`: pg's escapeLiteral). A failure
   * rolls back what it left open and throws, so the job is retried.
   */
  async claimNowAndComplete(eventId: string, handler: string, handlers: readonly string[]): Promise<void> {
    const names = [...new Set(handlers)];
    const claim = inlineServerValues({
      text: 'INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      values: [eventId, handler],
    });
    const complete = inlineServerValues({
      text: `UPDATE outbox SET done_at = now()
        WHERE id = $1 AND done_at IS NULL
          AND (SELECT count(*) FROM processed_events WHERE event_id = $1 AND handler IN (${names.map((_, i) => `$${i + 3}`).join(', ')})) >= $2`,
      values: [eventId, names.length, ...names],
    });
    // One connection throughout: a statement that fails after BEGIN leaves its session in an aborted transaction,
    // which must be rolled back before the connection goes back to the pool (else its next user gets
    // 'current transaction is aborted').
    const queryRunner = this.dataSource.createQueryRunner();
    try {
      await queryRunner.query(`BEGIN; ${claim}; COMMIT; ${complete}`);
    } catch (error) {
      await queryRunner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await queryRunner.release();
    }
  }
}
