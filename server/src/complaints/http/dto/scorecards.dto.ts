import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { FOLLOW_UP_AFTER_DAYS, FOLLOW_UP_MIN_ANSWERS, Messages, SCORECARD_GROUPINGS, type ScorecardGrouping } from '@civic/contracts';
import { TrimToUndefined } from '../../../kernel/http/field-rules.js';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** GET /api/public/scorecards. */
export class ScorecardsRequest {
  @ApiProperty({ enum: SCORECARD_GROUPINGS, description: 'Group by office (one routing contact: its name and email), taluka or ULB', example: 'authority' })
  @IsIn(SCORECARD_GROUPINGS as unknown as string[], { message: Messages.scorecards.groupingInvalid })
  by: ScorecardGrouping;

  @ApiPropertyOptional({ description: 'First filing day counted, YYYY-MM-DD (India time); omitted: from the start', example: '2026-01-01' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(DAY, { message: Messages.scorecards.periodInvalid })
  @IsISO8601({ strict: true }, { message: Messages.scorecards.periodInvalid })
  from?: string;

  @ApiPropertyOptional({ description: 'Last filing day counted, YYYY-MM-DD (India time); omitted: up to now', example: '2026-12-31' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(DAY, { message: Messages.scorecards.periodInvalid })
  @IsISO8601({ strict: true }, { message: Messages.scorecards.periodInvalid })
  to?: string;
}

/** One scorecard row. */
export class ScorecardRowResponse {
  @ApiProperty({ description: "The office's email (lower case) for an authority; the taluka or ULB code otherwise", example: 'mamlatdar-tiswadi@goa.gov.in' })
  key: string;
  @ApiProperty({ description: "The office's name (its routing contact's), or the taluka's or ULB's name", example: 'Mamlatdar of Tiswadi' }) name: string;
  @ApiProperty({ description: "The office's email (lower case); '' for talukas and ULBs", example: 'mamlatdar-tiswadi@goa.gov.in' }) email: string;
  @ApiProperty({ description: "The office's department; '' for talukas and ULBs", example: 'Revenue Department' }) department: string;
  @ApiProperty({ description: "The office's email domain (lower case); '' for talukas and ULBs", example: 'goa.gov.in' }) domain: string;
  @ApiProperty({ description: 'Complaints filed in the period', example: 42 }) received: number;
  @ApiProperty({ description: 'Of those, resolved now', example: 30 }) resolved: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Median days from filing to resolution, 1 decimal; null when none resolved', example: 6.5 })
  medianDaysToResolve: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Share 0–1 of the forwarded complaints whose due date is past or met that were resolved by it; null when none',
    example: 0.75,
  })
  resolvedWithinDueShare: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Share 0–1 of the resolved complaints whose fix the reporter confirmed with a verified after-photo (its GPS within 200 m of the pin, taken after the resolution); null when none is resolved',
    example: 0.25,
  })
  verifiedFixShare: number | null;
  @ApiProperty({ description: 'Open complaints past their due date now', example: 3 }) overdueNow: number;
  @ApiProperty({ description: 'Of the complaints received, those forwarded to an authority', example: 40 }) forwarded: number;
  @ApiProperty({
    description:
      "Of those, the ones the authority answered (any action on its response link or a published email reply: a history entry with source 'authority'), a 'not ours' return excepted",
    example: 25,
  })
  answered: number;
  @ApiProperty({ description: "Of the forwarded complaints, those an office returned as not its own ('not ours')", example: 2 }) returned: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Median hours from the forward to the authority's first answer, 1 decimal; null when none answered",
    example: 30.5,
  })
  medianHoursToFirstAnswer: number | null;
  @ApiProperty({ description: "Resolved now by the authority's own answer", example: 12 }) resolvedByAuthority: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Share (0–1) of the forwarded complaints whose due date is past or met that the authority answered by it; null when none',
    example: 0.6,
  })
  answeredBeforeDueShare: number | null;
  @ApiProperty({
    description: `Complaints whose reporter answered "Was it fixed?", asked ${FOLLOW_UP_AFTER_DAYS} days after the resolution (the latest answer of each): the number of answers behind the three figures that follow`,
    example: 12,
  })
  followUpAnswers: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `Share 0–1 of those answers saying the problem is fixed; null under ${FOLLOW_UP_MIN_ANSWERS} answers (too few to judge an office by)`,
    example: 0.75,
  })
  confirmedFixedShare: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `Share 0–1 of those complaints reopened at or after the answer (a "not fixed" answer, or an admin after a "still broken" report); null under ${FOLLOW_UP_MIN_ANSWERS} answers`,
    example: 0.25,
  })
  reopenedShare: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `Median handling rating of those answers, 1 (badly) to 5 (well), 1 decimal; null under ${FOLLOW_UP_MIN_ANSWERS} answers`,
    example: 4,
  })
  medianRating: number | null;
}

export class ScorecardListResponse {
  @ApiProperty({ enum: SCORECARD_GROUPINGS, example: 'authority' }) by: ScorecardGrouping;
  @ApiProperty({ type: String, nullable: true, description: 'The first day asked for, or null', example: '2026-01-01' }) from: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last day asked for, or null', example: '2026-12-31' }) to: string | null;
  @ApiProperty({ type: [ScorecardRowResponse], description: 'Most complaints received first' }) items: ScorecardRowResponse[];
}
