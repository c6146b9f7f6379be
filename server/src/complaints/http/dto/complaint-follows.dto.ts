import { ApiProperty } from '@nestjs/swagger';
import { FOLLOWED_MAX_LIMIT, Messages, PAGE_SIZE } from '@civic/contracts';
import { FIELD_MAX, RequiredText } from '../../../kernel/http/field-rules.js';
import { PagedQuery } from '../../../kernel/http/paged-query.js';

/** The page size rule of GET /api/complaints/followed. */
export const FOLLOWED_PAGE = { defaultLimit: PAGE_SIZE.followedComplaints, maxLimit: FOLLOWED_MAX_LIMIT };

/** GET /api/complaints/followed: `page` and `limit`. */
export class ListFollowedComplaintsRequest extends PagedQuery(FOLLOWED_PAGE) {}

/** POST /api/complaints/{id}/follow/unsubscribe: the token of the follower's email. */
export class UnfollowTokenQuery {
  @ApiProperty({
    description: "The token of the follower's email (its unfollow page and its List-Unsubscribe address): it names one complaint and one account",
    maxLength: FIELD_MAX.token,
    example: 'C2ydPl8aTiucfRorPE1ebw.3kqW...',
  })
  @RequiredText(Messages.complaint.unfollowLinkInvalid, FIELD_MAX.token)
  token: string;
}

/** Whether the caller follows a complaint. */
export class FollowStateResponse {
  @ApiProperty({ description: "The complaint's public id", example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ description: 'The account receives its public updates by email and sees it on My Complaints' }) following: boolean;
  @ApiProperty({ description: 'False for its reporter, whose own updates already reach them' }) canFollow: boolean;
}

/** A complaint the caller follows, as the public page shows it. */
export class FollowedComplaintResponse {
  @ApiProperty({ description: "The complaint's public id; its page is /c/{id}", example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ example: 'roads' }) categoryKey: string;
  @ApiProperty({ description: "The category's name in the reader's language", example: 'रस्ते' }) categoryName: string;
  @ApiProperty({ description: 'The subcategory as filed (or Other)', example: 'Potholes' }) subcategory: string;
  @ApiProperty({ description: "The subcategory in the reader's language", example: 'खड्डे' }) subcategoryLabel: string;
  @ApiProperty({ description: "The reporter's title when they chose to show it publicly, else ''", example: 'Pothole near the market' }) title: string;
  @ApiProperty({ description: "The reporter's place when shown publicly, else 'Near <lat>, <lng>' (3 decimals)", example: 'Near 15.499, 73.828' })
  location: string;
  @ApiProperty({ description: 'pending, in_progress, forwarded, resolved or rejected', example: 'in_progress' }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'काम सुरू' }) statusLabel: string;
  @ApiProperty({ description: 'When the caller began following it (ISO 8601)' }) followedAt: string;
  @ApiProperty({ description: 'Its last change (ISO 8601)' }) updatedAt: string;
}

/** The house page envelope of the followed complaints. */
export class FollowedComplaintListResponse {
  @ApiProperty({ type: [FollowedComplaintResponse] }) items: FollowedComplaintResponse[];
  @ApiProperty({ description: 'Complaints followed in all', example: 12 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 2 }) pages: number;
}
