import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { IdempotencyService } from './idempotency.service.js';
import { OutboxCommitSubscriber } from './outbox-commit.subscriber.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { OutboxWakeup } from './outbox-wakeup.service.js';
import { OutboxService } from './outbox.service.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { ProcessedEvent } from './processed-event.entity.js';
import { QueueRegistry } from './queue-registry.service.js';
import { QueueWorker } from './queue-worker.service.js';
import { QUEUE_NAMES } from './queues.js';

/** The event backbone: outbox, relay, the Bull queues (QUEUE_NAMES) and their worker. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage, ProcessedEvent]),
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ redis: config.REDIS_URL, prefix: config.QUEUE_PREFIX }),
    }),
    ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name })),
  ],
  providers: [OutboxService, OutboxWakeup, OutboxCommitSubscriber, EventSubscriptions, IdempotencyService, OutboxRelay, QueueRegistry, QueueWorker],
  exports: [OutboxService, EventSubscriptions, IdempotencyService, OutboxRelay, QueueRegistry, QueueWorker, BullModule],
})
export class EventsModule {}
