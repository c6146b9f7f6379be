import { describe, it } from 'node:test';
import { expect } from 'expect';
import { TableCache } from './table-notifications.js';

/** A read that counts its calls and resolves when released. */
function gatedRead<T>(value: T) {
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

describe('TableCache', () => {
  it('reads a key once until the table changes, then reads it again', async () => {
    const cache = new TableCache<string>({ max: 10 });
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await cache.get('all', load)).toBe('read 1');
    expect(await cache.get('all', load)).toBe('read 1');
    cache.clear();
    expect(await cache.get('all', load)).toBe('read 2');
  });

  it('shares one read between concurrent callers of a key', async () => {
    const cache = new TableCache<number>({ max: 10 });
    const read = gatedRead(1);
    const answers = Promise.all([cache.get('a', read.load), cache.get('a', read.load)]);
    read.release();
    expect(await answers).toEqual([1, 1]);
    expect(read.calls()).toBe(1);
  });

  it('never keeps a read that started before a change: the next caller reads again', async () => {
    const cache = new TableCache<string>({ max: 10 });
    const before = gatedRead('before the change');
    const pending = cache.get('a', before.load);
    cache.clear(); // the change commits while the read is in flight
    before.release();
    expect(await pending).toBe('before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('does not keep a failed read', async () => {
    const cache = new TableCache<number>({ max: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
