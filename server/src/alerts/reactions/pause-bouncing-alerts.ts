import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { RoutingEvent } from '../../routing/public.js';
import { AreaAlert } from '../domain/area-alert.entity.js';

/** Handler name: with the event id it forms the job id. */
export const PAUSE_BOUNCING_ALERTS = 'pause-bouncing-alerts';

/**
 * On AddressesMarkedFailing (a bounce the inbound mail adapter received), pauses the area alerts sent to those
 * addresses: a mailbox that does not exist must not be written to every day. Their owner sees them paused on the
 * alerts page; subscribing again (with a confirmation for an address alone) starts anew. Runs on the audit queue (a
 * bookkeeping effect, no email), in the event's transaction, so it happens exactly once.
 */
@Injectable()
export class PauseBouncingAlerts implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: RoutingEvent.AddressesMarkedFailing,
      queue: QueueName.Audit,
      handler: PAUSE_BOUNCING_ALERTS,
      inside: (event, manager) => this.run(event, manager),
    });
  }

  async run(event: DomainEvent<'AddressesMarkedFailing'>, manager: EntityManager): Promise<void> {
    const emails = event.payload.emails.map((e) => e.toLowerCase());
    if (emails.length === 0) return;
    await manager
      .createQueryBuilder()
      .update(AreaAlert)
      .set({ status: 'paused', pausedAt: new Date(event.payload.failedAt) })
      .where("email IN (:...emails) AND status <> 'paused'", { emails })
      .execute();
  }
}
