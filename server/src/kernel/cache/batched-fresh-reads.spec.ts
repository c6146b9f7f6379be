import { describe, it } from 'node:test';
import { expect } from 'expect';
import { BatchedFreshReads } from './batched-fresh-reads.js';

/** A store whose reads the test releases one by one; each read records the keys it was asked and the version it saw. */
function slowStore() {
  let version = 0;
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const reads = new BatchedFreshReads<string, string>(
    async (keys) => {
      batches.push([...keys]);
      const seen = version; // the statement's snapshot: taken when it starts
      await new Promise<void>((resolve) => releases.push(resolve));
      return new Map(keys.filter((k) => k !== 'unknown').map((k) => [k, `${k}@${seen}`]));
    },
    (key) => key,
    'none',
  );
  return {
    reads,
    batches,
    write: () => (version += 1),
    releaseNext: async () => {
      while (releases.length === 0) await new Promise((r) => setImmediate(r));
      releases.shift()!();
    },
  };
}

describe('BatchedFreshReads', () => {
  it('reads the keys asked together in one batch, a missing key as the default', async () => {
    const store = slowStore();
    const answers = Promise.all([store.reads.read('a'), store.reads.read('b'), store.reads.read('a'), store.reads.read('unknown')]);
    await store.releaseNext();
    expect(await answers).toEqual(['a@0', 'b@0', 'a@0', 'none']);
    expect(store.batches).toEqual([['a', 'b', 'a', 'unknown']]);
  });

  it('never answers a call with a read that started before it: a call during a read waits for the next one', async () => {
    const store = slowStore();
    const first = store.reads.read('a');
    await new Promise((r) => setImmediate(r)); // the first read has started
    expect(store.batches).toHaveLength(1);
    store.write(); // a change commits while the first read is in flight
    const second = store.reads.read('a');
    const third = store.reads.read('b');
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(store.batches).toHaveLength(1); // they wait: one read in flight at a time
    await store.releaseNext();
    expect(await first).toBe('a@0');
    // Only one read in flight: the second batch started after the first settled, and saw the change.
    expect(store.batches).toHaveLength(2);
    await store.releaseNext();
    expect(await Promise.all([second, third])).toEqual(['a@1', 'b@1']);
    expect(store.batches[1]).toEqual(['a', 'b']);
  });

  it('fails the callers of a failed read only', async () => {
    let calls = 0;
    const reads = new BatchedFreshReads<string, number>(
      async (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return new Map(keys.map((k) => [k, calls]));
      },
      (k) => k,
      0,
    );
    await expect(reads.read('a')).rejects.toThrow('connection lost');
    expect(await reads.read('a')).toBe(2);
  });
});
