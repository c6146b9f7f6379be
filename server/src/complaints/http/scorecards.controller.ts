import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { Public } from '../../kernel/http/access.decorators.js';
import { ScorecardsService } from '../application/scorecards/scorecards.service.js';
import { ScorecardListResponse, ScorecardsRequest } from './dto/scorecards.dto.js';

/** The start (00:00) or end (23:59:59.999) of a calendar day in India, from 'YYYY-MM-DD'. */
function indiaDay(day: string, end: boolean): Date {
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);
}

/** Public scorecards: how each authority, taluka and ULB handles complaints. */
@ApiTags('scorecards')
@Controller('public/scorecards')
export class ScorecardsController {
  constructor(
    private readonly scorecards: ScorecardsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Scorecards per authority, taluka or ULB',
    description:
      'For the complaints filed from `from` to `to` (India calendar days, inclusive; either may be omitted), grouped by ' +
      'authority (department and email domain of the primary routing contact the complaint was forwarded to; complaints never forwarded ' +
      'are not counted), taluka or ULB (complaints without that location are not counted): received, resolved, median days from filing ' +
      'to resolution, the share resolved within the due date (of those whose due date is past or met), the share of resolved complaints whose ' +
      'fix the reporter confirmed with a verified after-photo (null when none is resolved) and how many are overdue now. Read from a read model kept by the complaint events, so the figures trail a ' +
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
}
