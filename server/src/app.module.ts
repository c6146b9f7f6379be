import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AdminContextModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { BillingModule } from './billing/billing.module.js';
import { ComplaintsModule } from './complaints/complaints.module.js';
import { ContentModule } from './content/content.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { IdentityModule } from './identity/identity.module.js';
import type { AppConfig } from './kernel/config/app-config.js';
import { RequestLoggerMiddleware } from './kernel/http/request-logger.middleware.js';
import { KernelModule } from './kernel/kernel.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { RoutingModule } from './routing/routing.module.js';

/** The modular monolith: the kernel plus one module per bounded context and worker (DESIGN.md). */
@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KernelModule.forRoot(config),
        IdentityModule,
        RoutingModule,
        ComplaintsModule,
        ContentModule,
        BillingModule,
        NotificationsModule,
        DocumentsModule,
        AuditModule,
        AdminContextModule,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestLoggerMiddleware).forRoutes('*path');
  }
}
