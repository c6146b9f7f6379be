import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAnswerInTransition } from '../../api';
import { useListFollowedComplaintsQuery, type FollowedComplaintResponse } from '../../api/follows';
import { StatusBadge } from '../../components/complaint/status-badge';
import { Pager } from '../../components/ui/pager';
import { formatDate } from '../../i18n/format';

/** The heading of a followed complaint: the reporter's title when they showed it, else the issue in the reader's words. */
export function followedHeading(c: Pick<FollowedComplaintResponse, 'title' | 'subcategoryLabel'>): string {
  return c.title || c.subcategoryLabel;
}

/**
 * My Complaints' second list (docs/adr/0149-following-a-complaint.md): the complaints filed by others that the
 * citizen follows (Follow, or Me too), most recently followed first, each linking to its public page /c/{id} with its
 * status in the reader's words, under a pager of its own.
 */
export function FollowedComplaints() {
  const { t } = useTranslation(['complaints', 'common']);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching, refetch } = useAnswerInTransition(
    useListFollowedComplaintsQuery({ page }, { refetchOnMountOrArgChange: true }),
  );
  const items = data?.items ?? [];

  return (
    <section className="mt-10" aria-labelledby="followed-title" data-testid="followed-complaints">
      <h2 id="followed-title" className="text-2xl font-bold text-slate-900">
        {t('followed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('followed.lead')}</p>
      {isLoading ? (
        <p role="status" className="mt-4 text-slate-600">
          {t('followed.loading')}
        </p>
      ) : isError ? (
        <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          <p>{t('followed.loadFailed')}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.tryAgain')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('followed.empty')}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3" aria-labelledby="followed-title" data-testid="followed-list">
            {items.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="followed-row">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold break-words text-slate-900">
                      <Link to={`/c/${encodeURIComponent(c.id)}`} className="text-brand-700 underline-offset-2 hover:underline">
                        {followedHeading(c)}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-slate-600">
                      <Trans
                        t={t}
                        i18nKey="followed.since"
                        values={{ id: c.id, date: formatDate(c.followedAt) }}
                        components={{ mono: <span className="font-mono" /> }}
                      />
                    </p>
                    <p className="mt-1 text-sm text-slate-800">{t('mine.categoryValue', { category: c.categoryName, issue: c.subcategoryLabel })}</p>
                  </div>
                  <StatusBadge status={c.status} />
                </div>
              </li>
            ))}
          </ul>
          {data && data.pages > 1 && <Pager page={data.page} pages={data.pages} total={data.total} onPage={setPage} label={t('followed.pager')} />}
        </>
      )}
    </section>
  );
}
