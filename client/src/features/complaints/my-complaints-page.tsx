import { OTHER_SUBCATEGORY } from '@civic/contracts';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { type ComplaintResponse, useAnswerInTransition, useListMyComplaintsQuery } from '../../api';
import { useFilingPath } from '../../app/use-filing-path';
import { Page } from '../../components/ui/page';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { StatusBadge } from '../../components/complaint/status-badge';
import { UpdateHistory } from '../../components/complaint/update-history';
import { authorityAnswerLabel } from '../../components/complaint/authority-answer';
import { formatCoordinates, formatDate } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';
import { MyComplaintDocuments } from './authority-documents';
import { EscalationPanel, isOpen } from './escalation-panel';
import { FixPanel } from './fix-panel';
import { FollowedComplaints } from './followed-complaints';
import { FollowUpPrompt } from './follow-up-prompt';

/** Newest first (the server already orders them; a list must not depend on it). */
export function newestFirst(items: readonly ComplaintResponse[]): ComplaintResponse[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function issueOf(c: ComplaintResponse, t: Translate): string {
  return c.subcategory === OTHER_SUBCATEGORY && c.otherText ? t('complaints:mine.other', { text: c.otherText }) : c.subcategoryLabel;
}

/**
 * /dashboard, My Complaints (citizen spec sections 2 and 8): the citizen's complaints newest first with
 * their status, date, category and location; `?id=<complaint id>` shows one complaint with its status
 * history, photos and map link.
 */
export function MyComplaintsPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [params] = useSearchParams();
  const selectedId = params.get('id');
  const { data, isLoading, isError, isFetching, refetch } = useAnswerInTransition(useListMyComplaintsQuery(undefined, { refetchOnMountOrArgChange: true }));
  const items = newestFirst(data?.items ?? []);
  const selected = selectedId ? items.find((c) => c.id === selectedId) : undefined;
  const filingPath = useFilingPath();
  // The date formatter is built while the list is on its way, not in the task that renders it.

  if (selectedId && selected) return <ComplaintDetail complaint={selected} />;

  return (
    <Page title={t('mine.title')} lead={t('mine.lead')} width="wide">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {data ? t('mine.count', { count: items.length }) : ''}
        </p>
        <Link to={filingPath} className="btn btn-primary">
          {t('mine.file')}
        </Link>
      </div>
      <FollowUpPrompt />
      {selectedId && data && !selected && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {t('mine.notYours', { id: selectedId })}
        </p>
      )}
      {isLoading ? (
        <p role="status" className="text-slate-600">
          {t('mine.loading')}
        </p>
      ) : isError ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          <p>{t('messages:complaint.loadFailed')}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.tryAgain')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">{t('mine.empty')}</p>
          <Link to={filingPath} className="btn btn-primary mt-4">
            {t('mine.fileFirst')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('mine.listLabel')} data-testid="complaint-list">
          {items.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="complaint-row">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link to={`/dashboard?id=${encodeURIComponent(c.id)}`} className="text-brand-700 underline-offset-2 hover:underline">
                      {c.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    <Trans
                      t={t}
                      i18nKey="mine.filed"
                      values={{ id: c.id, date: formatDate(c.createdAt) }}
                      components={{ mono: <span className="font-mono" /> }}
                    />
                  </p>
                </div>
                <StatusBadge status={c.status} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-slate-500">{t('mine.category')}</dt>
                  <dd className="inline text-slate-800">{t('mine.categoryValue', { category: c.categoryName, issue: issueOf(c, t) })}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">{t('mine.location')}</dt>
                  <dd className="inline text-slate-800">{c.location}</dd>
                </div>
              </dl>
              <LatestAnswer complaint={c} />
              {c.overdueDays > 0 && isOpen(c) ? (
                <p className="mt-2 text-sm font-semibold text-red-800">{t('mine.overdue', { count: c.overdueDays })}</p>
              ) : c.dueAt && isOpen(c) ? (
                <p className="mt-2 text-sm text-slate-700">{t('mine.due', { date: formatDate(c.dueAt) })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {/* Below the list once it has loaded: shown during the load, the list growing above would push it down the
          screen (a layout shift that Lighthouse counted on a phone). */}
      {!isLoading && <FollowedComplaints />}
    </Page>
  );
}

/**
 * The authority's latest answer on a list card ('Resolved by …'), and, for a resolution the reporter may still
 * confirm or reopen, the invitation to do so on the complaint's page.
 */
function LatestAnswer({ complaint: c }: { complaint: ComplaintResponse }) {
  const { t } = useTranslation(['complaints', 'common']);
  const latest = [...c.updates].reverse().find((u) => u.source === 'authority');
  const label = latest ? authorityAnswerLabel(latest, t) : null;
  if (!label) return null;
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold text-slate-900" data-testid="authority-answer">
        {label}
      </p>
      {c.fix.actionsUntil && (
        <Link to={`/dashboard?id=${encodeURIComponent(c.id)}`} className="font-semibold text-brand-700 underline">
          {t('mine.confirmOrReopen')}
        </Link>
      )}
    </div>
  );
}

/** One complaint: status, details, the updates history (newest first), photos and the map link. */
function ComplaintDetail({ complaint: c }: { complaint: ComplaintResponse }) {
  const { t } = useTranslation(['complaints', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [c.id]);
  const updates = [...c.updates].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const row = (label: string, value: string | undefined | null) =>
    value ? (
      <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-sm break-words whitespace-pre-line text-slate-900 sm:col-span-2">{value}</dd>
      </div>
    ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <Link to="/dashboard" className="text-sm font-semibold text-brand-700 underline">
        {t('detail.back')}
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 outline-none">
            {c.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="detail.filed"
              values={{ id: c.id, filed: formatDate(c.submittedDate || c.createdAt), updated: formatDate(c.lastUpdate) }}
              components={{ mono: <span className="font-mono" data-testid="detail-id" /> }}
            />
          </p>
        </div>
        <p>
          <span className="sr-only">{t('detail.status')}</span>
          <StatusBadge status={c.status} />
        </p>
      </div>

      <section aria-labelledby="detail-details" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="detail-details" className="font-semibold text-slate-900">
          {t('detail.details')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          {row(t('detail.category'), c.categoryName)}
          {row(t('detail.specificIssue'), issueOf(c, t))}
          {row(t('detail.description'), c.description)}
          {row(t('detail.location'), c.location)}
          {row(t('detail.place'), c.place ? (c.place.inferred ? t('detail.placeInferred', { label: c.place.label }) : c.place.label) : null)}
          {row(t('detail.showPublicly'), c.showPublicly ? t('detail.showPubliclyYes') : t('detail.no'))}
          {row(t('detail.landmark'), c.landmark)}
          {row(t('detail.urgency'), t(`urgency.${c.urgency}`))}
          {row(t('detail.anonymous'), c.anonymous ? t('detail.anonymousYes') : t('detail.no'))}
          <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{t('detail.exactLocation')}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">
              <Trans
                t={t}
                i18nKey="detail.point"
                values={{
                  point: formatCoordinates(c.coordinates),
                  source: t(`source.${c.coordinates.source}`),
                  moved: c.coordinates.outsideBounds ? t('detail.moved') : '',
                }}
                components={{
                  map: <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />,
                  hidden: <span className="sr-only" />,
                }}
              />
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="detail-updates" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="detail-updates" className="font-semibold text-slate-900">
          {t('detail.updates')}
        </h2>
        <UpdateHistory
          updates={updates}
          testId="update-list"
          photoAlt={(n, date) => t('detail.updatePhotoAlt', { n: n + 1, date })}
          fullSize={t('detail.fullSize')}
          gridClassName="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5"
        />
      </section>

      <MyComplaintDocuments complaintId={c.id} />
      <EscalationPanel complaint={c} />
      <FixPanel complaint={c} />

      {c.photos.length > 0 && (
        <section aria-labelledby="detail-photos" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="detail-photos" className="font-semibold text-slate-900">
            {t('detail.photos')}
          </h2>
          <PhotoGrid
            photos={c.photos}
            alt={(index) => t('detail.photoAlt', { n: index + 1, id: c.id, title: c.title })}
            className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3"
            linkClassName="block"
            imageClassName="aspect-square w-full rounded-lg object-cover"
            linkNote={t('detail.fullSize')}
          />
        </section>
      )}
    </div>
  );
}
