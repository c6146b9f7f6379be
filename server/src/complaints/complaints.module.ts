import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ContentModule } from '../content/public.js';
import { IdentityModule } from '../identity/public.js';
import { RoutingModule } from '../routing/public.js';
import { AdminComplaintViewsService } from './application/admin-complaint-views.service.js';
import { ArchiveComplaintHandler } from './application/commands/archive-complaint/archive-complaint.handler.js';
import { ChangeComplaintStatusHandler } from './application/commands/change-complaint-status/change-complaint-status.handler.js';
import { DeleteComplaintHandler } from './application/commands/delete-complaint/delete-complaint.handler.js';
import { FileComplaintHandler } from './application/commands/file-complaint/file-complaint.handler.js';
import { StoreLocalPhotoHandler } from './application/commands/store-local-photo/store-local-photo.handler.js';
import { PublicComplaintsService } from './application/public-complaints.service.js';
import { ComplaintPlaces } from './application/complaint-places.service.js';
import { FeedsController } from './http/feeds.controller.js';
import { PublicComplaintsController } from './http/public-complaints.controller.js';
import { NearbyComplaintsService } from './application/nearby-complaints.service.js';
import { SupportComplaintHandler } from './application/commands/support-complaint/support-complaint.handler.js';
import { UpdateScorecardFacts } from './reactions/update-scorecard-facts.js';
import { AdoptWhatsAppOnlyComplaints } from './reactions/adopt-whatsapp-only-complaints.js';
import { ScorecardsService } from './application/scorecards/scorecards.service.js';
import { ComplaintSupport } from './domain/complaint-support.entity.js';
import { MapCell, MapCellTotal, MapPoint } from './domain/map-cell.entity.js';
import { UpdateMapCells } from './reactions/update-map-cells.js';
import { ScorecardFact } from './domain/scorecard-fact.entity.js';
import { ScorecardsController } from './http/scorecards.controller.js';
import { ComplaintRecordsService } from './application/complaint-records.service.js';
import { ReplyKeysService } from './application/reply-keys.service.js';
import { AdminInboundRepliesController } from './http/admin-inbound-replies.controller.js';
import { ComplaintRouting } from './application/complaint-routing.js';
import { ComplaintIdempotencyService } from './application/complaint-idempotency.service.js';
import { ComplaintIdempotencyWriter } from './application/complaint-idempotency.writer.js';
import { ComplaintQuotaService } from './application/complaint-quota.service.js';
import { ComplaintRowsService } from './application/complaint-rows.service.js';
import { GetComplaintsQuotaHandler } from './application/queries/get-complaints-quota/get-complaints-quota.handler.js';
import { GetPublicStatsHandler } from './application/queries/get-public-stats/get-public-stats.handler.js';
import { CheckComplaintRoutingHandler } from './application/queries/check-complaint-routing/check-complaint-routing.handler.js';
import { GetAdminComplaintHandler } from './application/queries/get-admin-complaint/get-admin-complaint.handler.js';
import { ListAdminComplaintsHandler } from './application/queries/list-admin-complaints/list-admin-complaints.handler.js';
import { ListMyComplaintsHandler } from './application/queries/list-my-complaints/list-my-complaints.handler.js';
import { GetPublicMapHandler } from './application/queries/get-public-map/get-public-map.handler.js';
import { GetPublicComplaintHandler } from './application/queries/get-public-complaint/get-public-complaint.handler.js';
import { ListAreaFeedHandler } from './application/queries/list-area-feed/list-area-feed.handler.js';
import { ListOpenDataHandler } from './application/queries/list-open-data/list-open-data.handler.js';
import { UploadsService } from './application/uploads.service.js';
import { UploadsWriter } from './application/uploads.writer.js';
import { PresignUploadHandler } from './application/commands/presign-upload/presign-upload.handler.js';
import { DeleteOrphanPhotosHandler } from './application/commands/delete-orphan-photos/delete-orphan-photos.handler.js';
import { DeleteUnreferencedPhotosHandler } from './application/commands/delete-unreferenced-photos/delete-unreferenced-photos.handler.js';
import { EscalateComplaintHandler } from './application/commands/escalate-complaint/escalate-complaint.handler.js';
import { HideAuthorityAnswerHandler } from './application/commands/hide-authority-answer/hide-authority-answer.handler.js';
import { PauseEscalationHandler } from './application/commands/pause-escalation/pause-escalation.handler.js';
import { RunEscalationsHandler } from './application/commands/run-escalations/run-escalations.handler.js';
import { EscalationLadder } from './application/escalation-ladder.service.js';
import { ConfirmFixHandler } from './application/commands/confirm-fix/confirm-fix.handler.js';
import { ReopenComplaintHandler } from './application/commands/reopen-complaint/reopen-complaint.handler.js';
import { ReporterComplaintViewsService } from './application/reporter-complaint-views.service.js';
import { ComplaintWords } from './application/complaint-words.service.js';
import { PhotoPoint } from './domain/photo-point.entity.js';
import { Upload } from './domain/upload.entity.js';
import { OverdueDigest } from './domain/overdue-digest.entity.js';
import { PrepareOverdueDigestHandler } from './application/commands/prepare-overdue-digest/prepare-overdue-digest.handler.js';
import { TakeEscalationStepHandler } from './application/commands/take-escalation-step/take-escalation-step.handler.js';
import { EscalationRunner } from './infrastructure/escalation/escalation-runner.js';
import { ComplaintIdempotencyKey } from './domain/complaint-idempotency-key.entity.js';
import { Complaint } from './domain/complaint.entity.js';
import { ComplaintEscalationStep } from './domain/escalation-step.entity.js';
import { AdminEscalationsController } from './http/admin-escalations.controller.js';
import { ESCALATION_QUEUE, EscalationScheduler } from './infrastructure/escalation/escalation-scheduler.js';
import { UPLOAD_CLEANUP_QUEUE, UploadCleanupScheduler } from './infrastructure/uploads/upload-cleanup.scheduler.js';
import { AdminComplaintsController } from './http/admin-complaints.controller.js';
import { ComplaintAnswerCaches } from './application/complaint-answer-caches.js';
import { ComplaintsController } from './http/complaints.controller.js';
import { ComplaintClaim } from './domain/complaint-claim.entity.js';
import { ComplaintClaimsWriter } from './application/complaint-claims.writer.js';
import { ComplaintClaimsService } from './application/complaint-claims.service.js';
import { ClaimComplaintHandler } from './application/commands/claim-complaint/claim-complaint.handler.js';
import { RecordIntegratorCommentHandler } from './application/commands/record-integrator-comment/record-integrator-comment.handler.js';
import { ComplaintClaimsController } from './http/complaint-claims.controller.js';
import { StatsController } from './http/stats.controller.js';
import { UploadsController } from './http/uploads.controller.js';
import { UsageController } from './http/usage.controller.js';
import { ReporterPersonalData } from './infrastructure/reporter-personal-data.js';

import { ResponseLink } from './domain/response-link.entity.js';
import { ResponseLinkKeys } from './application/response-link-keys.js';
import { ResponseLinkUrls } from './application/response-link-urls.js';
import { ResponseLinksWriter } from './application/response-links.writer.js';
import { AuthorityDocumentsService } from './application/authority-documents.service.js';
import { AuthorityDocumentsWriter } from './application/authority-documents.writer.js';
import {
  AdminComplaintDocumentsController,
  MyComplaintDocumentsController,
  PublicComplaintDocumentsController,
} from './http/authority-documents.controller.js';
import { AuthorityResponsesWriter } from './application/authority-responses.writer.js';
import { IssueResponseLinksHandler } from './application/commands/issue-response-links/issue-response-links.handler.js';
import { RecordAuthorityResponseHandler } from './application/commands/record-authority-response/record-authority-response.handler.js';

import { ResponseLinksService } from './application/response-links.service.js';
import { GetResponsePageHandler } from './application/queries/get-response-page/get-response-page.handler.js';
import { RevokeResponseLinksHandler } from './application/commands/revoke-response-links/revoke-response-links.handler.js';
import { RespondController } from './http/respond.controller.js';
import { AuthorityReply } from './domain/authority-reply.entity.js';
import { AuthorityDocument } from './domain/authority-document.entity.js';
import { AdminAuthorityRepliesController } from './http/admin-authority-replies.controller.js';
import { AuthorityRepliesService } from './application/authority-replies.service.js';
import { ReceiveAuthorityReplyHandler } from './application/commands/receive-authority-reply/receive-authority-reply.handler.js';
import { ReviewAuthorityReplyHandler } from './application/commands/review-authority-reply/review-authority-reply.handler.js';
import { ComplaintFollow } from './domain/complaint-follow.entity.js';
import { ComplaintFollowsController } from './http/complaint-follows.controller.js';
import { ComplaintFollowersService } from './application/complaint-followers.service.js';
import { FollowLinkUrls } from './application/follow-link-keys.js';
import { FollowComplaintHandler } from './application/commands/follow-complaint/follow-complaint.handler.js';
import { UnfollowComplaintHandler } from './application/commands/unfollow-complaint/unfollow-complaint.handler.js';
import { ListFollowedComplaintsHandler } from './application/queries/list-followed-complaints/list-followed-complaints.handler.js';
import { FollowerPersonalData } from './infrastructure/follower-personal-data.js';
import { FollowUp } from './domain/follow-up.entity.js';
import { StillBrokenReport } from './domain/still-broken-report.entity.js';
import { FollowUpsService } from './application/follow-ups.service.js';
import { ReopenAfterResolutionWriter } from './application/reopen-after-resolution.writer.js';
import { RunFollowUpsHandler } from './application/commands/run-follow-ups/run-follow-ups.handler.js';
import { AnswerFollowUpHandler } from './application/commands/answer-follow-up/answer-follow-up.handler.js';
import { ReportStillBrokenHandler } from './application/commands/report-still-broken/report-still-broken.handler.js';
import { AdminReopenComplaintHandler } from './application/commands/admin-reopen-complaint/admin-reopen-complaint.handler.js';
import { FOLLOW_UP_QUEUE, FollowUpScheduler } from './infrastructure/follow-ups/follow-up-scheduler.js';
import { FollowUpsController } from './http/follow-ups.controller.js';
/**
 * Complaints: filing, photos and uploads, quota, status history, archive, and the admin complaints desk
 * (DESIGN.md). Exports ComplaintRecordsService, the workers' read access to complaints.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Complaint,
      ComplaintEscalationStep,
      ComplaintIdempotencyKey,
      ComplaintSupport,
      ComplaintFollow,
      ScorecardFact,
      PhotoPoint,
      Upload,
      OverdueDigest,
      MapCell,
      MapCellTotal,
      MapPoint,
      ComplaintClaim,
      ResponseLink,
      AuthorityReply,
      AuthorityDocument,
      FollowUp,
      StillBrokenReport,
    ]),
    BullModule.registerQueue({ name: ESCALATION_QUEUE }),
    BullModule.registerQueue({ name: UPLOAD_CLEANUP_QUEUE }),
    BullModule.registerQueue({ name: FOLLOW_UP_QUEUE }),
    IdentityModule,
    BillingModule,
    ContentModule,
    RoutingModule,
  ],
  controllers: [
    MyComplaintDocumentsController,
    AdminComplaintDocumentsController,
    PublicComplaintDocumentsController,
    ComplaintFollowsController,
    ComplaintsController,
    UsageController,
    StatsController,
    UploadsController,
    AdminComplaintsController,
    AdminEscalationsController,
    PublicComplaintsController,
    FeedsController,
    ScorecardsController,
    ComplaintClaimsController,
    RespondController,
    AdminAuthorityRepliesController,
    AdminInboundRepliesController,
    FollowUpsController,
  ],
  providers: [
    ComplaintAnswerCaches,
    ComplaintRowsService,
    UploadsService,
    UploadsWriter,
    PresignUploadHandler,
    DeleteOrphanPhotosHandler,
    DeleteUnreferencedPhotosHandler,
    ReporterPersonalData,
    ComplaintQuotaService,
    ComplaintIdempotencyService,
    ComplaintIdempotencyWriter,
    FileComplaintHandler,
    StoreLocalPhotoHandler,
    ListMyComplaintsHandler,
    GetComplaintsQuotaHandler,
    GetPublicStatsHandler,
    AdminComplaintViewsService,
    ComplaintRouting,
    ComplaintRecordsService,
    PublicComplaintsService,
    GetPublicMapHandler,
    GetPublicComplaintHandler,
    ListOpenDataHandler,
    ListAreaFeedHandler,
    ComplaintPlaces,
    ListAdminComplaintsHandler,
    GetAdminComplaintHandler,
    CheckComplaintRoutingHandler,
    ChangeComplaintStatusHandler,
    ArchiveComplaintHandler,
    DeleteComplaintHandler,
    EscalationLadder,
    EscalationScheduler,
    UploadCleanupScheduler,
    EscalateComplaintHandler,
    RunEscalationsHandler,
    PauseEscalationHandler,
    HideAuthorityAnswerHandler,
    NearbyComplaintsService,
    SupportComplaintHandler,
    UpdateScorecardFacts,
    UpdateMapCells,
    AdoptWhatsAppOnlyComplaints,
    ScorecardsService,
    ReporterComplaintViewsService,
    ComplaintWords,
    ConfirmFixHandler,
    ReopenComplaintHandler,
    PrepareOverdueDigestHandler,
    TakeEscalationStepHandler,
    EscalationRunner,
    ComplaintClaimsWriter,
    ComplaintClaimsService,
    ClaimComplaintHandler,
    RecordIntegratorCommentHandler,
    ResponseLinkKeys,
    ResponseLinksWriter,
    ResponseLinkUrls,
    AuthorityResponsesWriter,
    AuthorityDocumentsService,
    AuthorityDocumentsWriter,
    IssueResponseLinksHandler,
    RecordAuthorityResponseHandler,
    ResponseLinksService,
    GetResponsePageHandler,
    RevokeResponseLinksHandler,
    AuthorityRepliesService,
    ReceiveAuthorityReplyHandler,
    ReviewAuthorityReplyHandler,
    ReplyKeysService,
    ComplaintFollowersService,
    FollowLinkUrls,
    FollowComplaintHandler,
    UnfollowComplaintHandler,
    ListFollowedComplaintsHandler,
    FollowerPersonalData,
    FollowUpsService,
    ReopenAfterResolutionWriter,
    RunFollowUpsHandler,
    AnswerFollowUpHandler,
    ReportStillBrokenHandler,
    AdminReopenComplaintHandler,
    FollowUpScheduler,
  ],
  exports: [
    ComplaintRecordsService,
    ReplyKeysService,
    PublicComplaintsService,
    EscalationScheduler,
    UploadCleanupScheduler,
    FollowUpScheduler,
    ComplaintClaimsService,
    ResponseLinkUrls,
    AuthorityDocumentsService,
    ComplaintFollowersService,
    FollowLinkUrls,
  ],
})
export class ComplaintsModule {}
