import { type DynamicModule, Module } from '@nestjs/common';
import { AlertsModule } from './alerts/public.js';
import { WhatsAppModule } from './whatsapp/public.js';
import { AuditModule } from './audit/public.js';
import { BillingModule } from './billing/public.js';
import { ComplaintsModule } from './complaints/public.js';
import { ContentModule } from './content/public.js';
import { DocumentsModule } from './documents/public.js';
import { IdentityModule } from './identity/public.js';
import type { AppConfig } from './kernel/config/app-config.js';
import { KernelModule } from './kernel/kernel.module.js';
import { NotificationsModule } from './notifications/public.js';
import { Open311Module } from './open311/public.js';
import { RoutingModule } from './routing/public.js';
import { SupportModule } from './support/public.js';

/** The modular monolith: the kernel plus one module per bounded context and worker (DESIGN.md). */
@Module({})
export class AppModule {
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
        SupportModule,
        Open311Module,
        AlertsModule,
        WhatsAppModule,
      ],
    };
  }
}
