import { describe, it } from 'node:test';
import { expect } from 'expect';
import { AnswerCache } from './answer-cache.js';

const at = (iso: string) => new Date(iso);

describe('AnswerCache', () => {
  const options = { maxWeight: 10, weigh: (items: string[]) => items.length, ttlMs: 60_000 };

  it('keeps an answer between its validFrom and validUntil, and reads again outside', async () => {
    const cache = new AnswerCache<string[]>(options);
    let reads = 0;
    const load = async () => ({ value: [`read ${++reads}`], validFrom: at('2026-11-28T00:00:00Z'), validUntil: at('2026-11-29T00:00:00Z') });
    expect(await cache.get('r1', at('2026-11-28T10:00:00Z'), load)).toEqual(['read 1']);
    expect(await cache.get('r1', at('2026-11-28T23:59:59Z'), load)).toEqual(['read 1']);
    // The day the answer's overdue count changes.
    expect(await cache.get('r1', at('2026-11-29T00:00:00Z'), load)).toEqual(['read 2']);
    // A clock set back before the answer's validFrom reads again.
    expect(await cache.get('r1', at('2026-11-27T00:00:00Z'), load)).toEqual(['read 3']);
  });

  it('forgets one key or all of them', async () => {
    const cache = new AnswerCache<string[]>(options);
    let reads = 0;
    const load = async () => ({ value: [`read ${++reads}`], validFrom: at('2026-01-01T00:00:00Z'), validUntil: null });
    const now = at('2026-11-28T10:00:00Z');
    await cache.get('a', now, load);
    await cache.get('b', now, load);
    cache.delete('a');
    expect(await cache.get('a', now, load)).toEqual(['read 3']);
    expect(await cache.get('b', now, load)).toEqual(['read 2']);
    cache.clear();
    expect(await cache.get('b', now, load)).toEqual(['read 4']);
  });

  it('never keeps a read that was under way when its key was dropped', async () => {
    const cache = new AnswerCache<string[]>(options);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const now = at('2026-11-28T10:00:00Z');
    const stale = cache.get('a', now, async () => {
      await gate;
      return { value: ['before the change'], validFrom: now, validUntil: null };
    });
    cache.delete('a');
    release();
    expect(await stale).toEqual(['before the change']);
    expect(await cache.get('a', now, async () => ({ value: ['after the change'], validFrom: now, validUntil: null }))).toEqual(['after the change']);
  });

  it('holds at most maxWeight, the least recently used answers going first', async () => {
    const cache = new AnswerCache<string[]>(options);
    const now = at('2026-11-28T10:00:00Z');
    let reads = 0;
    const four = async () => ({ value: ['x', 'x', 'x', `read ${++reads}`], validFrom: now, validUntil: null });
    await cache.get('a', now, four);
    await cache.get('b', now, four);
    await cache.get('a', now, four); // a used last
    await cache.get('c', now, four); // 12 > 10: b goes
    expect((await cache.get('a', now, four))[3]).toBe('read 1');
    expect((await cache.get('b', now, four))[3]).toBe('read 4');
  });

  it('does not keep a failed read', async () => {
    const cache = new AnswerCache<string[]>(options);
    const now = at('2026-11-28T10:00:00Z');
    await expect(cache.get('a', now, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', now, async () => ({ value: ['read'], validFrom: now, validUntil: null }))).toEqual(['read']);
  });
});
