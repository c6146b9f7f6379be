import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

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
   * Marks the outbox row done when every handler subscribed to it has its mark. The row is locked first, so that of
   * two handlers finishing at once the second waits for the first's commit and sees its mark: the last one marks it.
   */
  async completeIfAllHandled(manager: EntityManager, eventId: string, handlers: readonly string[]): Promise<void> {
    const pending: unknown[] = await manager.query('SELECT 1 FROM outbox WHERE id = $1 AND done_at IS NULL FOR UPDATE', [eventId]);
    if (pending.length === 0) return;
    const [{ n }] = (await manager.query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1 AND handler = ANY($2)', [
      eventId,
      [...handlers],
    ])) as {
      n: number;
    }[];
    if (n >= new Set(handlers).size) await manager.query('UPDATE outbox SET done_at = now() WHERE id = $1', [eventId]);
  }
}
