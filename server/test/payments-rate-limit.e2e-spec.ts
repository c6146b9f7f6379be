import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser } from './complaints-fixtures.js';

const PREFIX = `${process.env.TEST_QUEUE_PREFIX}_payments_ratelimit`;
const LIMIT = 2;
const SAME_IP = '198.51.100.23';

describe('Payment calls are rate-limited per account (@RateLimitedPerAccount)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), QUEUE_PREFIX: PREFIX, TRUST_PROXY: 'loopback' }, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('each payment route answers 429 RATE_LIMITED with Retry-After after the limit, for that account only', async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t, { firstName: 'Ravi' });
    for (const path of [
      '/api/payments/create-order',
      '/api/payments/create-subscription',
      '/api/payments/verify',
      '/api/payments/verify-subscription',
      '/api/payments/sandbox/checkout',
    ]) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await t.http().post(path).set(asha.auth).set('X-Forwarded-For', SAME_IP).send({})).status);
      expect({ path, statuses }).toEqual({ path, statuses: [400, 400, 429] });

      const refused = await t.http().post(path).set(asha.auth).set('X-Forwarded-For', SAME_IP).send({});
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Another citizen behind the same (carrier-grade NAT) address is not refused.
      const other = await t.http().post(path).set(ravi.auth).set('X-Forwarded-For', SAME_IP).send({});
      expect({ path, status: other.status }).toEqual({ path, status: 400 });
    }
  });
});
