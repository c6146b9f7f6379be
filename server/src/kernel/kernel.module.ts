import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TableNotifications } from './cache/table-notifications.js';
import { TableWritesSubscriber } from './cache/table-writes.subscriber.js';
import { Clock } from './clock/clock.js';
import { AppConfig } from './config/app-config.js';
import { PreparedReads } from './database/prepared-reads.js';
import { typeormOptions } from './database/typeorm-options.js';
import { ErrorEnvelopeFilter } from './errors/error-envelope.filter.js';
import { createValidationPipe } from './errors/validation-pipe.js';
import { EventsModule } from './events/events.module.js';
import { HealthController } from './health/health.controller.js';
import { ClientConfigController } from './http/client-config.controller.js';
import { RATE_LIMIT_WINDOW_MS } from './http/rate-limit.decorator.js';
import { RedisThrottlerStorage } from './http/redis-throttler.storage.js';
import { MetricsService } from './metrics/metrics.service.js';
import { QueuesAdminController } from './queues-admin/queues-admin.controller.js';
import { QueuesAdminService } from './queues-admin/queues-admin.service.js';
import { SeedRunner } from './seed/seed-runner.service.js';
import { PersonalDataRegistry } from './personal-data/personal-data.registry.js';
import { FileStorage } from './storage/file-storage.js';
import { fileStorageProvider } from './storage/storage.provider.js';

/**
 * The shared kernel: configuration, database, CQRS buses, event backbone, errors, HTTP access rules and rate
 * limits, seeding, health. It imports no bounded context (docs/architecture.md).
 */
@Global()
@Module({})
export class KernelModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: KernelModule,
      imports: [
        TypeOrmModule.forRoot({
          ...typeormOptions(config.DATABASE_URL, config.DB_POOL_SIZE),
          autoLoadEntities: true,
          migrationsRun: true,
          logging: ['error', 'migration'],
        }),
        CqrsModule.forRoot(),
        EventsModule,
        // Limits apply only where @RateLimited() says so; counters live in Redis, shared by every API process.
        ThrottlerModule.forRootAsync({
          useFactory: () => ({
            throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: config.RATE_LIMIT_PER_MINUTE }],
            storage: new RedisThrottlerStorage(config.REDIS_URL, config.QUEUE_PREFIX),
          }),
        }),
      ],
      controllers: [HealthController, ClientConfigController, QueuesAdminController],
      providers: [
        { provide: AppConfig, useValue: config },
        SeedRunner,
        PersonalDataRegistry,
        Clock,
        PreparedReads,
        TableNotifications,
        TableWritesSubscriber,
        MetricsService,
        QueuesAdminService,
        fileStorageProvider(config),
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [AppConfig, SeedRunner, PersonalDataRegistry, Clock, PreparedReads, TableNotifications, CqrsModule, FileStorage],
    };
  }
}
