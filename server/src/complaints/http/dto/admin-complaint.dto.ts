import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import {
  ADMIN_COMPLAINTS_MAX_LIMIT,
  COMPLAINT_STATUSES,
  formatMessage,
  Messages,
  PAGE_SIZE,
  REPLY_HOLD_REASONS,
  ROUTING_LEVELS,
  type ComplaintStatus,
  type ReplyHoldReason,
  type RoutingLevel,
} from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { AuthorityRecipientResponse, ComplaintResponse } from './complaint.response.dto.js';
import { BlankIsAll, MaxText, ToBoolean, Trim } from '../../../kernel/http/field-rules.js';

/** Longest admin message on a status change or archive, in characters. */
export const ADMIN_MESSAGE_MAX = 2000;

const M = Messages.admin.complaints;
/** Page sizes of the complaints desk: 10 by default (admin spec section 9), at most 50 (docs/adr/0026-complaints-desk.md). */
export const ADMIN_COMPLAINTS_PAGE = { defaultLimit: PAGE_SIZE.adminComplaints, maxLimit: ADMIN_COMPLAINTS_MAX_LIMIT };

/** Orders of the complaints desk. */
export const ADMIN_COMPLAINT_SORTS = ['newest', 'due'] as const;
export type AdminComplaintSort = (typeof ADMIN_COMPLAINT_SORTS)[number];

/** GET /api/admin/complaints (admin spec section 7): status (omitted for all), page, limit 10, archived. */
export class ListAdminComplaintsRequest extends PagedQuery(ADMIN_COMPLAINTS_PAGE) {
  @ApiPropertyOptional({ enum: COMPLAINT_STATUSES, description: "One status; omitted (or 'all') for every status", example: 'pending' })
  @BlankIsAll()
  @IsOptional()
  @IsIn(COMPLAINT_STATUSES, { message: M.statusInvalid })
  status?: ComplaintStatus;

  @ApiPropertyOptional({ type: Boolean, description: "true: archived complaints only ('Show archived only'); false or omitted: complaints not archived" })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: M.archivedFilterInvalid })
  archived?: boolean;

  @ApiPropertyOptional({
    enum: ADMIN_COMPLAINT_SORTS,
    description: 'newest (default): filing time, newest first; due: due date, soonest (most overdue) first, complaints without one last',
    example: 'due',
  })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(ADMIN_COMPLAINT_SORTS)
  sort?: AdminComplaintSort;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only open complaints past their due date' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean()
  overdue?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    description: "true: only complaints the authority answered (any action on its response link or a published email reply): 'Answered by authority'",
  })
  @ToBoolean()
  @IsOptional()
  @IsBoolean()
  answered?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    description: "true: only complaints the authority returned as not its jurisdiction, until the next forward: 'Returned by authority'",
  })
  @ToBoolean()
  @IsOptional()
  @IsBoolean()
  returned?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: "true: only complaints with an email reply waiting for review ('Replies to review')" })
  @ToBoolean()
  @IsOptional()
  @IsBoolean()
  repliesToReview?: boolean;
}

/** PATCH /api/admin/complaints/{id}/status (admin spec sections 4, 5 and 7). */
export class UpdateComplaintStatusRequest {
  @ApiProperty({ enum: COMPLAINT_STATUSES, description: 'Any of the five statuses, from any state', example: 'in_progress' })
  @Trim()
  @IsIn(COMPLAINT_STATUSES, { message: M.statusInvalid })
  status: ComplaintStatus;

  @ApiPropertyOptional({
    description: `Note added to the update history and emailed to the reporter; required for 'rejected'. For 'forwarded' it is also the admin's note to the authority (email and letter). At most ${ADMIN_MESSAGE_MAX} characters.`,
    example: 'A team will inspect the site on Monday.',
  })
  @IsOptional()
  @IsString({ message: M.messageNotText })
  @MaxText(ADMIN_MESSAGE_MAX, { message: formatMessage(M.textTooLong, { n: ADMIN_MESSAGE_MAX }) })
  message?: string;
}

/** PATCH /api/admin/complaints/{id}/archive (admin spec sections 4 and 7). */
export class ArchiveComplaintRequest {
  @ApiProperty({ description: 'true archives the complaint; false restores it', example: true })
  @IsBoolean({ message: M.archivedInvalid })
  archived: boolean;

  @ApiPropertyOptional({
    description: `Optional reason, kept in the audit log; at most ${ADMIN_MESSAGE_MAX} characters`,
    example: 'Duplicate of GOA-2026-000120',
  })
  @IsOptional()
  @IsString({ message: M.messageNotText })
  @MaxText(ADMIN_MESSAGE_MAX, { message: formatMessage(M.textTooLong, { n: ADMIN_MESSAGE_MAX }) })
  message?: string;
}

/** POST /api/admin/complaints/{id}/authority-answers/{answerId}/hide. */
export class HideAuthorityAnswerRequest {
  @ApiProperty({
    description:
      "Why the answer is hidden, shown on the public page in the answer's place as typed (the answer's words and photos are not shown); " +
      `required ('${Messages.respond.hideReasonRequired}'), at most ${ADMIN_MESSAGE_MAX} characters`,
    example: "The reply quotes the reporter's phone number.",
  })
  @IsString({ message: Messages.respond.hideReasonRequired })
  @MaxText(ADMIN_MESSAGE_MAX, { message: formatMessage(M.textTooLong, { n: ADMIN_MESSAGE_MAX }) })
  reason: string;
}

export class ComplaintReporterResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The reporter's email (shown to admins also for anonymous complaints, never to the authority); null when the account was deleted",
    example: 'asha.naik@example.in',
  })
  email: string | null;

  @ApiProperty({ description: "The reporter's name; 'Deleted user' once the account was deleted", example: 'Asha Naik' })
  name: string;

  @ApiProperty({ description: 'The reporter deleted their account or an admin deleted it: personal data gone, complaint kept', example: false })
  deleted: boolean;
}

/** What the authority said when it returned the complaint as not its jurisdiction. */
export class ReturnedByAuthorityResponse {
  @ApiProperty({ example: 'Mamlatdar of Tiswadi' }) authorityName: string;
  @ApiProperty({ example: 'mamlatdar-tiswadi@goa.gov.in' }) authorityEmail: string;
  @ApiProperty({ example: 'This road belongs to the PWD.' }) message: string;
  @ApiProperty({ description: 'The office the authority suggested, or empty', example: 'PWD Division VI' }) suggestedOffice: string;
  @ApiProperty({ description: "That office's email, or empty", example: 'eepwd6@goa.gov.in' }) suggestedEmail: string;
  @ApiProperty({ description: 'ISO 8601', example: '2026-11-27T09:00:00.000Z' }) at: string;
}

/** A response link of the complaint (one per recipient address); never its token. */
export class ResponseLinkResponse {
  @ApiProperty({ example: 'mamlatdar-tiswadi@goa.gov.in' }) email: string;
  @ApiProperty({ example: 'Mamlatdar of Tiswadi' }) authorityName: string;
  @ApiProperty({ description: 'ISO 8601: RESPONSE_LINK_DAYS after the latest email that carried it', example: '2027-01-26T10:00:00.000Z' }) expiresAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601 when an admin revoked it', example: null }) revokedAt: string | null;
  @ApiProperty({ description: 'Usable now' }) live: boolean;
}

/** A complaint as the admin desk reads it (admin spec section 3). */
export class AdminComplaintResponse extends ComplaintResponse {
  @ApiProperty({ type: ComplaintReporterResponse }) createdBy: ComplaintReporterResponse;
  @ApiProperty({ type: ReturnedByAuthorityResponse, nullable: true, description: "The authority's return, until the next forward; null otherwise" })
  returned: ReturnedByAuthorityResponse | null;
  @ApiProperty({ type: [ResponseLinkResponse], description: "The authorities' response links, oldest first" }) responseLinks: ResponseLinkResponse[];
  @ApiProperty({
    description: "Email replies from senders other than the complaint's recipients, waiting for an admin to publish or discard them ('1 reply to review')",
    example: 0,
  })
  repliesToReview: number;
  @ApiProperty({
    enum: ['web', 'open311', 'whatsapp'],
    description: 'How the complaint reached the portal: the web wizard, an Open311 client or a WhatsApp conversation',
  })
  channel: 'web' | 'open311' | 'whatsapp';
}

/** An email reply held for review (GET /api/admin/complaints/{id}/replies). */
export class HeldReplyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The sender's address (the From: header's)", example: 'clerk.bardez@gmail.com' }) fromAddress: string;
  @ApiProperty({
    description: 'The recipient whose reply address it was sent to; the reply becomes their answer once published',
    example: 'mamlatdar-bardez@goa.gov.in',
  })
  recipientEmail: string;
  @ApiProperty({ description: "The recipient's name as the history will show it ('Reply from {authority}')", example: 'Mamlatdar of Bardez' })
  authorityName: string;
  @ApiProperty({ description: 'The reply without the quoted email and signature (at most 5,000 characters)' }) text: string;
  @ApiProperty({ type: [String], description: 'After-photos stored from its image attachments (checked like uploads)' }) photos: string[];
  @ApiProperty({ type: [String], description: "Attachments not kept, each 'name (reason)'", example: ['report.docx (not a photo)'] }) dropped: string[];
  @ApiProperty({ description: 'ISO 8601' }) receivedAt: string;
  @ApiProperty({
    enum: REPLY_HOLD_REASONS,
    nullable: true,
    description:
      "Why it waits (docs/adr/0129-authenticated-replies.md): link_revoked or link_expired (its reply address's response link), " +
      "sender_not_recipient (From: is none of the complaint's recipients), not_authenticated (no DMARC pass, no aligned SPF or DKIM " +
      'pass, no trusted Authentication-Results), not_accepted (the complaint refused it); null for a reply held before reasons were kept',
    example: 'not_authenticated',
  })
  heldReason: ReplyHoldReason | null;
  @ApiProperty({
    description: "The sender checks' results when it arrived, in Authentication-Results words; '' when not recorded",
    example: 'dmarc=fail spf=none (smtp.mailfrom=evil.example) dkim=none',
  })
  authentication: string;
}

/** POST /api/admin/complaints/{id}/replies/{replyId}/publish or /discard. */
export class ReviewReplyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['published', 'discarded'] }) status: 'published' | 'discarded';
}

/** GET /api/admin/complaints: one page, newest first. */
export class AdminComplaintListResponse {
  @ApiProperty({ type: [AdminComplaintResponse] }) items: AdminComplaintResponse[];
  @ApiProperty({ description: 'Complaints matching the filter', example: 42 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 5 }) pages: number;
}

/** GET /api/admin/complaints/{id}/routing-check (admin spec section 4, Forwarding). */
export class ComplaintRoutingCheckResponse {
  @ApiProperty({ description: "A routing contact exists along the complaint's fallback chain (the deepest level that has one is reported)" })
  found: boolean;
  @ApiProperty({ description: 'That contact can receive the forward (active, with an email); false when it has no email or is inactive' })
  hasEmail: boolean;
  @ApiProperty({ enum: ROUTING_LEVELS, nullable: true, description: "That contact's level; null when none was found", example: 'subdistrict' })
  level: RoutingLevel | null;
  @ApiProperty({
    enum: ROUTING_LEVELS,
    nullable: true,
    description: "The deepest level the complaint's location names; null when the complaint has no location codes",
    example: 'village',
  })
  expectedLevel: RoutingLevel | null;
  @ApiProperty({ description: 'The contact was found at the expected level. The dialog shows when !found, !hasEmail or !isDeepest.' })
  isDeepest: boolean;
  @ApiProperty({ type: String, nullable: true, description: "That contact's location", example: 'Canacona, South Goa' })
  location: string | null;
  @ApiProperty({
    type: [AuthorityRecipientResponse],
    description: 'The recipients a forward saved now would use, primary first: resolved now, else stored at filing. Empty: the forward is refused.',
  })
  recipients: AuthorityRecipientResponse[];
  @ApiProperty({ enum: ['routing', 'filing', 'none'], description: 'Where `recipients` come from', example: 'routing' })
  recipientsSource: 'routing' | 'filing' | 'none';
}
