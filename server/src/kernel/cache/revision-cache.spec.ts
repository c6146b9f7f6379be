import { describe, it } from 'node:test';
import { expect } from 'expect';
import { RevisionCache } from './revision-cache.js';

/** A load that counts its calls and resolves when told to. */
function loader<T>(value: T) {
  let calls = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      calls += 1;
      await gate;
      return value;
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('RevisionCache', () => {
  it('serves the value kept at the same revision and reads again at another', async () => {
    const cache = new RevisionCache<string[]>({ maxSize: 10, sizeOf: (v) => v.length });
    let reads = 0;
    const load = async () => [`read ${++reads}`];
    expect(await cache.read('a', '1', load)).toEqual(['read 1']);
    expect(await cache.read('a', '1', load)).toEqual(['read 1']);
    expect(await cache.read('a', '2', load)).toEqual(['read 2']);
    expect(await cache.read('b', '2', load)).toEqual(['read 3']);
    expect(reads).toBe(3);
  });

  it('shares one load between concurrent misses of a key and revision', async () => {
    const cache = new RevisionCache<number[]>({ maxSize: 10, sizeOf: (v) => v.length });
    const one = loader([1]);
    const reads = [cache.read('a', '5', one.load), cache.read('a', '5', one.load), cache.read('a', '5', one.load)];
    one.release();
    expect(await Promise.all(reads)).toEqual([[1], [1], [1]]);
    expect(one.calls()).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new RevisionCache<number[]>({ maxSize: 10, sizeOf: (v) => v.length });
    await expect(cache.read('a', '1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('a', '1', async () => [2])).toEqual([2]);
  });

  it('never replaces a value with one read at an older revision', async () => {
    const cache = new RevisionCache<string[]>({ maxSize: 10, sizeOf: (v) => v.length });
    const older = loader(['at 3']);
    const olderRead = cache.read('a', '3', older.load);
    expect(await cache.read('a', '4', async () => ['at 4'])).toEqual(['at 4']);
    older.release();
    expect(await olderRead).toEqual(['at 3']);
    expect(await cache.read('a', '4', async () => ['read again'])).toEqual(['at 4']);
  });

  it('compares revisions past 2^53 exactly', async () => {
    const cache = new RevisionCache<string[]>({ maxSize: 10, sizeOf: (v) => v.length });
    await cache.read('a', '9007199254740993', async () => ['first']);
    expect(await cache.read('a', '9007199254740992', async () => ['other'])).toEqual(['other']);
    expect(await cache.read('a', '9007199254740993', async () => ['again'])).toEqual(['first']);
  });

  it('forgets the least recently used values past its size', async () => {
    const cache = new RevisionCache<number[]>({ maxSize: 4, sizeOf: (v) => v.length });
    await cache.read('a', '1', async () => [1, 1]);
    await cache.read('b', '1', async () => [2, 2]);
    await cache.read('a', '1', async () => [0]); // a is used again: b is now the least recently used
    await cache.read('c', '1', async () => [3, 3]);
    expect(await cache.read('a', '1', async () => [0])).toEqual([1, 1]);
    expect(await cache.read('b', '1', async () => [9])).toEqual([9]);
  });
  it('reads again a value kept at the revision that `fresh` refuses, and keeps the new one', async () => {
    const cache = new RevisionCache<{ stamp: number }>({ maxSize: 10, sizeOf: () => 1 });
    let stamp = 1;
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { stamp };
    };
    const fresh = (value: { stamp: number }) => value.stamp === stamp;
    expect(await cache.read('a', '1', load, fresh)).toEqual({ stamp: 1 });
    expect(await cache.read('a', '1', load, fresh)).toEqual({ stamp: 1 });
    expect(reads).toBe(1);
    stamp = 2;
    expect(await cache.read('a', '1', load, fresh)).toEqual({ stamp: 2 });
    expect(await cache.read('a', '1', load, fresh)).toEqual({ stamp: 2 });
    expect(reads).toBe(2);
  });
});
