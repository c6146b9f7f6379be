import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';

/** Delay before listening again after the notification connection failed, in milliseconds. */
const LISTEN_RETRY_MS = 2000;
/** Entries one cache keeps at most; past that it starts empty again (the keys of a cache are few in practice). */
const MAX_ENTRIES = 10_000;

/**
 * The tables with the `table_changed` trigger (migrations 1763802220000 and 1763802300000): the only ones whose
 * reads may be cached here.
 */
export const CACHED_TABLES: readonly string[] = ['categories', 'plans', 'routing_contacts', 'users', 'email_templates'];

interface Entry<T> {
  generation: number;
  value: Promise<T>;
}

/**
 * Caches of public reads that rarely change (issue 14: categories, plans, routing contacts), kept exact by the
 * database: statement triggers on the cached tables send `NOTIFY table_changed, '<table>'` when a change commits
 * (migration 1763802220000), whoever made it (a command, a seed, psql), and every API process LISTENs on a connection
 * of its own and drops what it cached from that table. The staleness bound is the notification's delivery, a few
 * milliseconds. While the connection is down (not yet connected, or lost) nothing is cached: every read goes to the
 * database, as without the cache. Concurrent misses of one key share one load, and a failed load is not kept.
 */
@Injectable()
export class TableChanges implements OnApplicationShutdown {
  private readonly logger = new Logger('TableChanges');
  private client: pg.Client | null = null;
  private connected = false;
  private closed = false;
  /** Bumped by every notification of a table (and on every (re)connection): entries of older generations are stale. */
  private readonly generations = new Map<string, number>();
  private readonly caches = new Map<string, Map<string, Entry<unknown>>>();
  private starting: Promise<void> | null = null;

  constructor(private readonly config: AppConfig) {}

  /**
   * The value of `key` in the cache of `table`, loaded by `load` when missing or stale. `table` is one of
   * CACHED_TABLES (a table without the trigger would never be emptied: refused).
   */
  async read<T>(table: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.isCached(table)) throw new Error(`TableChanges: ${table} has no table_changed trigger`);
    if (!this.starting) this.starting = this.listen();
    if (!this.connected) return load();
    const generation = this.generations.get(table) ?? 0;
    let cache = this.caches.get(table);
    if (!cache) this.caches.set(table, (cache = new Map()));
    const hit = cache.get(key) as Entry<T> | undefined;
    if (hit && hit.generation === generation) return hit.value;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    const value = load();
    const entry: Entry<T> = { generation, value };
    cache.set(key, entry);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  }

  /**
   * The values of several keys of `table`'s cache: the ones cached and fresh from memory, the others with one call
   * of `loadMissing` (given the missing keys; a key it leaves out is cached as null), so a page of rows costs at most
   * one statement and no N+1 (issue 14).
   */
  async readMany<T>(table: string, keys: readonly string[], loadMissing: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T | null>> {
    const unique = [...new Set(keys)];
    const found = new Map<string, T | null>();
    const missing: string[] = [];
    for (const key of unique) {
      const hit = this.connected ? this.fresh<T | null>(table, key) : undefined;
      if (hit) found.set(key, await hit);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const loading = loadMissing(missing);
    // Keys another caller loaded meanwhile never await it: a failure must not go unhandled.
    loading.catch(() => undefined);
    const values = await Promise.all(missing.map((key) => this.read(table, key, async () => (await loading).get(key) ?? null)));
    missing.forEach((key, i) => found.set(key, values[i]));
    return found;
  }

  /** The cached value of `key` when it is fresh, else undefined. */
  private fresh<T>(table: string, key: string): Promise<T> | undefined {
    const hit = this.caches.get(table)?.get(key) as Entry<T> | undefined;
    return hit && hit.generation === (this.generations.get(table) ?? 0) ? hit.value : undefined;
  }

  /**
   * Resolves once every change committed before the call has been heard: a statement on the listening connection
   * answers only after PostgreSQL delivered the notifications queued for it. For code that writes a cached table
   * behind the product's back with raw SQL (the API tests' set-ups) and reads it at once.
   */
  async sync(): Promise<void> {
    if (!this.starting) this.starting = this.listen();
    await this.starting;
    if (this.connected && this.client) await this.client.query('SELECT 1');
  }

  /**
   * The generation of `table`'s cached reads: it moves with every change of the table heard (and every
   * reconnection), so a value derived from a cached read and kept elsewhere is current while the generation it was
   * derived at is. Null while nothing may be cached (the notification connection is not up): derive nothing to keep.
   */
  generationOf(table: string): number | null {
    if (!this.isCached(table)) throw new Error(`TableChanges: ${table} has no table_changed trigger`);
    if (!this.starting) this.starting = this.listen();
    return this.connected ? (this.generations.get(table) ?? 0) : null;
  }

  /** True when reads of `table` may be cached (it has the `table_changed` trigger). */
  isCached(table: string): boolean {
    return CACHED_TABLES.includes(table);
  }

  /** Forgets what was cached from `table` (the notification's effect; also called by writers in this process). */
  changed(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    this.caches.get(table)?.clear();
  }

  /** Every cached table's generation moves (also of tables read through generationOf only). */
  private forgetAll(): void {
    for (const table of CACHED_TABLES) this.changed(table);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.config.DATABASE_URL, application_name: 'goa-civic-portal cache' });
    this.client = client;
    const lost = (error: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.connected = false;
      this.forgetAll();
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`Table change notifications unavailable, reads go to the database meanwhile: ${error.message}`);
      setTimeout(() => {
        this.starting = this.listen();
      }, LISTEN_RETRY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.payload) this.changed(message.payload);
    });
    try {
      await client.connect();
      await client.query('LISTEN table_changed');
      // Anything cached before (there is nothing while disconnected) is dropped; from now on changes arrive.
      this.forgetAll();
      this.connected = true;
    } catch (error) {
      lost(error as Error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.connected = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
