import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { IdentityModule } from '../identity/public.js';
import { RoutingModule } from '../routing/public.js';
import { AlertLinkUrls } from './application/alert-links.js';
import { AreaAlertsService } from './application/area-alerts.service.js';
import { ConfirmAlertHandler } from './application/commands/confirm-alert/confirm-alert.handler.js';
import { DeleteAlertHandler } from './application/commands/delete-alert/delete-alert.handler.js';
import { PrepareAlertDigestHandler } from './application/commands/prepare-alert-digest/prepare-alert-digest.handler.js';
import { SubscribeAlertHandler } from './application/commands/subscribe-alert/subscribe-alert.handler.js';
import { UnsubscribeAlertHandler } from './application/commands/unsubscribe-alert/unsubscribe-alert.handler.js';
import { ListAddressAlertsHandler } from './application/queries/list-address-alerts/list-address-alerts.handler.js';
import { ListMyAlertsHandler } from './application/queries/list-my-alerts/list-my-alerts.handler.js';
import { AreaAlert } from './domain/area-alert.entity.js';
import { AlertsController } from './http/alerts.controller.js';
import { ALERT_DIGEST_QUEUE, AlertDigestScheduler } from './infrastructure/alert-digest.scheduler.js';
import { PauseBouncingAlerts } from './reactions/pause-bouncing-alerts.js';
import { AlertsPersonalData } from './infrastructure/alerts-personal-data.js';

const COMMAND_HANDLERS = [SubscribeAlertHandler, ConfirmAlertHandler, UnsubscribeAlertHandler, DeleteAlertHandler, PrepareAlertDigestHandler];

/**
 * Area alerts (docs/adr/0147-area-alerts.md): subscriptions to an area's public complaints by email, their
 * confirmation and one-click unsubscribe, and the daily digest's job. The emails themselves are the notifications
 * worker's (it reads AreaAlertsService and prints AlertLinkUrls); a bounce pauses an address's alerts
 * (PauseBouncingAlerts, on routing's AddressesMarkedFailing).
 */
@Module({
  imports: [
    IdentityModule,
    RoutingModule,
    ComplaintsModule,
    ContentModule,
    TypeOrmModule.forFeature([AreaAlert]),
    BullModule.registerQueue({ name: ALERT_DIGEST_QUEUE }),
  ],
  controllers: [AlertsController],
  providers: [
    ...COMMAND_HANDLERS,
    ListMyAlertsHandler,
    ListAddressAlertsHandler,
    AreaAlertsService,
    AlertLinkUrls,
    AlertDigestScheduler,
    PauseBouncingAlerts,
    AlertsPersonalData,
  ],
  exports: [AreaAlertsService, AlertLinkUrls, AlertDigestScheduler],
})
export class AlertsModule {}
