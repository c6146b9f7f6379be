import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { domainEvent, type AuditStamp } from '../src/kernel/events/domain-event.js';
import { EventSubscriptions } from '../src/kernel/events/event-subscriptions.js';
import { IdempotencyService } from '../src/kernel/events/idempotency.service.js';
import { OutboxRelay } from '../src/kernel/events/outbox-relay.service.js';
import { OutboxService } from '../src/kernel/events/outbox.service.js';
import { QueueRegistry } from '../src/kernel/events/queue-registry.service.js';
import { QueueWorker } from '../src/kernel/events/queue-worker.service.js';
import { createTestApp, eventually, type TestApp, freePort } from './helpers/test-app.js';

/** Events raised only by these tests. */
declare module '../src/kernel/events/domain-event.js' {
  interface DomainEventMap {
    TestRolledBack: Record<string, never>;
    TestCommitted: Record<string, never>;
    TestFlaky: Record<string, never>;
    TestClaimNow: Record<string, never>;
    TestWhileRedisDown: Record<string, never>;
    TestLostInRedis: Record<string, never>;
    TestHuskInRedis: Record<string, never>;
  }
}

const testStamp = (fields: Partial<AuditStamp> = {}): AuditStamp => ({
  context: 'test',
  actorId: null,
  actorEmail: null,
  entityType: 'thing',
  entityId: null,
  ...fields,
});

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
  });
}

/** Kills a throw-away Redis and waits for its exit, so that its port is closed (and free for a restart). */
async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('Event backbone: transactional outbox, relay and idempotent processors', () => {
  describe('with the shared Redis', () => {
    let t: TestApp;
    let ds: DataSource;
    before(async () => {
      t = await createTestApp();
      ds = t.app.get(DataSource);
      await ds.query('CREATE TABLE IF NOT EXISTS test_effects (id serial PRIMARY KEY, event_id uuid NOT NULL)');
    });
    after(async () => {
      await t.close();
    });

    it('an event appended in a transaction that rolls back is never published', async () => {
      const event = domainEvent('TestRolledBack', testStamp(), {});
      await expect(
        ds.transaction(async (manager) => {
          await t.app.get(OutboxService).append(manager, [event]);
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      await t.app.get(OutboxRelay).relayOnce();
      expect(await ds.query('SELECT id FROM outbox WHERE id = $1', [event.id])).toEqual([]);
      const job = await t.app.get(QueueRegistry).get('audit').getJob(`${event.id}:record-audit-entry`);
      expect(job).toBeNull();
    });

    it('an event appended in a committed transaction is published and recorded once in the audit log', async () => {
      const event = domainEvent('TestCommitted', testStamp({ actorEmail: 'a@b.c', entityId: '42' }), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      const rows = await eventually(async () => {
        const r = await ds.query('SELECT action, context, actor_email, entity_id FROM audit_log WHERE event_id = $1', [event.id]);
        return r.length ? r : null;
      });
      expect(rows).toEqual([{ action: 'TestCommitted', context: 'test', actor_email: 'a@b.c', entity_id: '42' }]);
      // Done once every reaction recorded its effect (here the audit entry), not merely once enqueued.
      const [outbox] = await eventually(async () => {
        const r = await ds.query('SELECT published_at, done_at FROM outbox WHERE id = $1 AND done_at IS NOT NULL', [event.id]);
        return r.length ? r : null;
      });
      expect(outbox.published_at).not.toBeNull();
    });

    it('a job that throws twice then succeeds has effect once, and a repeat of the event has no effect', async () => {
      let calls = 0;
      t.app.get(EventSubscriptions).on({
        event: 'TestFlaky',
        queue: 'notifications',
        handler: 'test-flaky-effect',
        inside: async (event, manager) => {
          calls += 1;
          await manager.query('INSERT INTO test_effects (event_id) VALUES ($1)', [event.id]);
          if (calls <= 2) throw new Error(`transient failure ${calls}`);
        },
      });
      const event = domainEvent('TestFlaky', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      await eventually(
        async () => (await ds.query("SELECT 1 FROM processed_events WHERE event_id = $1 AND handler = 'test-flaky-effect'", [event.id])).length > 0,
        20000,
      );
      expect(calls).toBe(3);
      // The same job delivered again (a duplicate from the queue) is ignored.
      await t.app.get(QueueWorker).handle('notifications', {
        data: { eventId: event.id, eventName: 'TestFlaky', payload: {}, occurredAt: event.occurredAt, handler: 'test-flaky-effect' },
      });
      expect(calls).toBe(3);
      const effects = await ds.query('SELECT count(*)::int AS n FROM test_effects WHERE event_id = $1', [event.id]);
      expect(effects[0].n).toBe(1);
    });

    it('a claim-and-complete that fails leaves every pooled connection usable, and otherwise marks the row done', async () => {
      // 'not-a-uuid' fails the claim (event_id is a uuid).
      await expect(t.app.get(IdempotencyService).claimNowAndComplete('not-a-uuid', 'TestEvent', 'test-handler', ['test-handler'])).rejects.toThrow(/uuid/);
      // The pool hands back its most recently released connection first: every query after it must still work.
      for (let i = 0; i < 5; i++) expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const event = domainEvent('TestClaimNow', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      await t.app.get(IdempotencyService).claimNowAndComplete(event.id, 'TestClaimNow', 'test-claim-now', ['test-claim-now']);
      const [row] = await ds.query('SELECT done_at FROM outbox WHERE id = $1', [event.id]);
      expect(row.done_at).not.toBeNull();
    });

    it("a transaction's writes and its events commit all or nothing, and its connection goes back to the pool out of any transaction", async () => {
      const outbox = t.app.get(OutboxService);
      const first = domainEvent('TestCommitted', testStamp(), {});
      const effect = randomUUID();
      const answer = await outbox.transaction(async (manager) => {
        const [row] = await manager.query('INSERT INTO test_effects (event_id) VALUES ($1) RETURNING event_id', [effect]);
        return { result: row.event_id as string, events: [first] };
      });
      expect(answer).toBe(effect);
      expect(await ds.query('SELECT 1 AS one FROM outbox WHERE id = $1', [first.id])).toEqual([{ one: 1 }]);
      expect(await ds.query('SELECT 1 AS one FROM test_effects WHERE event_id = $1', [effect])).toEqual([{ one: 1 }]);

      // The same event id again: appending it fails, and the write before it is rolled back with it.
      const lost = randomUUID();
      await expect(
        outbox.transaction(async (manager) => {
          await manager.query('INSERT INTO test_effects (event_id) VALUES ($1)', [lost]);
          return { result: null, events: [first] };
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(await ds.query('SELECT 1 FROM test_effects WHERE event_id = $1', [lost])).toEqual([]);
      for (let i = 0; i < 5; i++)
        expect(await ds.query("SELECT current_setting('transaction_isolation') AS level, now() = statement_timestamp() AS fresh")).toEqual([
          { level: 'read committed', fresh: true },
        ]);
    });
  });

  describe('while Redis is down', () => {
    let redis: ChildProcess | null = null;
    let t: TestApp;
    let port: number;
    after(async () => {
      await t?.close();
      redis?.kill('SIGKILL');
    });

    it('an event appended while Redis is down is delivered after Redis comes back', async () => {
      port = await freePort();
      redis = await startRedis(port);
      t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, { workers: false });
      const ds = t.app.get(DataSource);
      const relay = t.app.get(OutboxRelay);
      await stopRedis(redis);

      const event = domainEvent('TestWhileRedisDown', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      expect(await relay.relayOnce()).toBe(0);
      const [pending] = await ds.query('SELECT published_at, attempts, last_error FROM outbox WHERE id = $1', [event.id]);
      expect(pending.published_at).toBeNull();
      expect(pending.attempts).toBeGreaterThanOrEqual(1);
      expect(pending.last_error).toBeTruthy();

      redis = await startRedis(port);
      t.app.get(QueueWorker).start();
      await eventually(
        async () =>
          (await relay.relayOnce()) >= 0 && (await ds.query('SELECT 1 FROM outbox WHERE id = $1 AND published_at IS NOT NULL', [event.id])).length > 0,
        20000,
        300,
      );
      const audit = await eventually(async () => {
        const r = await ds.query('SELECT action FROM audit_log WHERE event_id = $1', [event.id]);
        return r.length ? r : null;
      }, 20000);
      expect(audit).toEqual([{ action: 'TestWhileRedisDown' }]);
    });
  });

  describe('when Redis comes back empty while jobs wait', () => {
    let redis: ChildProcess | null = null;
    let t: TestApp;
    after(async () => {
      await t?.close();
      redis?.kill('SIGKILL');
    });

    it('publishes again what Redis lost: each reaction runs exactly once, and the rows are done only then', async () => {
      const port = await freePort();
      redis = await startRedis(port);
      t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, OUTBOX_REDELIVER_SECONDS: '1' }, { workers: false });
      const ds = t.app.get(DataSource);
      const relay = t.app.get(OutboxRelay);
      const runs = new Map<string, number>();
      t.app.get(EventSubscriptions).on({
        event: 'TestLostInRedis',
        queue: 'notifications',
        handler: 'test-count-runs',
        outside: async (event) => {
          runs.set(event.id, (runs.get(event.id) ?? 0) + 1);
        },
      });
      // Rows that earlier test files left undone (their apps closed before every reaction ran) would be published again
      // by this relay, whose lease is 1 s: they are settled first, so that the counts below are this test's 20 events.
      await ds.query('UPDATE outbox SET done_at = now() WHERE done_at IS NULL');
      const events = Array.from({ length: 20 }, () => domainEvent('TestLostInRedis', testStamp(), {}));
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, events));
      const ids = events.map((e) => e.id);

      // Published (the jobs wait in Redis: no worker runs yet), but not done.
      expect(await relay.relayOnce()).toBe(20);
      const published = await ds.query('SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1) AND published_at IS NOT NULL AND done_at IS NULL', [ids]);
      expect(published[0].n).toBe(20);

      // Redis restarts without its data (a failover to a lagging replica, a node replaced): the waiting jobs are gone.
      await stopRedis(redis);
      redis = await startRedis(port);
      const waiting = await eventually(async () => {
        const counts = await t.app
          .get(QueueRegistry)
          .get('notifications')
          .getJobCounts()
          .catch(() => null);
        return counts ? counts : null;
      });
      expect(waiting.waiting).toBe(0);

      // The relay publishes them again once their lease ran out, and the worker handles each once.
      t.app.get(QueueWorker).start();
      await eventually(
        async () => {
          await relay.relayOnce();
          const [row] = await ds.query('SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1) AND done_at IS NOT NULL', [ids]);
          return row.n === 20;
        },
        30000,
        300,
      );
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      const audited = await ds.query('SELECT count(*)::int AS n FROM audit_log WHERE event_id = ANY($1)', [ids]);
      expect(audited[0].n).toBe(20);
    });

    it("queues again a job of which Redis kept only a worker's last writes (a husk without data), instead of never", async () => {
      const ds = t.app.get(DataSource);
      const relay = t.app.get(OutboxRelay);
      const notifications = t.app.get(QueueRegistry).get('notifications');
      let runs = 0;
      t.app.get(EventSubscriptions).on({
        event: 'TestHuskInRedis',
        queue: 'notifications',
        handler: 'test-husk-runs',
        outside: async () => {
          runs += 1;
        },
      });
      const event = domainEvent('TestHuskInRedis', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      const jobId = `${event.id}:test-husk-runs`;
      // The husk: what a worker finishing the job leaves when Redis has just come back without the job's data. Here the
      // job is replaced, while this process's worker is paused, by one under the same id that carries no data; the
      // worker then takes the husk first, fails it, and only the relay's next publication can run the reaction.
      await notifications.pause(true);
      await relay.relayOnce();
      const job = await notifications.getJob(jobId);
      expect(job?.data).toMatchObject({ handler: 'test-husk-runs' });
      await job!.remove();
      await notifications.add({}, { jobId });
      await notifications.resume(true);

      await eventually(
        async () => {
          await relay.relayOnce();
          const [row] = await ds.query('SELECT done_at FROM outbox WHERE id = $1', [event.id]);
          return row.done_at !== null;
        },
        30000,
        300,
      );
      expect(runs).toBe(1);
    });

    it('purges handled rows and marks older than the retention period, and nothing else', async () => {
      const ds = t.app.get(DataSource);
      const old = domainEvent('TestLostInRedis', testStamp(), {});
      const fresh = domainEvent('TestLostInRedis', testStamp(), {});
      const pending = domainEvent('TestLostInRedis', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [old, fresh, pending]));
      await ds.query("UPDATE outbox SET done_at = now() - interval '8 days' WHERE id = $1", [old.id]);
      await ds.query('UPDATE outbox SET done_at = now() WHERE id = $1', [fresh.id]);
      await ds.query("UPDATE outbox SET created_at = now() - interval '30 days' WHERE id = $1", [pending.id]);
      await ds.query("INSERT INTO processed_events (event_id, handler, processed_at) VALUES ($1, 'test-old-mark', now() - interval '8 days')", [old.id]);
      await t.app.get(OutboxRelay).purge();
      const left = (await ds.query('SELECT id FROM outbox WHERE id = ANY($1)', [[old.id, fresh.id, pending.id]])) as { id: string }[];
      expect(left.map((r) => r.id).sort()).toEqual([fresh.id, pending.id].sort());
      expect(await ds.query("SELECT 1 FROM processed_events WHERE handler = 'test-old-mark'")).toEqual([]);
    });
  });
});
