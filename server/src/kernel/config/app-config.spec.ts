import { describe, it } from 'node:test';
import { expect } from 'expect';
import { QueueName } from '../events/queues.js';
import { ConfigError, filingTransactionSlots, loadConfig, poolNeeded, queueConcurrency } from './app-config.js';

describe('loadConfig', () => {
  it('applies the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/civic');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.RUN_WORKERS).toBe(true);
    expect(config.UPLOAD_PROVIDER).toBe('local');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('converts numbers and booleans', () => {
    const config = loadConfig({ PORT: '4100', RUN_WORKERS: 'false' });
    expect(config.PORT).toBe(4100);
    expect(config.RUN_WORKERS).toBe(false);
  });

  it('reports a malformed variable as one line naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL="mysql:\/\/x" \(DATABASE_URL must be a postgres:\/\/ URL\)\.$/,
    );
    expect(() => loadConfig({ UPLOAD_PROVIDER: 'ftp' })).toThrow(/UPLOAD_PROVIDER/);
  });

  it('refuses a connection pool that the queue workers could exhaust (every slot plus the API must fit)', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(33);
    // The defaults: 16 email jobs and 2 of each of the three other queues, 4 kept for requests: 26 of 33; filings get
    // 33 - 23 - 3 - 2.
    expect(poolNeeded(loadConfig({}), true)).toBe(26);
    expect(filingTransactionSlots(loadConfig({}))).toBe(5);
    // An API process without workers keeps two back for reads: 16 - 2.
    expect(filingTransactionSlots(loadConfig({ DB_POOL_SIZE: '16', RUN_WORKERS: 'false' }))).toBe(14);
    expect(queueConcurrency(loadConfig({}), QueueName.Notifications)).toBe(16);
    expect(queueConcurrency(loadConfig({ WORKER_CONCURRENCY: '2' }), QueueName.Audit)).toBe(2);
    expect(queueConcurrency(loadConfig({ WORKER_CONCURRENCY: '3' }), QueueName.Projections)).toBe(3);
    expect(() => loadConfig({ DB_POOL_SIZE: '10', WORKER_CONCURRENCY: '4', NOTIFICATIONS_CONCURRENCY: '8' })).toThrow(
      'Invalid configuration: DB_POOL_SIZE=10 is too small for NOTIFICATIONS_CONCURRENCY=8 and WORKER_CONCURRENCY=4: 8 + 3 queues × 4 jobs + 4 for requests and the relay need 24 (raise DB_POOL_SIZE or lower the concurrency).',
    );
    // An API process without workers needs only the reserve; a worker process checks its slots whatever RUN_WORKERS says.
    expect(loadConfig({ DB_POOL_SIZE: '10', RUN_WORKERS: 'false' }).DB_POOL_SIZE).toBe(10);
    expect(() => loadConfig({ DB_POOL_SIZE: '10', RUN_WORKERS: 'false' }, { workers: true })).toThrow(ConfigError);
  });
});
