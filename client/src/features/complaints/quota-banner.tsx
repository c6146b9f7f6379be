import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ComplaintsQuotaResponse } from '../../api';
import { formatDate } from '../../i18n/format';

/** 'Quota Reached' with the monthly limit message and when it resets (citizen spec sections 8 and 9). */
export function QuotaBanner({ quota }: { quota: ComplaintsQuotaResponse }) {
  const { t } = useTranslation(['complaints', 'messages']);
  return (
    <div className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" role="alert" data-testid="quota-banner">
      <p className="font-semibold">{t('messages:complaint.quotaReached')}</p>
      <p className="mt-1 text-sm">
        {t('quota.text', { exceeded: t('messages:complaint.quotaExceeded'), used: quota.used, limit: quota.limit ?? '', date: formatDate(quota.resetAt) })}
      </p>
      <Link to="/#pricing" className="mt-2 inline-block text-sm font-semibold underline">
        {t('quota.seePlans')}
      </Link>
    </div>
  );
}

/** "2 of 3 complaints used this month" under the submit button; nothing for unlimited plans. */
export function QuotaUsage({ quota }: { quota: ComplaintsQuotaResponse | undefined }) {
  const { t } = useTranslation('complaints');
  if (!quota || quota.limit === null || quota.limit === undefined) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="quota-usage">
      {t('quota.usage', { used: quota.used, limit: quota.limit })}
    </p>
  );
}
