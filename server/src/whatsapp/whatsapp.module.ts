import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { IdentityModule } from '../identity/public.js';
import { RoutingModule } from '../routing/public.js';
import { CloseIdleConversationsHandler } from './application/commands/close-idle-conversations/close-idle-conversations.handler.js';
import { ReceiveWhatsAppWebhookHandler } from './application/commands/receive-webhook/receive-webhook.handler.js';
import { RunConversationStepsHandler } from './application/commands/run-conversation-steps/run-conversation-steps.handler.js';
import { SimulateWhatsAppMessageHandler } from './application/commands/simulate-message/simulate-message.handler.js';
import { ConversationSteps } from './application/conversation-steps.js';
import { WhatsAppTranscriptsService } from './application/whatsapp-transcripts.service.js';
import { WhatsAppConversation } from './domain/conversation.entity.js';
import { WhatsAppInbound } from './domain/inbound-message.entity.js';
import { WhatsAppMessage } from './domain/message-log.entity.js';
import { WhatsAppSimulatorMedia } from './domain/simulator-media.entity.js';
import { AdminWhatsAppController } from './http/admin-whatsapp.controller.js';
import { WhatsAppWebhookController } from './http/whatsapp-webhook.controller.js';
import { WhatsAppLinkController } from './http/whatsapp-link.controller.js';
import { RequestWhatsAppLinkHandler } from './application/commands/request-link/request-link.handler.js';
import { ConfirmWhatsAppLinkHandler } from './application/commands/confirm-link/confirm-link.handler.js';
import { WhatsAppLinkCode } from './domain/link-code.entity.js';
import { WhatsAppSender } from './infrastructure/whatsapp-sender.js';
import { WhatsAppGraphClient } from './infrastructure/graph-api.client.js';
import { WhatsAppPersonalData } from './infrastructure/whatsapp-personal-data.js';
import { WHATSAPP_QUEUE, WhatsAppQueue } from './infrastructure/whatsapp-queue.js';
import { WhatsAppSecrets } from './infrastructure/whatsapp-secrets.js';
import { SendWhatsAppUpdates } from './reactions/send-whatsapp-updates.js';

const COMMAND_HANDLERS = [
  ReceiveWhatsAppWebhookHandler,
  RunConversationStepsHandler,
  SimulateWhatsAppMessageHandler,
  CloseIdleConversationsHandler,
  RequestWhatsAppLinkHandler,
  ConfirmWhatsAppLinkHandler,
];

/**
 * Filing and following complaints on WhatsApp (docs/adr/0151-whatsapp-channel.md): the Cloud API webhook, the guided
 * conversation on the whatsapp queue, the Graph API client (or the embedded simulator), the transcripts, and the
 * complaint updates sent back as template messages (SendWhatsAppUpdates).
 */
@Module({
  imports: [
    IdentityModule,
    BillingModule,
    ComplaintsModule,
    ContentModule,
    RoutingModule,
    TypeOrmModule.forFeature([WhatsAppConversation, WhatsAppInbound, WhatsAppMessage, WhatsAppSimulatorMedia, WhatsAppLinkCode]),
    BullModule.registerQueue({ name: WHATSAPP_QUEUE }),
  ],
  controllers: [WhatsAppWebhookController, WhatsAppLinkController, AdminWhatsAppController],
  providers: [
    ...COMMAND_HANDLERS,
    ConversationSteps,
    WhatsAppTranscriptsService,
    WhatsAppGraphClient,
    WhatsAppSecrets,
    WhatsAppQueue,
    WhatsAppPersonalData,
    WhatsAppSender,
    SendWhatsAppUpdates,
  ],
  exports: [WhatsAppQueue],
})
export class WhatsAppModule {}
