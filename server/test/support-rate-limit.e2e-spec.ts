import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PREFIX = `${process.env.TEST_QUEUE_PREFIX}_support_ratelimit`;
const LIMIT = 2;

describe('Support forms are rate-limited (@RateLimited, citizen spec section 8)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), QUEUE_PREFIX: PREFIX, TRUST_PROXY: 'loopback' }, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('POST /api/support/contact and /api/support/volunteer answer 429 RATE_LIMITED after the limit', async () => {
    for (const path of ['/api/support/contact', '/api/support/volunteer']) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await t.http().post(path).set('X-Forwarded-For', '198.51.100.9').send({})).status);
      expect(statuses).toEqual([400, 400, 429]);
    }
  });
});
