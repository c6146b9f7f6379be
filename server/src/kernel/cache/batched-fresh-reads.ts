import DataLoader from 'dataloader';

/**
 * Reads of small per-key values (the revisions of RevisionCache) that many requests need at once, batched into one
 * statement (issue 14), without ever answering a caller with a value read before it asked: a caller joins the batch
 * that has not started yet, and a batch starts after the one in flight has settled, so the statement that answers a
 * caller always starts after its call, and sees every change committed before it. At most one batch is in flight
 * (plus overflow batches past `maxBatchSize`), so under load a batch holds every caller that arrived during the
 * previous round trip; alone, a caller waits one round trip as before. Built on DataLoader (no memoisation: every
 * call is read). A failed statement fails its batch's callers only.
 */
export class BatchedFreshReads<K, V> {
  private readonly loader: DataLoader<K, V, string>;
  private inFlight: Promise<unknown> | null = null;

  /**
   * @param readMany reads the values of the given distinct keys (one statement); a key missing from the map it
   *   returns gets `missing`.
   * @param keyOf the identity of a key, for de-duplication and for the map `readMany` returns.
   */
  constructor(readMany: (keys: readonly K[]) => Promise<Map<string, V>>, keyOf: (key: K) => string, missing: V, maxBatchSize = 1000) {
    this.loader = new DataLoader<K, V, string>(
      async (keys) => {
        const run = readMany(keys);
        const settled = run.then(
          () => undefined,
          () => undefined,
        );
        this.inFlight = settled;
        void settled.then(() => {
          if (this.inFlight === settled) this.inFlight = null;
        });
        const values = await run;
        return keys.map((key) => values.get(keyOf(key)) ?? missing);
      },
      {
        cache: false,
        maxBatchSize,
        cacheKeyFn: keyOf,
        // A new batch waits for the one in flight; with none, it starts once the callers of this turn have joined.
        batchScheduleFn: (dispatch) => {
          if (this.inFlight) void this.inFlight.then(dispatch);
          else setImmediate(dispatch);
        },
      },
    );
  }

  /** The value of `key`, read by a statement that starts after this call. */
  read(key: K): Promise<V> {
    return this.loader.load(key);
  }
}
