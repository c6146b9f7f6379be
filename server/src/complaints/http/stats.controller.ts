import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../kernel/http/access.decorators.js';
import { GetPublicStatsQuery } from '../application/queries/get-public-stats/get-public-stats.query.js';
import { PublicStatsResponse } from './dto/complaint.response.dto.js';

/** The home page's live counters (citizen spec sections 1 and 7: GET /api/stats). */
@ApiTags('complaints')
@Controller('stats')
export class StatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Public counters and complaints per category',
    description:
      'complaintsTotal, resolvedTotal, successRate (percent, integer), activeCitizens (distinct reporters) and the enabled categories with their counts.',
  })
  @ApiOkResponse({ type: PublicStatsResponse })
  getPublicStats(): Promise<PublicStatsResponse> {
    return this.queries.execute(new GetPublicStatsQuery());
  }
}
