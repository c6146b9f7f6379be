/**
 * Runs the tasks of one key one after another, in the order they were given, and tasks of different keys at once.
 * In-process only: it saves resources, it does not replace a lock shared by processes (a citizen's filings
 * wait here for each other instead of holding a database connection each while waiting for the quota's advisory lock).
 * A failed task does not stop the next one of its key. Keys are forgotten once their last task settles.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every task given earlier for `key` has settled; resolves or rejects with its outcome. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const result = previous ? previous.then(task, task) : task();
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get size(): number {
    return this.tails.size;
  }
}
