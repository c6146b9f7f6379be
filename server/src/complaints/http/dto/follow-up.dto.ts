import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  FIX_VERIFY_RADIUS_METRES,
  FOLLOW_UP_AFTER_DAYS,
  FOLLOW_UP_RATING_MAX,
  FOLLOW_UP_REMINDER_DAYS,
  formatMessage,
  Messages,
  STILL_BROKEN_RADIUS_METRES,
} from '@civic/contracts';
import { MaxText } from '../../../kernel/http/field-rules.js';

/** The longest note a "still broken" report keeps, in characters. */
export const STILL_BROKEN_NOTE_MAX = 1000;

/** POST /api/complaints/{id}/follow-up: the reporter's answer to "Was it fixed?". */
export class FollowUpAnswerRequest {
  @ApiProperty({
    description: 'true: the problem is fixed (the fix is confirmed); false: it is not (the complaint reopens and its office is emailed)',
    example: false,
  })
  @IsDefined({ message: Messages.followUp.fixedRequired })
  @IsBoolean({ message: Messages.followUp.fixedRequired })
  fixed: boolean;

  @ApiProperty({
    minimum: 1,
    maximum: FOLLOW_UP_RATING_MAX,
    description: `How the complaint was handled, a whole number from 1 (badly) to ${FOLLOW_UP_RATING_MAX} (well)`,
    example: 2,
  })
  @IsDefined({ message: Messages.followUp.ratingInvalid })
  @IsInt({ message: Messages.followUp.ratingInvalid })
  @Min(1, { message: Messages.followUp.ratingInvalid })
  @Max(FOLLOW_UP_RATING_MAX, { message: Messages.followUp.ratingInvalid })
  rating: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      "An optional photo's URL from POST /api/uploads/local (the reporter's own upload, not one of the complaint's photos; else 400, or 403 " +
      `UPLOAD_NOT_OWNED for another account's). With "fixed", EXIF GPS within ${FIX_VERIFY_RADIUS_METRES} m of the pin, uploaded after the resolution, verifies the fix.`,
    example: '/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg',
  })
  @IsOptional()
  @IsString({ message: Messages.followUp.photoInvalid })
  @MaxText(2048, { message: Messages.followUp.photoInvalid })
  photo?: string | null;
}

/** One complaint whose reporter is asked "Was it fixed?" and has not answered. */
export class PendingFollowUpResponse {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' }) complaintId: string;
  @ApiProperty({ description: "The complaint's title, as typed", example: 'Pothole near the market' }) title: string;
  @ApiProperty({ description: "The complaint's location text, as typed", example: 'Market road, Canacona' }) location: string;
  @ApiProperty({ description: 'When the resolution asked about began (ISO 8601)', example: '2026-11-01T04:30:00.000Z' }) resolvedAt: string;
  @ApiProperty({
    description: `When the question was sent (${FOLLOW_UP_AFTER_DAYS} days or more after the resolution; ISO 8601)`,
    example: '2026-11-29T03:30:00.000Z',
  })
  sentAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: `When its one reminder was sent (${FOLLOW_UP_REMINDER_DAYS} days after the question without an answer); null before`,
    example: null,
  })
  remindedAt: string | null;
}

export class PendingFollowUpListResponse {
  @ApiProperty({ type: [PendingFollowUpResponse], description: 'Oldest question first' }) items: PendingFollowUpResponse[];
}

/** What the daily follow-up run did (POST /api/admin/follow-ups/run). */
export class FollowUpRunResponse {
  @ApiProperty({ description: 'When the run ran (the Clock; ISO 8601)', example: '2026-11-29T03:30:00.000Z' }) ranAt: string;
  @ApiProperty({ type: [String], description: 'Complaints whose reporter was asked "Was it fixed?" by this run', example: ['GOA-2026-000123'] })
  sent: string[];
  @ApiProperty({ type: [String], description: 'Complaints whose reporter was reminded by this run', example: [] }) reminded: string[];
}

/** POST /api/complaints/{id}/still-broken. */
export class StillBrokenRequest {
  @ApiProperty({
    description:
      "A photo's URL from POST /api/uploads/local, uploaded by the caller after the complaint was resolved, taken at the place: the server reads the " +
      `photo's EXIF GPS at upload, and it must lie within ${STILL_BROKEN_RADIUS_METRES} m of the complaint's pin. ${STILL_BROKEN_RADIUS_METRES} m is the fix ` +
      "verification's radius: it allows for a phone's GPS error in a street (tens of metres) and a pin dropped by hand on the map, while a photo of " +
      `another street is refused. Errors (400 VALIDATION_FAILED, details.fields.photo): '${Messages.followUp.stillBrokenPhotoRequired}', ` +
      `'${Messages.followUp.stillBrokenNoPosition}' (no EXIF position), '${formatMessage(Messages.followUp.stillBrokenTooFar, { metres: 350, limit: STILL_BROKEN_RADIUS_METRES })}', ` +
      `'${Messages.followUp.photoInvalid}' (not an upload of the portal, one of the complaint's own photos, or uploaded before the resolution); 403 UPLOAD_NOT_OWNED for another account's upload.`,
    example: '/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg',
  })
  @IsString({ message: Messages.followUp.stillBrokenPhotoRequired })
  @MaxText(2048, { message: Messages.followUp.photoInvalid })
  photo: string;

  @ApiPropertyOptional({ description: `What the person adds, at most ${STILL_BROKEN_NOTE_MAX} characters`, example: 'The pothole is back after the rain.' })
  @IsOptional()
  @IsString({ message: formatMessage(Messages.admin.complaints.textTooLong, { n: STILL_BROKEN_NOTE_MAX }) })
  @MaxText(STILL_BROKEN_NOTE_MAX, { message: formatMessage(Messages.admin.complaints.textTooLong, { n: STILL_BROKEN_NOTE_MAX }) })
  note?: string;
}

export class StillBrokenReceiptResponse {
  @ApiProperty({ description: 'When the report was stored (ISO 8601)', example: '2026-11-29T04:30:00.000Z' }) reportedAt: string;
  @ApiProperty({ description: "Whole metres from the photo's EXIF position to the pin", example: 35 }) distanceMetres: number;
}

/** One "still broken" report as the desk shows it. */
export class StillBrokenReportResponse {
  @ApiProperty({ description: 'When it was reported (ISO 8601)', example: '2026-11-29T04:30:00.000Z' }) reportedAt: string;
  @ApiProperty({ description: 'The resolution it was reported on (ISO 8601)', example: '2026-11-01T04:30:00.000Z' }) resolvedAt: string;
  @ApiProperty({ description: "Whether that resolution is the complaint's current one (false once it was reopened or resolved again)", example: true })
  current: boolean;
  @ApiProperty({ description: "The photo's URL", example: '/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg' }) photo: string;
  @ApiProperty({ description: "Whole metres from the photo's EXIF position to the pin", example: 35 }) distanceMetres: number;
  @ApiProperty({ description: "What the person added, as typed ('' without)", example: 'The pothole is back after the rain.' }) note: string;
}

export class StillBrokenReportListResponse {
  @ApiProperty({ type: [StillBrokenReportResponse], description: 'Newest first' }) items: StillBrokenReportResponse[];
}

/** POST /api/admin/complaints/{id}/reopen. */
export class AdminReopenRequest {
  @ApiProperty({
    description: 'What the office reads in the reopening email and the history shows, at most 2000 characters',
    example: 'Two residents report the pothole is back.',
  })
  @IsString({ message: Messages.escalation.reopenMessageRequired })
  @MaxText(2000, { message: formatMessage(Messages.admin.complaints.textTooLong, { n: 2000 }) })
  message: string;
}
