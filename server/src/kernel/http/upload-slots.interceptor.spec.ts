import { describe, it } from 'node:test';
import { expect } from 'expect';
import pLimit from 'p-limit';
import { Observable, lastValueFrom } from 'rxjs';
import { UPLOADS_AT_ONCE, UPLOADS_WAITING, inUploadSlot } from './upload-slots.interceptor.js';

/** A route handler that starts when subscribed and answers when released. */
function handler(started: string[], name: string) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  return {
    next: { handle: () => new Observable<string>((out) => void (started.push(name), answered.then(() => (out.next(name), out.complete())))) },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('upload slots', () => {
  it('runs UPLOADS_AT_ONCE uploads at once, the next when one answers, and refuses with 503 past UPLOADS_WAITING waiting', async () => {
    const slots = pLimit(UPLOADS_AT_ONCE);
    const started: string[] = [];
    const routes = Array.from({ length: UPLOADS_AT_ONCE + UPLOADS_WAITING }, (_, i) => handler(started, `u${i}`));
    const answers = routes.map((r) => lastValueFrom(inUploadSlot(slots, r.next)));
    await tick();
    expect(started).toEqual(routes.slice(0, UPLOADS_AT_ONCE).map((_, i) => `u${i}`));
    expect(() => inUploadSlot(slots, handler(started, 'one too many').next)).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', status: 503 }) as unknown as Error,
    );
    routes[0].release();
    await answers[0];
    await tick();
    expect(started).toHaveLength(UPLOADS_AT_ONCE + 1);
    for (const r of routes) r.release();
    expect(await Promise.all(answers)).toEqual(routes.map((_, i) => `u${i}`));
  });
});
