import { LRUCache } from 'lru-cache';

/** An answer as its reader computed it, with the span of time in which the same rows read the same. */
export interface TimedAnswer<V> {
  value: V;
  /** The first instant at which the answer holds (the month of a quota; the time it was read): a clock set back reads again. */
  validFrom: Date;
  /** The first instant at which the answer changes by the clock alone (an overdue day more); null: never. */
  validUntil: Date | null;
}

/** Bounds of an AnswerCache. */
export interface AnswerCacheOptions<V> {
  /**
   * The most weight kept (least recently used first out): `weigh` of each answer summed, for example the number of
   * complaints it lists, so that the memory held is bounded whatever the size of each answer.
   */
  maxWeight: number;
  /** The weight of one answer, at least 1. */
  weigh: (value: V) => number;
  /**
   * How long an answer is served at most, in milliseconds: the bound on staleness while the notification connection
   * is down and being re-established (a notification sent meanwhile is lost).
   */
  ttlMs: number;
}

/**
 * Answers of one read kept in memory per key (a reporter's complaints, a desk page), dropped when the rows they were
 * read from change (`delete` for one key, `clear` for all: called from TableNotifications) or when the clock passes
 * their `validUntil`. Like TableCache it keeps the promise of a read, not its result: a read that started before a
 * change is never kept after the change dropped its key, so the next caller reads again; a failed read is not kept.
 * Values are shared between callers: they must not be changed.
 */
export class AnswerCache<V extends NonNullable<unknown>> {
  private readonly kept: LRUCache<string, { answer: Promise<TimedAnswer<V>> }>;
  /** The weight of each answer read (a pending read weighs 1). */
  private readonly weights = new Map<string, number>();

  constructor(private readonly options: AnswerCacheOptions<V>) {
    this.kept = new LRUCache({
      maxSize: options.maxWeight,
      // Pending reads weigh 1; once read, `resize` sets their real weight.
      sizeCalculation: (_entry, key) => this.weights.get(key) ?? 1,
      ttl: options.ttlMs,
      dispose: (_entry, key) => this.weights.delete(key),
    });
  }

  /**
   * The answer of `key` at `now`: the one kept while `now` is between its validFrom and validUntil, else what `load` reads (kept
   * until its rows change or its validUntil passes).
   */
  async get(key: string, now: Date, load: () => Promise<TimedAnswer<V>>): Promise<V> {
    const hit = this.kept.get(key);
    if (hit) {
      const answer = await hit.answer;
      const t = now.getTime();
      if (t >= answer.validFrom.getTime() && (answer.validUntil === null || t < answer.validUntil.getTime())) return answer.value;
      if (this.kept.peek(key) === hit) this.kept.delete(key);
    }
    const entry = { answer: load() };
    this.kept.set(key, entry);
    try {
      const answer = await entry.answer;
      if (this.kept.peek(key) === entry) {
        // Kept again with its weight, as a new entry of the same read (lru-cache weighs an entry when it is set); a
        // change that dropped the key meanwhile is not undone.
        this.weights.set(key, Math.max(1, this.options.weigh(answer.value)));
        this.kept.set(key, { answer: entry.answer }, { noDisposeOnSet: true });
      }
      return answer.value;
    } catch (error) {
      if (this.kept.peek(key) === entry) this.kept.delete(key);
      throw error;
    }
  }

  /** Drops the answer of `key`. */
  delete(key: string): void {
    this.kept.delete(key);
  }

  /** Drops every answer. */
  clear(): void {
    this.kept.clear();
  }
}
