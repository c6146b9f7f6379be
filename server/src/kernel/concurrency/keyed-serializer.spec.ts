import { describe, it } from 'node:test';
import { expect } from 'expect';
import { KeyedSerializer } from './keyed-serializer.js';

/** A task that records its start and end and finishes when `release` is called. */
function gated(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedSerializer', () => {
  it('runs the tasks of one key one after another, in order, and other keys at once', async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const a1 = gated(log, 'a1');
    const a2 = gated(log, 'a2');
    const b1 = gated(log, 'b1');
    const results = [serializer.run('a', a1.task), serializer.run('a', a2.task), serializer.run('b', b1.task)];
    await tick();
    expect(log).toEqual(['start a1', 'start b1']);
    a1.release();
    await tick();
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    a2.release();
    b1.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    await tick();
    expect(serializer.size).toBe(0);
  });

  it('runs the next task of a key after a failed one, and hands each caller its own outcome', async () => {
    const serializer = new KeyedSerializer();
    const first = serializer.run('a', () => Promise.reject(new Error('quota exceeded')));
    const second = serializer.run('a', () => Promise.resolve('filed'));
    await expect(first).rejects.toThrow('quota exceeded');
    await expect(second).resolves.toBe('filed');
  });
});
