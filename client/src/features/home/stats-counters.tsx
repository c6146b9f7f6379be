import { useTranslation } from 'react-i18next';
import { useAnswerInTransition, useGetPublicStatsQuery } from '../../api';
import { formatNumber, formatPercent } from '../../i18n/format';

const COUNTERS = [
  { key: 'complaintsTotal', format: formatNumber },
  { key: 'resolvedTotal', format: formatNumber },
  { key: 'successRate', format: (n: number) => formatPercent(n / 100) },
  { key: 'activeCitizens', format: formatNumber },
] as const;

/** Live counters from GET /api/stats (citizen spec section 1): skeletons while loading, hidden if the call fails. */
export function StatsCounters() {
  const { t } = useTranslation('home');
  const { data, isLoading, isSuccess } = useAnswerInTransition(useGetPublicStatsQuery());
  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy="true" aria-label={t('counters.loading')}>
        {COUNTERS.map((c) => (
          <div key={c.key} className="h-24 animate-pulse rounded-2xl bg-white/20" />
        ))}
      </div>
    );
  }
  if (!isSuccess || !data || COUNTERS.some((c) => typeof data[c.key] !== 'number')) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label={t('counters.label')} data-testid="stats-counters">
      {COUNTERS.map((c) => (
        <div key={c.key} className="rounded-2xl bg-white/10 px-4 py-5 text-center ring-1 ring-white/20 backdrop-blur">
          <dt className="text-sm text-brand-100">{t(`counters.${c.key}`)}</dt>
          <dd className="mt-1 text-3xl font-bold text-white">{c.format(data[c.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
