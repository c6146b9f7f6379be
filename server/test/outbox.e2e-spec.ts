import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { domainEvent, type AuditStamp } from '../src/kernel/events/domain-event.js';
import { EventSubscriptions } from '../src/kernel/events/event-subscriptions.js';
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
    TestWhileRedisDown: Record<string, never>;
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
      const outbox = await ds.query('SELECT sent_at FROM outbox WHERE id = $1', [event.id]);
      expect(outbox[0].sent_at).not.toBeNull();
    });

    it('a job that throws twice then succeeds has effect once, and a repeat of the event has no effect', async () => {
      let calls = 0;
      t.app.get(EventSubscriptions).on({
        event: 'TestFlaky',
        queue: 'notifications',
        handler: 'test-flaky-effect',
        run: async (event, manager) => {
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
      redis.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 300));

      const event = domainEvent('TestWhileRedisDown', testStamp(), {});
      await ds.transaction((manager) => t.app.get(OutboxService).append(manager, [event]));
      expect(await relay.relayOnce()).toBe(0);
      const [pending] = await ds.query('SELECT sent_at, attempts, last_error FROM outbox WHERE id = $1', [event.id]);
      expect(pending.sent_at).toBeNull();
      expect(pending.attempts).toBeGreaterThanOrEqual(1);
      expect(pending.last_error).toBeTruthy();

      redis = await startRedis(port);
      t.app.get(QueueWorker).start();
      await eventually(
        async () =>
          (await relay.relayOnce()) >= 0 && (await ds.query('SELECT sent_at FROM outbox WHERE id = $1 AND sent_at IS NOT NULL', [event.id])).length > 0,
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
});
