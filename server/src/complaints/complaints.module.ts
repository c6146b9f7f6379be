import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module.js';
import { ContentModule } from '../content/content.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { RoutingModule } from '../routing/routing.module.js';
import { FileComplaintHandler } from './application/commands/file-complaint/file-complaint.handler.js';
import { ComplaintQuotaService } from './application/complaint-quota.service.js';
import { GetComplaintsQuotaHandler } from './application/queries/get-complaints-quota/get-complaints-quota.handler.js';
import { GetPublicStatsHandler } from './application/queries/get-public-stats/get-public-stats.handler.js';
import { ListMyComplaintsHandler } from './application/queries/list-my-complaints/list-my-complaints.handler.js';
import { UploadsService } from './application/uploads.service.js';
import { Complaint } from './domain/complaint.entity.js';
import { ComplaintsController } from './http/complaints.controller.js';
import { StatsController } from './http/stats.controller.js';
import { UploadsController } from './http/uploads.controller.js';
import { UsageController } from './http/usage.controller.js';

/** Complaints: filing, photos and uploads, quota, status history, archive (DESIGN.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Complaint]), IdentityModule, BillingModule, ContentModule, RoutingModule],
  controllers: [ComplaintsController, UsageController, StatsController, UploadsController],
  providers: [UploadsService, ComplaintQuotaService, FileComplaintHandler, ListMyComplaintsHandler, GetComplaintsQuotaHandler, GetPublicStatsHandler],
})
export class ComplaintsModule {}
