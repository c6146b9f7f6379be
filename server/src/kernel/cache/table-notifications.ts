import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import pgListen, { type Subscriber } from 'pg-listen';
import { AppConfig } from '../config/app-config.js';

/**
 * The channel the statement triggers notify: the table's name as payload, or `<table>:<key>` when only the rows of one
 * key changed (complaints and their escalation steps name the reporter: migration 1763803000000).
 */
const CHANNEL = 'table_changed';

/**
 * The tables whose reads may be cached in memory: the reference tables have the `<table>_changed` statement trigger
 * that runs `pg_notify('table_changed', '<table>')` (migrations 1763802220000 and 1763802300000); complaints and
 * their escalation steps notify `<table>:<reporter id>` per reporter whose rows changed, or the bare name for many
 * (migration 1763803000000); authority replies and the public map's cells notify their bare name (migrations
 * 1763803810000 and 1763803820000).
 */
export const NOTIFYING_TABLES = [
  'categories',
  'plans',
  'routing_contacts',
  'users',
  'email_templates',
  'complaints',
  'complaint_escalation_steps',
  'authority_replies',
  'complaint_map_cells',
] as const;

/** A table whose changes are notified. */
export type NotifyingTable = (typeof NOTIFYING_TABLES)[number];

/**
 * How long a cached reference read is served at most, in milliseconds: the bound on staleness while the
 * notification connection is down and being re-established (a notification sent meanwhile is lost).
 */
const SAFETY_TTL_MS = 60_000;

/** Sizes of a table cache. */
export interface TableCacheOptions {
  /** Keys kept at most (least recently used first out). */
  max: number;
}

/**
 * Reads of one reference table kept in memory per key, emptied whenever the table changes (TableNotifications). It
 * keeps the promise of a read, not its result: a read that started before a change is never stored after the change
 * emptied the cache, so the next caller always reads again. A failed read is not kept. Values are shared between
 * callers: they must not be changed.
 */
export class TableCache<V extends NonNullable<unknown> | null> {
  private readonly kept: LRUCache<string, { value: Promise<V> }>;

  constructor(options: TableCacheOptions) {
    this.kept = new LRUCache({ max: options.max, ttl: SAFETY_TTL_MS });
  }

  /** The value of `key`: the one kept, else what `load` reads (kept until the table changes). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.kept.get(key);
    if (hit) return hit.value;
    const entry = { value: load() };
    this.kept.set(key, entry);
    entry.value.catch(() => {
      if (this.kept.peek(key) === entry) this.kept.delete(key);
    });
    return entry.value;
  }

  /** Forgets every value. */
  clear(): void {
    this.kept.clear();
  }
}

/**
 * Invalidation of the in-process caches of reference data (categories, plans, routing contacts, accounts, email
 * templates) through PostgreSQL notifications: the `<table>_changed` triggers notify `table_changed` when a change
 * commits, whoever made it (a command in any API process, a seed, psql), and this service LISTENs on a connection
 * of its own (pg-listen, which reconnects) and calls the callbacks registered for that table. On a (re)connection
 * every callback runs, since changes made while the connection was down were not heard. Writes made through
 * TypeORM in this process are applied at once as well (TableWritesSubscriber), without waiting for the notification.
 */
@Injectable()
export class TableNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('TableNotifications');
  private readonly callbacks = new Map<string, ((key?: string) => void)[]>();
  private readonly subscriber: Subscriber;
  private started: Promise<void> | null = null;
  /** Waiters of `sync`, by the payload of the notification they sent. */
  private readonly syncs = new Map<string, () => void>();
  private syncCount = 0;
  /** Set at shutdown: no reconnection is attempted after it. */
  private closing = false;

  constructor(config: AppConfig) {
    // pg-listen is CommonJS: its function is the module's `default` export.
    this.subscriber = pgListen.default(
      { connectionString: config.DATABASE_URL, application_name: 'goa-civic-portal cache' },
      // Payloads are bare table names, not JSON; retryTimeout 0: keep retrying for as long as it takes. pg-listen's
      // reconnection loop does not stop at close(): the interval function ends it once the service is shutting down,
      // so that a process stopped while PostgreSQL is out of reach exits instead of retrying forever.
      {
        parse: (payload: string) => payload,
        serialize: (payload: unknown) => String(payload),
        retryInterval: () => {
          if (this.closing) throw new Error('the table change listener is closed');
          return 1000;
        },
        retryTimeout: 0,
      },
    );
    this.subscriber.notifications.on(CHANNEL, (payload: string) => {
      const sync = this.syncs.get(payload);
      if (sync) {
        this.syncs.delete(payload);
        sync();
      } else {
        // '<table>' or '<table>:<key>' (a uuid or a name has no ':').
        const at = payload.indexOf(':');
        if (at < 0) this.changed(payload);
        else this.changed(payload.slice(0, at), payload.slice(at + 1));
      }
    });
    this.subscriber.events.on('connected', () => {
      // A reconnection that was under way when the service closed: end the connection it made.
      if (this.closing) void this.subscriber.close().catch(() => undefined);
      else this.changedAll();
    });
    this.subscriber.events.on('reconnect', () => this.changedAll());
    this.subscriber.events.on('error', (error) => {
      if (!this.closing) this.logger.warn(`Table change notifications: ${error.message}`);
    });
  }

  /**
   * Calls `fn` whenever `table` changes (from any process), with the key of the rows that changed when the
   * notification names one (complaints: the reporter id), else with none (anything in the table may have changed,
   * or the connection was re-established). Starts listening on first use.
   */
  onChange(table: NotifyingTable, fn: (key?: string) => void): void {
    const list = this.callbacks.get(table) ?? [];
    list.push(fn);
    this.callbacks.set(table, list);
    this.start();
  }

  /** A cache of reads of `table`, emptied whenever the table changes. */
  cacheOf<V extends NonNullable<unknown> | null>(table: NotifyingTable, options: TableCacheOptions): TableCache<V> {
    const cache = new TableCache<V>(options);
    this.onChange(table, () => cache.clear());
    return cache;
  }

  /** True when some cache depends on `table` (TableWritesSubscriber skips the other tables). */
  isWatched(table: string): boolean {
    return this.callbacks.has(table);
  }

  /**
   * Runs the callbacks of `table` (a notification heard, or a write committed in this process), for the rows of `key`
   * only when given.
   */
  changed(table: string, key?: string): void {
    for (const fn of this.callbacks.get(table) ?? []) fn(key);
  }

  /**
   * Resolves once every change committed before the call has been heard: PostgreSQL delivers the notifications of
   * one listening connection in commit order, so the one sent here arrives after them. For tests that write a
   * reference table with raw SQL and read it at once.
   */
  async sync(): Promise<void> {
    await this.start();
    const token = `sync:${process.pid}:${++this.syncCount}`;
    const heard = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    await this.subscriber.notify(CHANNEL, token);
    await heard;
  }

  private changedAll(): void {
    for (const table of this.callbacks.keys()) this.changed(table);
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      try {
        await this.subscriber.connect();
        await this.subscriber.listenTo(CHANNEL);
        // What was cached before LISTEN took effect may have missed a change.
        this.changedAll();
      } catch (error) {
        this.logger.warn(`Table change notifications unavailable: ${(error as Error).message}`);
      }
    })();
    return this.started;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.started) await this.subscriber.close().catch(() => undefined);
  }
}
