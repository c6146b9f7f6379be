import { useGetPublicStatsQuery } from '../../api';

const COUNTERS = [
  { key: 'complaintsTotal', label: 'Complaints filed', format: (n: number) => n.toLocaleString('en-IN') },
  { key: 'resolvedTotal', label: 'Complaints resolved', format: (n: number) => n.toLocaleString('en-IN') },
  { key: 'successRate', label: 'Success rate', format: (n: number) => `${Math.round(n)}%` },
  { key: 'activeCitizens', label: 'Active citizens', format: (n: number) => n.toLocaleString('en-IN') },
] as const;

/** Live counters from GET /api/stats (citizen spec section 1): skeletons while loading, hidden if the call fails. */
export function StatsCounters() {
  const { data, isLoading, isSuccess } = useGetPublicStatsQuery();
  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy="true" aria-label="Loading live counters">
        {COUNTERS.map((c) => (
          <div key={c.key} className="h-24 animate-pulse rounded-2xl bg-white/20" />
        ))}
      </div>
    );
  }
  if (!isSuccess || !data || COUNTERS.some((c) => typeof data[c.key] !== 'number')) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Live counters" data-testid="stats-counters">
      {COUNTERS.map((c) => (
        <div key={c.key} className="rounded-2xl bg-white/10 px-4 py-5 text-center ring-1 ring-white/20 backdrop-blur">
          <dt className="text-sm text-brand-100">{c.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-white">{c.format(data[c.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
