import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Messages } from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { Trim, tooLong } from '../../../kernel/http/field-rules.js';
import { HeldReplyResponse } from './admin-complaint.dto.js';

const R = Messages.admin.replies;
/** Page sizes of the admin inbox of emailed replies: 20 by default, at most 100. */
export const INBOUND_REPLIES_PAGE = { defaultLimit: 20, maxLimit: 100 };
const STATUSES = ['held', 'published', 'discarded'] as const;

/** Query of GET /api/admin/inbound-replies. */
export class ListInboundRepliesQuery extends PagedQuery(INBOUND_REPLIES_PAGE) {
  @ApiPropertyOptional({
    enum: STATUSES,
    description: 'held (default): waiting for an admin, oldest first; published or discarded: decided, newest decision first',
    example: 'held',
  })
  @IsOptional()
  @IsIn(STATUSES)
  status?: (typeof STATUSES)[number];
}

/** One emailed reply of the admin inbox. */
export class InboundReplyResponse extends HeldReplyResponse {
  @ApiProperty({ description: 'The complaint it was matched to (public id); attaching moves it to another', example: 'GOA-2026-000123' }) complaintId: string;
  @ApiProperty({ description: "That complaint's title", example: 'Crater on the Canacona market road' }) complaintTitle: string;
  @ApiProperty({ enum: STATUSES, description: 'held: waiting; published: in the complaint history; discarded: refused by an admin' })
  status: (typeof STATUSES)[number];
  @ApiProperty({ type: String, nullable: true, description: 'Why an admin discarded it; null otherwise', example: 'A newsletter, not an answer' })
  discardReason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When it was published or discarded (ISO 8601); null while held' }) reviewedAt: string | null;
}

/** GET /api/admin/inbound-replies: one page. */
export class InboundReplyListResponse {
  @ApiProperty({ type: [InboundReplyResponse] }) items: InboundReplyResponse[];
  @ApiProperty({ description: 'Replies of that status', example: 3 }) total: number;
  @ApiProperty({ description: 'This page (1-based)', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 1 }) pages: number;
}

/** Body of POST /api/admin/inbound-replies/{replyId}/attach. */
export class AttachInboundReplyRequest {
  @ApiProperty({
    description: "The complaint (public id) the reply answers: its own, or another an admin recognises from the reply's words",
    example: 'GOA-2026-000123',
  })
  @Trim()
  @IsString({ message: R.complaintIdInvalid })
  @Matches(/^GOA-\d{4}-\d{6}$/i, { message: R.complaintIdInvalid })
  complaintId: string;
}

/** Body of POST /api/admin/inbound-replies/{replyId}/discard. */
export class DiscardInboundReplyRequest {
  @ApiProperty({
    description: 'Why it is discarded (kept with the reply and in the audit log), at most 500 characters',
    example: 'A newsletter, not an answer',
  })
  @Trim()
  @IsString({ message: R.reasonRequired })
  @IsNotEmpty({ message: R.reasonRequired })
  @MaxLength(500, { message: tooLong(500) })
  reason: string;
}

/** POST /api/admin/inbound-replies/{replyId}/attach or /discard. */
export class InboundReplyDecisionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['published', 'discarded'] }) status: 'published' | 'discarded';
  @ApiProperty({ description: 'The complaint (public id) it is on now', example: 'GOA-2026-000123' }) complaintId: string;
}
