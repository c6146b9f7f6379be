import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PSEUDONYM } from '../personal-data/pseudonym.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { outboxDoneAssignments } from './outbox.service.js';

/** The idempotency marks of the processors (processed_events: one row per event id and handler). */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: EventSubscriptions,
  ) {}

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
   * statements starts after both commits. No row lock is needed, so the handlers of one event never queue on one
   * another. The same statement erases what the event declared personal (EventSubscriptions.eraseWhenHandled); an
   * event that declares nothing gets the plain `done_at = now()`, since every handler of every event runs this
   * statement and PostgreSQL plans it anew each time (the erasing form cost about half a millisecond to parse and plan,
   * six times per filing: bench/results-history.md).
   */
  async completeIfAllHandled(eventId: string, eventName: string, handlers: readonly string[]): Promise<void> {
    const names = [...new Set(handlers)];
    const erasures = this.subscriptions.erasures();
    const erasing = Object.hasOwn(erasures, eventName);
    await this.dataSource.query(
      `UPDATE outbox SET ${erasing ? outboxDoneAssignments(4, 5) : 'done_at = now()'}
        WHERE id = $1 AND done_at IS NULL
          AND (SELECT count(*) FROM processed_events WHERE event_id = $1 AND handler = ANY($2)) >= $3`,
      erasing ? [eventId, names, names.length, JSON.stringify(erasures), PSEUDONYM] : [eventId, names, names.length],
    );
  }

  /**
   * For a reaction with no `inside` phase: claims (eventId, handler) in a statement of its own, which PostgreSQL
   * commits on its own (no explicit transaction is needed for one statement), then marks the outbox row done as
   * `completeIfAllHandled` does. The claim has committed before the completing statement starts, so the reasoning of
   * `completeIfAllHandled` holds. An event already claimed (a retry) changes nothing, and marking its row done again is
   * a no-op. A failure throws, so the job is retried.
   */
  async claimNowAndComplete(eventId: string, eventName: string, handler: string, handlers: readonly string[]): Promise<void> {
    await this.dataSource.query('INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING', [eventId, handler]);
    await this.completeIfAllHandled(eventId, eventName, handlers);
  }
}
