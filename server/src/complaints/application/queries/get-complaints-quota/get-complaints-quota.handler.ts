import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserAccountsService } from '../../../../identity/public.js';
import { NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { ComplaintQuotaService, type ComplaintsQuota } from '../../complaint-quota.service.js';
import { GetComplaintsQuotaQuery } from './get-complaints-quota.query.js';

/** Reads the user's plan and counts this month's complaints (Asia/Kolkata). */
@QueryHandler(GetComplaintsQuotaQuery)
export class GetComplaintsQuotaHandler implements IQueryHandler<GetComplaintsQuotaQuery> {
  constructor(
    private readonly users: UserAccountsService,
    private readonly quota: ComplaintQuotaService,
  ) {}

  async execute({ userId }: GetComplaintsQuotaQuery): Promise<ComplaintsQuota> {
    const plan = await this.users.planOf(userId);
    if (plan === null) throw new NotFoundError('Account not found');
    return this.quota.quotaOf(userId, plan);
  }
}
