import { Module } from '@nestjs/common';
import { MultipartModule } from '@nestjs/platform-fastify';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { IdentityModule } from '../identity/public.js';
import { RoutingModule } from '../routing/public.js';
import { FileServiceRequestHandler } from './application/commands/file-service-request/file-service-request.handler.js';
import { IssueIntegrationKeyHandler } from './application/commands/issue-integration-key/issue-integration-key.handler.js';
import { RenameIntegrationKeyHandler } from './application/commands/rename-integration-key/rename-integration-key.handler.js';
import { RevokeIntegrationKeyHandler } from './application/commands/revoke-integration-key/revoke-integration-key.handler.js';
import { SetIntegrationKeyPolicyHandler } from './application/commands/set-integration-key-policy/set-integration-key-policy.handler.js';
import { RotateIntegrationKeyHandler } from './application/commands/rotate-integration-key/rotate-integration-key.handler.js';
import { PostServiceRequestUpdateHandler } from './application/commands/post-service-request-update/post-service-request-update.handler.js';
import { Open311PhotosWriter } from './application/open311-photos.writer.js';
import { Open311ReadsService } from './application/open311-reads.service.js';
import { ListIntegrationKeysHandler } from './application/queries/list-integration-keys/list-integration-keys.handler.js';
import { IntegrationKey } from './domain/integration-key.entity.js';
import { ReporterMailCount } from './domain/reporter-mail-count.entity.js';
import { ReporterMailAllowance } from './application/reporter-mail-allowance.writer.js';
import { MediaFetcher } from './infrastructure/media-fetcher.js';
import { AdminIntegrationsController } from './http/admin-integrations.controller.js';
import { Open311Controller } from './http/open311.controller.js';
import { Open311MultipartOptions } from './http/open311-multipart.options.js';
import { IntegrationKeysModule } from './integration-keys.module.js';

/**
 * Open311 GeoReport v2: other apps discover services, file complaints with an API key and follow them.
 * Files through the complaints context's FileComplaintCommand (its rules) and reads through its PublicComplaintsService
 * (the public privacy rules); owns the integration API keys.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([IntegrationKey, ReporterMailCount]),
    IntegrationKeysModule,
    // The multipart options of the POST routes: a photo is read only after the body's api_key is checked.
    MultipartModule.registerAsync({ imports: [IntegrationKeysModule], useClass: Open311MultipartOptions }),
    ComplaintsModule,
    ContentModule,
    IdentityModule,
    RoutingModule,
    BillingModule,
  ],
  controllers: [Open311Controller, AdminIntegrationsController],
  providers: [
    // The media_url downloader, public addresses only (a provider, so that one instance serves every filing).
    { provide: MediaFetcher, useFactory: () => new MediaFetcher() },
    Open311ReadsService,
    FileServiceRequestHandler,
    IssueIntegrationKeyHandler,
    RenameIntegrationKeyHandler,
    RotateIntegrationKeyHandler,
    RevokeIntegrationKeyHandler,
    SetIntegrationKeyPolicyHandler,
    PostServiceRequestUpdateHandler,
    Open311PhotosWriter,
    ReporterMailAllowance,
    ListIntegrationKeysHandler,
  ],
  exports: [ReporterMailAllowance],
})
export class Open311Module {}
