import { LRUCache } from 'lru-cache';

/** A value kept under the revision it was read at. */
interface Kept<T> {
  revision: bigint;
  value: T;
}

/** Sizes of a RevisionCache. */
export interface RevisionCacheOptions<T> {
  /** What the cache holds at most, in the unit of `sizeOf` (e.g. complaint rows). */
  maxSize: number;
  /** The size of one value (at least 1 is counted). */
  sizeOf: (value: T) => number;
}

/**
 * Reads kept in memory under a revision the database keeps in the same transaction as every change they depend on
 * (issue 14; e.g. complaint_reporter_counts.revision, migration 1763802330000). The caller reads the revision first,
 * in a statement of its own, then asks for the value: a value kept at that revision is served again; otherwise `load`
 * reads it (after the revision, so it is never older than the revision it is kept under) and it replaces an older
 * one. Revisions only grow, so every API process, reading the revision from the same database, serves exactly what
 * it would read at that moment: no notification and no time-to-live. Concurrent misses of one key and revision share
 * one load; a failed load is not kept; the least recently used values go first past `maxSize`.
 * Values are shared between callers: they must not be changed.
 */
export class RevisionCache<T extends object> {
  private readonly kept: LRUCache<string, Kept<T>>;
  private readonly loading = new Map<string, { revision: bigint; value: Promise<T> }>();

  constructor(options: RevisionCacheOptions<T>) {
    this.kept = new LRUCache<string, Kept<T>>({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    });
  }

  /**
   * The value of `key` at `revision` (a non-negative integer, as text from PostgreSQL's bigint or numeric): the one
   * kept when it was read at that revision, else what `load` reads. `fresh`, when given, is asked of a kept value at
   * that revision too, for what it depends on besides the revision (the time, another cache's generation): a value it
   * refuses is read again and replaced.
   */
  async read(key: string, revision: string, load: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T> {
    const at = BigInt(revision);
    const hit = this.kept.get(key);
    const stale = hit !== undefined && hit.revision === at && fresh !== undefined && !fresh(hit.value);
    if (hit && hit.revision === at && !stale) return hit.value;
    const pending = this.loading.get(key);
    // A load in flight at this revision started after the kept value (or because it was refused): shared.
    if (pending && pending.revision === at) return pending.value;
    const value = load();
    this.loading.set(key, { revision: at, value });
    try {
      const loaded = await value;
      const current = this.kept.peek(key);
      if (!current || current.revision < at || (current.revision === at && stale)) this.kept.set(key, { revision: at, value: loaded });
      return loaded;
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
  }

  /** Forgets every value (tests). */
  clear(): void {
    this.kept.clear();
  }
}
