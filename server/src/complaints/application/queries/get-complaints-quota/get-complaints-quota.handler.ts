import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserAccountsService } from '../../../../identity/public.js';
import { NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { quotaWindow } from '../../../domain/quota-window.js';
import { ComplaintAnswerCaches } from '../../complaint-answer-caches.js';
import { ComplaintQuotaService, type ComplaintsQuota } from '../../complaint-quota.service.js';
import { GetComplaintsQuotaQuery } from './get-complaints-quota.query.js';

/**
 * Reads the user's plan and counts this month's complaints (Asia/Kolkata). The plan and its limit come from the
 * accounts' and plans' caches; the month's count is kept per reporter until their complaints change or the month
 * ends (ComplaintAnswerCaches).
 */
@QueryHandler(GetComplaintsQuotaQuery)
export class GetComplaintsQuotaHandler implements IQueryHandler<GetComplaintsQuotaQuery> {
  constructor(
    private readonly users: UserAccountsService,
    private readonly quota: ComplaintQuotaService,
    private readonly caches: ComplaintAnswerCaches,
  ) {}

  async execute({ userId }: GetComplaintsQuotaQuery): Promise<ComplaintsQuota> {
    const plan = await this.users.planOf(userId);
    if (plan === null) throw new NotFoundError('Account not found');
    const now = new Date();
    const window = quotaWindow(now);
    const used = await this.caches.quotaUsed.get(userId, now, async () => ({
      value: await this.quota.usedIn(userId, window),
      validFrom: window.start,
      validUntil: window.end,
    }));
    return this.quota.quotaFor(plan, used, window);
  }
}
