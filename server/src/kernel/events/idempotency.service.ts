import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** Runs a handler's effect at most once per (event id, handler). */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims (eventId, handler) and runs `effect` in the same transaction. Returns false without running
   * when the pair was already processed. If `effect` throws, the claim rolls back and a retry runs it again.
   */
  async runOnce(eventId: string, handler: string, effect: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: unknown[] = await manager.query(
        'INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [eventId, handler],
      );
      if (rows.length === 0) return false;
      await effect(manager);
      return true;
    });
  }
}
