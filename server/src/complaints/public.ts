/**
 * The complaints context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries). ComplaintRecordsService is the workers' read access to complaints; the events are its contract.
 */
export { ComplaintsModule } from './complaints.module.js';
export {
  ComplaintRecordsService,
  type ComplaintForAuthority,
  type ComplaintForReporter,
  type ComplaintForRti,
} from './application/complaint-records.service.js';
/** The public reads shared with the Open311 integration (privacy rules applied, the one public filter), and the filing commands. */
export { PublicComplaintsService, type ComplaintPlacePoint } from './application/public-complaints.service.js';
export { PUBLIC_COORDINATE_DECIMALS, type PublicComplaint, type PublicUpdate } from './application/public-complaint.view.js';
export type { PublicComplaintFilter } from './application/public-complaint-filter.js';
export { FileComplaintCommand, type FileComplaintData, type FilingChannel } from './application/commands/file-complaint/file-complaint.command.js';
export { RecordIntegratorCommentCommand, type IntegratorComment } from './application/commands/record-integrator-comment/record-integrator-comment.command.js';
/** Whether a reply key is known (case ignored): the inbound SMTP listener refuses other reply addresses at RCPT TO. */
export { ReplyKeysService } from './application/reply-keys.service.js';
export { ComplaintClaimsService, type ClaimInvitation } from './application/complaint-claims.service.js';
export { type ReporterContact } from './domain/complaint.entity.js';
export { KeyQuotaExceededError } from './domain/complaint.errors.js';
export {
  ReceiveAuthorityReplyCommand,
  type AuthorityReplyData,
  type AuthorityReplyOutcome,
  type ReplyAttachment,
} from './application/commands/receive-authority-reply/receive-authority-reply.command.js';
export {
  RecordAuthorityResponseCommand,
  type AuthorityResponseData,
  type AuthorityResponseResult,
  type RespondingAuthority,
} from './application/commands/record-authority-response/record-authority-response.command.js';
/** The response URL of the link an authority event carries (derived, no read): the letter and the emails print it. */
export { ResponseLinkUrls } from './application/response-link-urls.js';
export { StoreLocalPhotoCommand } from './application/commands/store-local-photo/store-local-photo.command.js';
/** 'Me too' on a complaint (a WhatsApp conversation offers it for an open one nearby; docs/adr/0151-whatsapp-channel.md). */
export { SupportComplaintCommand } from './application/commands/support-complaint/support-complaint.command.js';
/** "Was it fixed?" answered (docs/adr/0148): a WhatsApp conversation sends it when the reporter taps the template's button. */
export { AnswerFollowUpCommand } from './application/commands/answer-follow-up/answer-follow-up.command.js';
/** The URL path of photos the local provider stores ('/uploads'): Open311 recognises this portal's photos by it. */
export { LOCAL_UPLOADS_PATH } from './infrastructure/uploads/local-photo-store.js';
export {
  ComplaintEvent,
  type ComplaintFiledPayload,
  type ComplaintClaimedPayload,
  type ComplaintCommentedPayload,
  type ComplaintForwardedPayload,
  type ComplaintStatusChangedPayload,
  type ComplaintReopenedPayload,
  type ComplaintFixConfirmedPayload,
  type ComplaintAuthorityRespondedPayload,
  type OverdueDigestPreparedPayload,
  type ForwardRecipient,
  type CarriedResponseLink,
} from './domain/events/complaint.events.js';
/** The documents officers' emailed replies carried: the reporter's email about an answer attaches them (docs/adr/0138). */
export { AuthorityDocumentsService, type AuthorityDocumentFile } from './application/authority-documents.service.js';
/** Events of emailed replies: the officer is answered on ComplaintAuthorityReplyRecorded (docs/adr/0138). */
export { AuthorityReplyEvent, type ComplaintAuthorityReplyRecordedPayload } from './domain/events/authority-reply.events.js';
/** Who follows a complaint, and the links of a follower's email (docs/adr/0149-following-a-complaint.md). */
export { ComplaintFollowersService } from './application/complaint-followers.service.js';
export { FollowLinkUrls, type FollowerLinks } from './application/follow-link-keys.js';
export { EscalationScheduler } from './infrastructure/escalation/escalation-scheduler.js';
export { FollowUpScheduler } from './infrastructure/follow-ups/follow-up-scheduler.js';
export { UploadCleanupScheduler } from './infrastructure/uploads/upload-cleanup.scheduler.js';
export type { ComplaintEscalationStepTakenPayload } from './domain/events/complaint.events.js';
