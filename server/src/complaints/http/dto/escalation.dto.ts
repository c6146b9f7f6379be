import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import { ESCALATION_LEVELS, ESCALATION_STEP_KINDS, formatMessage, Messages, type EscalationLevel, type EscalationStepKind } from '@civic/contracts';
import { ADMIN_MESSAGE_MAX } from './admin-complaint.dto.js';
import { EachTextAtMost, MaxText } from '../../../kernel/http/field-rules.js';

const M = Messages.admin.complaints;

/** A rung taken (POST /api/complaints/{id}/escalate and POST /api/admin/escalations/run). */
export class EscalationStepSentResponse {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' }) complaintId: string;
  @ApiProperty({ enum: ESCALATION_LEVELS, description: '0: reminder to the authority forwarded to; 1, 2: appellate levels', example: 1 })
  level: EscalationLevel;
  @ApiProperty({ enum: ESCALATION_STEP_KINDS, example: 'escalation' }) kind: EscalationStepKind;
  @ApiProperty({ type: [String], description: 'Emails written to, primary first', example: ['se-circle1-pwd@example.gov.in'] }) recipients: string[];
  @ApiProperty({ type: [String], description: 'Emails in copy', example: ['ee-div1-pwd@example.gov.in'] }) cc: string[];
  @ApiProperty({ description: 'Whole days past the due date when the step was taken', example: 8 }) daysOverdue: number;
}

/** A rung that was due but had no usable contact at its level. */
export class EscalationStepSkippedResponse {
  @ApiProperty({ example: 'GOA-2026-000123' }) complaintId: string;
  @ApiProperty({ enum: ESCALATION_LEVELS, example: 2 }) level: EscalationLevel;
  @ApiProperty({ enum: ['no_contact'], description: 'no_contact: no active routing contact with an email at that escalation level' }) reason: 'no_contact';
}

/** The day's admins' digest of new overdue complaints. */
export class OverdueDigestRunResponse {
  @ApiProperty({ description: 'The India calendar day, YYYY-MM-DD', example: '2026-11-24' }) day: string;
  @ApiProperty({ description: 'Complaints newly overdue since the previous digest (0: no email was sent)', example: 3 }) complaints: number;
}

/** What one run of the ladder did (POST /api/admin/escalations/run). */
export class EscalationRunResponse {
  @ApiProperty({ description: 'The time the run used, ISO 8601' }) ranAt: string;
  @ApiProperty({ type: [EscalationStepSentResponse], description: 'Steps taken (each emailed to the authority and the reporter)' })
  sent: EscalationStepSentResponse[];
  @ApiProperty({ type: [EscalationStepSkippedResponse], description: 'Steps due but not taken' }) skipped: EscalationStepSkippedResponse[];
  @ApiProperty({
    type: OverdueDigestRunResponse,
    nullable: true,
    description: "The admins' digest of new overdue complaints this run prepared; null when today's (India time) was already prepared",
  })
  digest: OverdueDigestRunResponse | null;
}

/** PATCH /api/admin/complaints/{id}/escalation: pause or resume the ladder. */
export class PauseEscalationRequest {
  @ApiProperty({ description: 'true pauses the ladder for this complaint; false resumes it', example: true })
  @IsBoolean()
  paused: boolean;

  @ApiPropertyOptional({
    description: `Why (required to pause: '${Messages.escalation.pauseNoteRequired}'); at most ${ADMIN_MESSAGE_MAX} characters`,
    example: 'The department asked for two more weeks; work order issued.',
  })
  @IsOptional()
  @IsString({ message: M.messageNotText })
  @MaxText(ADMIN_MESSAGE_MAX, { message: formatMessage(M.textTooLong, { n: ADMIN_MESSAGE_MAX }) })
  note?: string;
}

/** POST /api/complaints/{id}/confirm-fix. */
export class ConfirmFixRequest {
  @ApiPropertyOptional({
    type: String,
    description:
      "An after-photo's URL from the configured upload provider (local: '/uploads/<name>' returned by POST /api/uploads/local after the " +
      "resolution). When the server read EXIF GPS within 200 m of the complaint's pin from it at upload, the fix is marked verified.",
    example: '/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg',
  })
  @IsOptional()
  @IsString({ message: Messages.complaint.photoNotFromProvider })
  @MaxText(2048, { message: Messages.complaint.photoNotFromProvider })
  photo?: string | null;
}

/** POST /api/complaints/{id}/reopen. */
export class ReopenComplaintRequest {
  @ApiProperty({
    description: 'Why the problem is not fixed (required, at most 2000 characters)',
    example: 'The pothole was filled with loose gravel and is back.',
  })
  @IsString({ message: Messages.escalation.reopenMessageRequired })
  @MaxText(ADMIN_MESSAGE_MAX, { message: formatMessage(M.textTooLong, { n: ADMIN_MESSAGE_MAX }) })
  message: string;

  @ApiPropertyOptional({
    type: [String],
    description: "Photo URLs from the configured upload provider showing the problem; at most the plan's photo limit (Free 1, Premium and Advocate Plus 5).",
    example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'],
  })
  @IsOptional()
  @EachTextAtMost(2048, { message: Messages.complaint.photoNotFromProvider })
  @IsArray({ message: Messages.complaint.photoNotFromProvider })
  photos?: string[];
}
