import { describe, it } from 'node:test';
import { expect } from 'expect';
import { EventSubscriptions } from './event-subscriptions.js';
import { QueueName } from './queues.js';

const noop = async () => undefined;

describe('The subscription registry', () => {
  it('describes every subscription as event, queue and handler, in registration order', () => {
    const subscriptions = new EventSubscriptions();
    subscriptions.on({ event: 'ComplaintFiled', queue: QueueName.Notifications, handler: 'send-complaint-ack', outside: noop });
    subscriptions.on({ event: 'ComplaintFiled', queue: QueueName.Projections, handler: 'map-cells-on-filed', inside: noop });
    subscriptions.onEvery({ queue: QueueName.Audit, handler: 'record-audit-entry', inside: noop });
    expect(subscriptions.describe()).toEqual([
      { event: 'ComplaintFiled', queue: 'notifications', handler: 'send-complaint-ack' },
      { event: 'ComplaintFiled', queue: 'projections', handler: 'map-cells-on-filed' },
      { event: '*', queue: 'audit', handler: 'record-audit-entry' },
    ]);
    expect(subscriptions.forEvent('ComplaintFiled').map((h) => h.handler)).toEqual(['send-complaint-ack', 'map-cells-on-filed', 'record-audit-entry']);
  });

  it('refuses a handler name used twice, even on another queue (the name keys the idempotency mark)', () => {
    const subscriptions = new EventSubscriptions();
    subscriptions.on({ event: 'ComplaintFiled', queue: QueueName.Audit, handler: 'map-cells-on-filed', inside: noop });
    expect(() => subscriptions.on({ event: 'ComplaintFiled', queue: QueueName.Projections, handler: 'map-cells-on-filed', inside: noop })).toThrow(
      'Event handler map-cells-on-filed is registered twice (queues audit and projections)',
    );
  });

  it('finds a reaction by its handler name whatever queue a job names, so jobs queued before a move still run', () => {
    const subscriptions = new EventSubscriptions();
    subscriptions.on({ event: 'ComplaintFiled', queue: QueueName.Projections, handler: 'map-cells-on-filed', inside: noop });
    expect(subscriptions.find('map-cells-on-filed')?.queue).toBe('projections');
    expect(subscriptions.find('unknown')).toBeUndefined();
  });
});
