import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { AUTHORITY_ACTIONS, AUTHORITY_PHOTO_LIMIT, COMPLAINT_STATUSES, formatMessage, LOCALES, Messages, type AuthorityAction } from '@civic/contracts';
import { EachTextAtMost, OptionalText, TrimToUndefined } from '../../../kernel/http/field-rules.js';
import { ComplaintCoordinatesResponse, ComplaintUpdateResponse, EscalationResponse } from './complaint.response.dto.js';

/** Longest message an authority may send, in characters. */
export const RESPOND_MESSAGE_MAX = 5000;

/** POST /api/respond/{token}: the authority's answer. */
export class RespondRequest {
  @ApiProperty({
    enum: AUTHORITY_ACTIONS,
    description:
      'acknowledge (optional expectedBy holds the escalation ladder until then), in_progress (message required), resolved (message required; ' +
      'after-photos optional), not_ours (message required; optional suggestedOffice and suggestedEmail; the status stays), message (message required)',
    example: 'resolved',
  })
  @IsIn(AUTHORITY_ACTIONS, { message: Messages.respond.actionInvalid })
  action: AuthorityAction;

  @ApiPropertyOptional({
    description: `The authority's words, at most ${RESPOND_MESSAGE_MAX} characters; required except for acknowledge`,
    example: 'The pothole was filled on 27 November.',
  })
  @OptionalText(RESPOND_MESSAGE_MAX)
  message?: string;

  @ApiPropertyOptional({
    description: "acknowledge only: expected completion, a date 'YYYY-MM-DD' (the end of that day, India time) after today and at most 90 days ahead",
    example: '2026-12-15',
  })
  @TrimToUndefined()
  @OptionalText(40)
  expectedBy?: string;

  @ApiPropertyOptional({
    type: [String],
    description: `After-photo URLs from POST /api/respond/{token}/photos, at most ${AUTHORITY_PHOTO_LIMIT}`,
    example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'],
  })
  @IsOptional()
  @IsArray({ message: Messages.respond.photoInvalid })
  @ArrayMaxSize(AUTHORITY_PHOTO_LIMIT, { message: formatMessage(Messages.respond.photosTooMany, { max: AUTHORITY_PHOTO_LIMIT }) })
  @EachTextAtMost(2000, { message: Messages.respond.photoInvalid })
  photos?: string[];

  @ApiPropertyOptional({ description: 'not_ours only: the office that should handle it', example: 'Goa Public Works Department, Division VI' })
  @OptionalText(200)
  suggestedOffice?: string;

  @ApiPropertyOptional({ description: "not_ours only: that office's email address", example: 'eepwd6@goa.gov.in' })
  @TrimToUndefined()
  @OptionalText(254)
  suggestedEmail?: string;
}

/** The complaint as its response page shows it. */
export class RespondComplaintResponse {
  @ApiProperty({ example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ example: 'Deep pothole near the market' }) title: string;
  @ApiProperty({ description: "The category's name in the reader's language (Accept-Language; English where it has none)", example: 'रस्ते आनी खड्डे' })
  category: string;
  @ApiProperty({ description: "The category's key", example: 'roads' }) categoryKey: string;
  @ApiProperty({ description: "The issue as stored: one of the category's English subcategories, or 'Other'", example: 'Potholes' }) subcategory: string;
  @ApiProperty({ description: "The issue in the reader's language", example: 'खड्डे' }) subcategoryLabel: string;
  @ApiProperty({ example: 'About a metre wide, filled with water.' }) description: string;
  @ApiProperty({ example: '18th June Road, Panaji' }) location: string;
  @ApiProperty({ example: 'Opposite the municipal market' }) landmark: string;
  @ApiProperty({ type: [String], example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'] }) photos: string[];
  @ApiProperty({ type: ComplaintCoordinatesResponse }) coordinates: ComplaintCoordinatesResponse;
  @ApiProperty({ enum: COMPLAINT_STATUSES, example: 'forwarded' }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'फुडें धाडली' }) statusLabel: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601: when the authority must have acted', example: '2026-12-04T18:29:59.999Z' })
  dueAt: string | null;
  @ApiProperty({ description: 'Whole days past dueAt (India calendar days); 0 when not overdue', example: 0 }) overdueDays: number;
  @ApiProperty({ type: EscalationResponse }) escalation: EscalationResponse;
  @ApiProperty({ type: [ComplaintUpdateResponse], description: 'History, oldest first' }) updates: ComplaintUpdateResponse[];
  @ApiProperty({ description: 'An after-photo taken within 200 m of the pin verified the fix' }) fixVerified: boolean;
}

/** The authority the link belongs to. */
export class RespondAuthorityResponse {
  @ApiProperty({ example: 'mamlatdar-tiswadi@goa.gov.in' }) email: string;
  @ApiProperty({ example: 'Mamlatdar of Tiswadi' }) name: string;
  @ApiProperty({ example: 'Mamlatdar' }) designation: string;
}

/** One complaint of the authority's inbox. */
export class RespondInboxItemResponse {
  @ApiProperty({ example: 'GOA-2026-000124' }) id: string;
  @ApiProperty({ example: 'Streetlight out' }) title: string;
  @ApiProperty({ description: "The category's key", example: 'electricity' }) categoryKey: string;
  @ApiProperty({ description: "The category's name in the reader's language", example: 'वीज' }) categoryName: string;
  @ApiProperty({ enum: COMPLAINT_STATUSES, example: 'forwarded' }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'फुडें धाडली' }) statusLabel: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-04T18:29:59.999Z' }) dueAt: string | null;
  @ApiProperty({ example: 3 }) overdueDays: number;
  @ApiProperty({ description: "That complaint's own response page", example: 'https://portal.goa.gov.in/respond/AbC...' }) respondUrl: string;
}

/** GET /api/respond/{token} and POST /api/respond/{token}. */
export class RespondPageResponse {
  @ApiProperty({ type: RespondComplaintResponse }) complaint: RespondComplaintResponse;
  @ApiProperty({ type: RespondAuthorityResponse }) authority: RespondAuthorityResponse;
  @ApiProperty({
    type: [RespondInboxItemResponse],
    description: 'Other open complaints sent to the same address, most urgent first (at most 100)',
  })
  inbox: RespondInboxItemResponse[];
  @ApiProperty({ enum: LOCALES, description: 'The language of the latest email that carried the link', example: 'en' }) language: string;
  @ApiProperty({ description: 'ISO 8601: until when the link works; each new email extends it', example: '2027-01-26T10:00:00.000Z' }) expiresAt: string;
}

/** DELETE /api/admin/complaints/{id}/response-links. */
export class RevokeResponseLinksResponse {
  @ApiProperty({ description: 'How many links were revoked', example: 2 }) revoked: number;
}
