import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { FOLLOW_UP_MIN_ANSWERS, Messages } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { Public } from '../../kernel/http/access.decorators.js';
import { ScorecardsService } from '../application/scorecards/scorecards.service.js';
import { ScorecardListResponse, type ScorecardRowResponse, ScorecardsRequest } from './dto/scorecards.dto.js';
import { LICENSE_HEADER, LICENSE_LINK, OPEN_DATA_LICENSE, safeCell } from './open-data.js';

/** The columns of the scorecards' CSV: the JSON answer's row fields, in snake case as the complaints' open data. */
export const SCORECARD_CSV_COLUMNS = [
  'key',
  'name',
  'email',
  'department',
  'domain',
  'received',
  'resolved',
  'median_days_to_resolve',
  'resolved_within_due_share',
  'verified_fix_share',
  'overdue_now',
  'forwarded',
  'answered',
  'returned',
  'median_hours_to_first_answer',
  'resolved_by_authority',
  'answered_before_due_share',
  'follow_up_answers',
  'confirmed_fixed_share',
  'reopened_share',
  'median_rating',
] as const;

/** A row of the CSV: numbers as JSON writes them, a missing figure (null) as an empty cell. */
function csvRow(r: ScorecardRowResponse): string[] {
  const cell = (value: number | null) => (value === null ? '' : String(value));
  return [
    safeCell(r.key),
    safeCell(r.name),
    safeCell(r.email),
    safeCell(r.department),
    safeCell(r.domain),
    cell(r.received),
    cell(r.resolved),
    cell(r.medianDaysToResolve),
    cell(r.resolvedWithinDueShare),
    cell(r.verifiedFixShare),
    cell(r.overdueNow),
    cell(r.forwarded),
    cell(r.answered),
    cell(r.returned),
    cell(r.medianHoursToFirstAnswer),
    cell(r.resolvedByAuthority),
    cell(r.answeredBeforeDueShare),
    cell(r.followUpAnswers),
    cell(r.confirmedFixedShare),
    cell(r.reopenedShare),
    cell(r.medianRating),
  ];
}

/** The start (00:00) or end (23:59:59.999) of a calendar day in India, from 'YYYY-MM-DD'. */
function indiaDay(day: string, end: boolean): Date {
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);
}

/** Public scorecards: how each office, taluka and ULB handles complaints. */
@ApiTags('scorecards')
@Controller('public')
export class ScorecardsController {
  constructor(
    private readonly scorecards: ScorecardsService,
    private readonly clock: Clock,
  ) {}

  @Get('scorecards')
  @Public()
  @ApiOperation({
    summary: 'Scorecards per authority, taluka or ULB',
    description:
      'For the complaints filed from `from` to `to` (India calendar days, inclusive; either may be omitted), grouped by ' +
      'authority (department and email domain of the primary routing contact the complaint was forwarded to; complaints never forwarded ' +
      'are not counted), taluka or ULB (complaints without that location are not counted): received, resolved, median days from filing ' +
      'to resolution, the share resolved within the due date (of those whose due date is past or met), the share of resolved complaints whose ' +
      'fix the reporter confirmed with a verified after-photo (null when none is resolved) and how many are overdue now; of the answers to the ' +
      'four-week follow-up "Was it fixed?" (followUpAnswers), the share confirmed fixed, the share reopened since and the median handling rating, ' +
      `each null under ${FOLLOW_UP_MIN_ANSWERS} answers. ` +
      'Read from a read model kept by the complaint events, so the figures trail a ' +
      'change by a moment. No names or complaint text. VALIDATION_FAILED for another `by`, a malformed date or from after to.',
  })
  @ApiOkResponse({ type: ScorecardListResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: by, from, to)' })
  async getScorecards(@Query() query: ScorecardsRequest): Promise<ScorecardListResponse> {
    const from = query.from ? indiaDay(query.from, false) : undefined;
    const to = query.to ? indiaDay(query.to, true) : undefined;
    if (from && to && from > to) throw ValidationError.field('from', Messages.scorecards.periodInvalid);
    const items = await this.scorecards.scorecards({ by: query.by, from, to, now: this.clock.now() });
    return { by: query.by, from: query.from ?? null, to: query.to ?? null, items };
  }

  /** Open data: the same scorecards as CSV, under the complaints' open-data licence. */
  @Get('scorecards.csv')
  @Public()
  @ApiOperation({
    summary: 'Open data: scorecards as CSV',
    description: `The rows of GET /api/public/scorecards with the same query (by, from, to) and rules, a header row first. Columns: ${SCORECARD_CSV_COLUMNS.join(', ')}; shares 0–1, medians with 1 decimal, an empty cell where the JSON has null. Licence ${OPEN_DATA_LICENSE.name} (Link rel="license", X-License).`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; charset=utf-8, a header row then one row per authority, taluka or ULB', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: by, from, to)' })
  async getScorecardsCsv(@Query() query: ScorecardsRequest, @Res() res: FastifyReply): Promise<void> {
    const { by, from, to, items } = await this.getScorecards(query);
    const period = [from ?? 'start', to ?? 'now'].join('-to-');
    await res
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Cache-Control', 'public, no-cache')
      .header('Link', LICENSE_LINK)
      .header('X-License', LICENSE_HEADER)
      .header('Content-Disposition', `inline; filename="goa-scorecards-by-${by}-${period}.csv"`)
      .send(stringify(items.map(csvRow), { header: true, columns: [...SCORECARD_CSV_COLUMNS], bom: false }));
  }
}
