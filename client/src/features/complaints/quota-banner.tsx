import { Messages } from '@civic/contracts';
import { Link } from 'react-router-dom';
import type { ComplaintsQuotaResponse } from '../../api';
import { formatDate } from './complaint-format';

/** 'Quota Reached' with the monthly limit message and when it resets (citizen spec sections 8 and 9). */
export function QuotaBanner({ quota }: { quota: ComplaintsQuotaResponse }) {
  return (
    <div className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" role="alert" data-testid="quota-banner">
      <p className="font-semibold">{Messages.complaint.quotaReached}</p>
      <p className="mt-1 text-sm">
        {Messages.complaint.quotaExceeded} You have filed {quota.used} of {quota.limit} complaints this month; the count resets on {formatDate(quota.resetAt)}.
      </p>
      <Link to="/#pricing" className="mt-2 inline-block text-sm font-semibold underline">
        See plans
      </Link>
    </div>
  );
}

/** "2 of 3 complaints used this month" under the submit button; nothing for unlimited plans. */
export function QuotaUsage({ quota }: { quota: ComplaintsQuotaResponse | undefined }) {
  if (!quota || quota.limit === null || quota.limit === undefined) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="quota-usage">
      {quota.used} of {quota.limit} complaints used this month.
    </p>
  );
}
