import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { GetComplaintsQuotaQuery } from '../application/queries/get-complaints-quota/get-complaints-quota.query.js';
import { ComplaintsQuotaResponse } from './dto/complaint.response.dto.js';

/** Plan usage (citizen spec section 7: "Plans and usage"). */
@ApiController('complaints', 'usage')
export class UsageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('complaints-quota')
  @SignedIn()
  @ApiOperation({
    summary: "The caller's complaints quota this month",
    description: 'Complaints filed this calendar month in Asia/Kolkata, the plan limit (null = unlimited) and when it resets.',
  })
  @Answers({ ok: ComplaintsQuotaResponse })
  getComplaintsQuota(@CurrentUser() user: AuthenticatedUser): Promise<ComplaintsQuotaResponse> {
    return this.queries.execute(new GetComplaintsQuotaQuery(user.id));
  }
}
