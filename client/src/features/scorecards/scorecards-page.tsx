import { SCORECARD_GROUPINGS, type ScorecardGrouping } from '@civic/contracts';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { messageFor, useGetScorecardsQuery } from '../../api';
import { useUrlFilters } from '../../app/use-url-filters';
import { CardTable } from '../../components/ui/card-table';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { Page } from '../../components/ui/page';
import { formatNumber, formatPercent } from '../../i18n/format';
import { LICENCE_LINK } from '../../components/ui/licence-link';
import { DateInput } from '../../components/ui/date-input';

const ScorecardsChart = lazy(() => import('./scorecards-chart'));

/** The table's columns, in order (the first is the row header). */
const COLUMNS = ['name', 'received', 'resolved', 'medianDays', 'withinDue', 'verified', 'overdue', 'confirmedFixed', 'reopened', 'medianRating'] as const;
/** The authorities' own answers: only the authority scorecard has them. */
const ANSWER_COLUMNS = ['forwarded', 'answered', 'returned', 'medianHoursToAnswer', 'resolvedByAuthority', 'answeredBeforeDue'] as const;

/** The CSV of the scorecards shown: GET /api/public/scorecards.csv with the same grouping and period. */
export function scorecardsCsvHref(by: ScorecardGrouping, from: string, to: string): string {
  const query = new URLSearchParams({ by });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return `/api/public/scorecards.csv?${query}`;
}

const isGrouping = (value: string | null): value is ScorecardGrouping => (SCORECARD_GROUPINGS as readonly string[]).includes(value ?? '');

/**
 * /scorecards: per authority, taluka or ULB, the complaints received in a period, how many were resolved,
 * the median days to resolve, the share resolved within the due date, verified fixes and how many are overdue now
 * (GET /api/public/scorecards), as a table and a lazily loaded chart of the median days. The grouping and period
 * live in the address, so a view can be shared.
 */
export function ScorecardsPage() {
  const { t } = useTranslation(['scorecards', 'messages']);
  const { params, setFilters } = useUrlFilters({ replace: true, resetPage: false });
  const by: ScorecardGrouping = isGrouping(params.get('by')) ? (params.get('by') as ScorecardGrouping) : 'authority';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState({ from, to });
  const query = useGetScorecardsQuery({ by, from: from || undefined, to: to || undefined });
  const items = query.data?.items ?? [];
  const grouping = t(`groupings.${by}`);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ from: draft.from, to: draft.to });
  };
  const days = (value: number | null) => (value === null ? t('none') : t('days', { days: formatNumber(value) }));
  const byAuthority = by === 'authority';
  const share = (value: number | null) => (value === null ? t('none') : formatPercent(value));
  // A follow-up figure with the number of answers behind it; '—' under the server's minimum (it sends null).
  const answered = (value: string | null, answers: number) =>
    value === null ? t('fewAnswers', { answers: formatNumber(answers) }) : t('withAnswers', { value, answers: formatNumber(answers) });
  const bars = items.filter((r) => r.medianDaysToResolve !== null).map((r) => ({ name: r.name, days: r.medianDaysToResolve as number }));

  return (
    <Page title={t('title')} lead={t('lead')}>
      <form className="mb-6 flex flex-wrap items-end gap-4" onSubmit={apply} aria-label={t('title')}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('by')}</legend>
          {SCORECARD_GROUPINGS.map((g) => (
            <button
              key={g}
              type="button"
              className={`btn ${g === by ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={g === by}
              onClick={() => setFilters({ by: g })}
            >
              {t(`groupings.${g}`)}
            </button>
          ))}
        </fieldset>
        <label className="flex flex-col text-sm font-medium text-slate-700">
          {t('from')}
          <DateInput className="input mt-1" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-700">
          {t('to')}
          <DateInput className="input mt-1" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('apply')}
        </button>
      </form>

      {query.isLoading ? (
        <p role="status" className="text-slate-600">
          {t('loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {messageFor(query.error, t('messages:scorecards.loadFailed'))}
        </p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">{t('empty')}</p>
      ) : (
        <>
          <ScrollRegion label={t('tableCaption', { grouping })} className="rounded-xl border border-slate-200 bg-white">
            <CardTable className="min-w-full divide-y divide-slate-200 text-sm" data-testid="scorecards-table">
              <caption className="sr-only">{t('tableCaption', { grouping })}</caption>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  {[...COLUMNS, ...(byAuthority ? ANSWER_COLUMNS : [])].map((column, i) => (
                    <th key={column} scope="col" className={`px-3 py-2${i > 0 ? ' text-right' : ''}`}>
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((r) => (
                  <tr key={r.key} data-testid="scorecard-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                      {r.name}
                      {r.email && (
                        <span className="block text-xs font-normal break-all text-slate-500">{[r.department, r.email].filter(Boolean).join(' · ')}</span>
                      )}
                    </th>
                    <td className="px-3 py-2 text-right">{formatNumber(r.received)}</td>
                    <td className="px-3 py-2 text-right">{formatNumber(r.resolved)}</td>
                    <td className="px-3 py-2 text-right" data-testid="median-days">
                      {days(r.medianDaysToResolve)}
                    </td>
                    <td className="px-3 py-2 text-right">{share(r.resolvedWithinDueShare)}</td>
                    <td className="px-3 py-2 text-right">{share(r.verifiedFixShare)}</td>
                    <td className="px-3 py-2 text-right">{formatNumber(r.overdueNow)}</td>
                    <td className="px-3 py-2 text-right" data-testid="confirmed-fixed">
                      {answered(r.confirmedFixedShare === null ? null : formatPercent(r.confirmedFixedShare), r.followUpAnswers)}
                    </td>
                    <td className="px-3 py-2 text-right">{answered(r.reopenedShare === null ? null : formatPercent(r.reopenedShare), r.followUpAnswers)}</td>
                    <td className="px-3 py-2 text-right" data-testid="median-rating">
                      {answered(r.medianRating === null ? null : formatNumber(r.medianRating), r.followUpAnswers)}
                    </td>
                    {byAuthority && (
                      <>
                        <td className="px-3 py-2 text-right">{formatNumber(r.forwarded)}</td>
                        <td className="px-3 py-2 text-right" data-testid="answered">
                          {formatNumber(r.answered)}
                        </td>
                        <td className="px-3 py-2 text-right" data-testid="returned">
                          {formatNumber(r.returned)}
                        </td>
                        <td className="px-3 py-2 text-right">
                          {r.medianHoursToFirstAnswer === null ? t('none') : t('hours', { hours: formatNumber(r.medianHoursToFirstAnswer) })}
                        </td>
                        <td className="px-3 py-2 text-right">{formatNumber(r.resolvedByAuthority)}</td>
                        <td className="px-3 py-2 text-right">{share(r.answeredBeforeDueShare)}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </CardTable>
          </ScrollRegion>
          <p className="mt-2 text-xs text-slate-600">{t('notes')}</p>
          <p className="mt-1 text-xs text-slate-600">{t('followUpNotes')}</p>
          <p className="mt-2 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="download"
              components={{
                licence: LICENCE_LINK,
                csv: <a href={scorecardsCsvHref(by, from, to)} className="text-brand-700 underline" download data-testid="scorecards-csv" />,
              }}
            />
          </p>
          {bars.length > 0 && (
            <section className="mt-8" aria-labelledby="scorecards-chart-title">
              <h2 id="scorecards-chart-title" className="mb-3 text-xl font-semibold text-slate-900">
                {t('chartTitle')}
              </h2>
              <Suspense
                fallback={
                  <p role="status" className="text-slate-600">
                    {t('chartLoading')}
                  </p>
                }
              >
                <ScorecardsChart bars={bars} label={t('chartLabel', { grouping })} />
              </Suspense>
            </section>
          )}
        </>
      )}
    </Page>
  );
}
