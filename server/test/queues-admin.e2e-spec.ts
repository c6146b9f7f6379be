import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import type { Job } from 'bull';
import { QueueRegistry } from '../src/kernel/events/queue-registry.service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';

describe('Queues page: /api/admin/queues (superadmins)', () => {
  let t: TestApp;
  let superadmin: TestUser;
  let admin: TestUser;

  /** A job that really failed: taken from the queue as a worker would and failed with `message` (one attempt allowed). */
  async function failedJob(queueName: 'audit' | 'documents', name: string, message: string): Promise<Job> {
    const queue = t.app.get(QueueRegistry).get(queueName);
    await queue.add(name, { probe: true }, { jobId: `${name}:${Date.now()}`, attempts: 1 });
    const taken = (await queue.getNextJob()) as Job;
    expect(taken.name).toBe(name);
    await taken.moveToFailed({ message }, true);
    // As a worker does once an attempt is over.
    await taken.releaseLock();
    return taken;
  }

  before(async () => {
    // No workers: the failed jobs stay as the test leaves them.
    t = await createTestApp({}, { workers: false });
    superadmin = await createUser(t, { role: 'superadmin' });
    admin = await createUser(t, { role: 'admin', adminModules: ['complaints', 'users'] });
  });
  after(async () => {
    await t.close();
  });

  it('is for superadmins only', async () => {
    await t.http().get('/api/admin/queues').expect(401);
    const res = await t.http().get('/api/admin/queues').set(admin.auth).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    await t.http().post('/api/admin/queues/audit/failed/retry').set(admin.auth).expect(403);
  });

  it('lists each queue with its counts and its failed jobs with error and attempts, and retries one', async () => {
    const job = await failedJob('audit', 'record-audit-probe', 'connect ECONNREFUSED 127.0.0.1:5432');
    const list = await t.http().get('/api/admin/queues').set(superadmin.auth).expect(200);
    expect(list.body.items.map((q: { name: string }) => q.name)).toEqual(['notifications', 'documents', 'audit', 'projections']);
    const audit = list.body.items.find((q: { name: string }) => q.name === 'audit');
    expect(audit.counts).toMatchObject({ failed: 1, waiting: 0, active: 0, delayed: 0 });
    expect(audit.failed).toEqual([
      {
        id: String(job.id),
        name: 'record-audit-probe',
        error: 'connect ECONNREFUSED 127.0.0.1:5432',
        attemptsMade: 1,
        maxAttempts: 1,
        failedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    await t
      .http()
      .post(`/api/admin/queues/audit/failed/${encodeURIComponent(String(job.id))}/retry`)
      .set(superadmin.auth)
      .expect(204);
    const queue = t.app.get(QueueRegistry).get('audit');
    expect(await (await queue.getJob(job.id))!.getState()).toBe('waiting');
    const after = await t.http().get('/api/admin/queues').set(superadmin.auth).expect(200);
    expect(after.body.items.find((q: { name: string }) => q.name === 'audit').counts).toMatchObject({ failed: 0, waiting: 1 });

    // A job that is not failed (any more) cannot be retried or removed from this page.
    const again = await t
      .http()
      .post(`/api/admin/queues/audit/failed/${encodeURIComponent(String(job.id))}/retry`)
      .set(superadmin.auth)
      .expect(409);
    expect(again.body.error.message).toBe('Only a failed job can be retried or removed here.');
    await (await queue.getJob(job.id))!.remove();
  });

  it('removes one, retries all and removes all failed jobs of a queue', async () => {
    const one = await failedJob('documents', 'render-probe-1', 'boom 1');
    await failedJob('documents', 'render-probe-2', 'boom 2');
    await failedJob('documents', 'render-probe-3', 'boom 3');
    await t
      .http()
      .delete(`/api/admin/queues/documents/failed/${encodeURIComponent(String(one.id))}`)
      .set(superadmin.auth)
      .expect(204);
    const queue = t.app.get(QueueRegistry).get('documents');
    expect(await queue.getJob(one.id)).toBeNull();

    const retried = await t.http().post('/api/admin/queues/documents/failed/retry').set(superadmin.auth).expect(200);
    expect(retried.body).toEqual({ count: 2 });
    expect((await queue.getJobCounts()).failed).toBe(0);
    await queue.empty();

    await failedJob('documents', 'render-probe-4', 'boom 4');
    const removed = await t.http().delete('/api/admin/queues/documents/failed').set(superadmin.auth).expect(200);
    expect(removed.body).toEqual({ count: 1 });
    expect((await queue.getJobCounts()).failed).toBe(0);
  });

  it('answers 404 for an unknown queue or job', async () => {
    const res = await t.http().post('/api/admin/queues/nope/failed/retry').set(superadmin.auth).expect(404);
    expect(res.body.error.message).toBe('Queue not found');
    const job = await t.http().delete('/api/admin/queues/audit/failed/no-such-job').set(superadmin.auth).expect(404);
    expect(job.body.error.message).toBe('Job not found');
  });
});
