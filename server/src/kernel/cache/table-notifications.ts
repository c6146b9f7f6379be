import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.js';

/**
 * The channel the statement triggers notify: the table's name as payload, or `<table>:<key>` when only the rows of one
 * key changed (complaints and their escalation steps name the reporter: migration 1763803000000).
 */
const CHANNEL = 'table_changed';

/**
 * The tables whose reads may be cached in memory: the reference tables have the `<table>_changed` statement trigger
 * that runs `pg_notify('table_changed', '<table>')` (migrations 1763802220000 and 1763802300000); complaints notify
 * `complaints:<reporter id>` per reporter whose rows changed, or the bare name for many (migration 1763803000000); the
 * public map's cells and their totals notify their bare names (migrations 1763803820000 and 1763805300000), and so
 * do the sessions ended by Logout (migration 1763805800000). A cache names the ones it reads when it is made
 * (`cacheOf`, `answerCache`), and `server/test/cache-declarations.e2e-spec.ts` checks that each of them notifies.
 */
export const NOTIFYING_TABLES = [
  'categories',
  'plans',
  'routing_contacts',
  'users',
  'revoked_sessions',
  'email_templates',
  'complaints',
  'complaint_map_cells',
  'complaint_map_cell_totals',
] as const;

/** A table whose changes are notified. */
export type NotifyingTable = (typeof NOTIFYING_TABLES)[number];

/**
 * How long a cached reference read is served at most, in milliseconds: the bound on staleness while the
 * notification connection is down and being re-established (a notification sent meanwhile is lost).
 */
const SAFETY_TTL_MS = 60_000;

/** One cache of this process and the tables its answers are read from. */
export interface CacheDeclaration {
  /** What the cache keeps, as its owner names it ('categories', 'desk pages'). */
  cache: string;
  /** Every table an answer it keeps is read from: a change committed to any of them drops answers. */
  reads: readonly NotifyingTable[];
}

/** An answer cache's bounds and the tables its answers read. */
export interface WatchedAnswerCacheOptions<V> extends AnswerCacheOptions<V> {
  /** Every table an answer is read from; a committed change to any of them drops answers. */
  reads: readonly NotifyingTable[];
  /**
   * Of `reads`, the tables whose notifications name the key the answers are kept under (`<table>:<reporter id>`
   * for complaints and their steps): such a change drops that key's answer alone; any other change drops them all.
   */
  keyedBy?: readonly NotifyingTable[];
}

/** Sizes of a table cache. */
export interface TableCacheOptions {
  /** Keys kept at most (least recently used first out). */
  max: number;
}

/**
 * Reads of reference tables kept in memory per key, emptied whenever one of the tables changes (TableNotifications). It
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

/** Milliseconds between attempts to listen again while PostgreSQL is out of reach. */
const RETRY_MS = 1000;
/**
 * Milliseconds between checks of an idle listening connection (`SELECT 1`, which must answer within CHECK_TIMEOUT_MS):
 * a connection lost without a word (a network partition, a proxy that dropped it) is noticed and made again.
 */
const CHECK_EVERY_MS = 30_000;
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Invalidation of the in-process caches of reference data (categories, plans, routing contacts, accounts, email
 * templates) through PostgreSQL notifications: the `<table>_changed` triggers notify `table_changed` when a change
 * commits, whoever made it (a command in any API process, a seed, psql), and this service LISTENs on a connection
 * of its own and calls the callbacks registered for that table. When the connection is lost it is made again every
 * second until it LISTENs, and every callback runs on each loss and each attempt (changes made meanwhile are not
 * heard, so nothing is served from a cache while nobody listens) and once LISTEN has taken effect again. Writes made
 * through TypeORM in this process are applied at once as well (TableWritesSubscriber), without waiting for the
 * notification.
 *
 * Every client this service makes has its `error` listener from its construction to the end of the process: pg
 * throws an `error` emitted with no listener, which ends the process, and a client emits one when the server
 * terminates its connection (57P01 at `pg_ctl stop -m fast`) or its socket breaks, even after it was given up
 * (docs/adr/0130-connections-lost-mid-request.md). pg-listen, used before, attached its handlers with `once` while it
 * reconnected, so a second error of a replaced client ended the process.
 */
@Injectable()
export class TableNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('TableNotifications');
  private readonly callbacks = new Map<string, ((key?: string) => void)[]>();
  /** The connection being made or listening; null while waiting to try again, or once closed. */
  private client: pg.Client | null = null;
  /** The connection that LISTENs now (LISTEN has taken effect on it); null otherwise. */
  private listening: pg.Client | null = null;
  /** Resolves once the first attempt to listen has ended (listening, or failed and retrying). */
  private started: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  /** Whether the loss of the connection has been logged since it last listened (one warning per outage). */
  private lossLogged = false;
  /** Waiters of `sync`, by the payload of the notification they sent. */
  private readonly syncs = new Map<string, () => void>();
  private syncCount = 0;
  /** Set at shutdown: no reconnection is attempted after it. */
  private closing = false;
  /** Every cache made here, with the tables it reads. */
  private readonly declared: CacheDeclaration[] = [];

  constructor(private readonly config: AppConfig) {}

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

  /**
   * A cache of reads of `tables` (one table, or every table a read joins), emptied whenever one of them changes; named
   * `name` in the declarations, else after its first table.
   */
  cacheOf<V extends NonNullable<unknown> | null>(
    tables: NotifyingTable | readonly NotifyingTable[],
    options: TableCacheOptions & { name?: string },
  ): TableCache<V> {
    const reads: NotifyingTable[] = typeof tables === 'string' ? [tables] : [...tables];
    const cache = new TableCache<V>(options);
    this.declared.push({ cache: options.name ?? reads[0], reads });
    for (const table of reads) this.onChange(table, () => cache.clear());
    return cache;
  }

  /**
   * A cache of answers read from the tables `options.reads` declares, and from no other: a change committed to any of
   * them drops every answer, or only the named key's for a table of `options.keyedBy`. An answer that reads a table
   * left out of `reads` would be served stale after that table changes, so the list is the cache's contract.
   */
  answerCache<V extends NonNullable<unknown>>(name: string, options: WatchedAnswerCacheOptions<V>): AnswerCache<V> {
    const cache = new AnswerCache<V>(options);
    this.declared.push({ cache: name, reads: [...options.reads] });
    const keyed = new Set<NotifyingTable>(options.keyedBy ?? []);
    for (const table of options.reads) {
      this.onChange(table, (key) => {
        if (key !== undefined && keyed.has(table)) cache.delete(key);
        else cache.clear();
      });
    }
    return cache;
  }

  /** Every cache of this process with the tables it reads, in the order they were made. */
  declarations(): readonly CacheDeclaration[] {
    return this.declared;
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
   * reference table with raw SQL and read it at once. Rejects when the connection does not listen.
   */
  async sync(): Promise<void> {
    await this.start();
    const client = this.listening;
    if (!client) throw new Error('Table change notifications are not listening');
    const token = `sync:${process.pid}:${++this.syncCount}`;
    const heard = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    try {
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, token]);
    } catch (error) {
      this.syncs.delete(token);
      throw error;
    }
    await heard;
  }

  private changedAll(): void {
    for (const table of this.callbacks.keys()) this.changed(table);
  }

  private heard(payload: string): void {
    const sync = this.syncs.get(payload);
    if (sync) {
      this.syncs.delete(payload);
      sync();
      return;
    }
    // '<table>' or '<table>:<key>' (a uuid or a name has no ':').
    const at = payload.indexOf(':');
    if (at < 0) this.changed(payload);
    else this.changed(payload.slice(0, at), payload.slice(at + 1));
  }

  private start(): Promise<void> {
    this.started ??= this.listen();
    return this.started;
  }

  /** Makes a connection and LISTENs on it; on failure, tries again after RETRY_MS (until shutdown). */
  private async listen(): Promise<void> {
    if (this.closing || this.client) return;
    const client = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'goa-civic-portal cache',
      keepAlive: true,
      query_timeout: CHECK_TIMEOUT_MS,
    });
    this.client = client;
    // Attached before connecting and never removed (see the class comment); a late error of a client given up is
    // only logged.
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection ended')));
    client.on('notification', (message: pg.Notification) => {
      if (message.channel === CHANNEL && this.listening === client) this.heard(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.client !== client) return;
      this.listening = client;
      if (this.lossLogged) this.logger.log('Table change notifications: listening again');
      this.lossLogged = false;
      this.checkTimer = setInterval(() => {
        client.query('SELECT 1').catch((error: unknown) => this.lost(client, error as Error));
      }, CHECK_EVERY_MS).unref();
      // What was cached before LISTEN took effect may have missed a change.
      this.changedAll();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  /** The connection `client` failed: gives it up, empties the caches and tries again after RETRY_MS. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) {
      this.logger.debug(`Table change notifications: a closed connection reported: ${error.message}`);
      return;
    }
    this.client = null;
    this.listening = null;
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    void client.end().catch(() => undefined);
    if (this.closing) return;
    if (!this.lossLogged) this.logger.warn(`Table change notifications unavailable, trying again every ${RETRY_MS} ms: ${error.message}`);
    this.lossLogged = true;
    // Changes committed from now until LISTEN takes effect again are not heard.
    this.changedAll();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen();
    }, RETRY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    const client = this.client;
    this.client = null;
    this.listening = null;
    await client?.end().catch(() => undefined);
  }
}
