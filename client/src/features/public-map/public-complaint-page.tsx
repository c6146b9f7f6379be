import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError, useGetPublicComplaintQuery } from '../../api';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { StatusBadge, statusLabel } from '../../components/complaint/status-badge';
import { LoadError } from '../../components/ui/load-error';
import { BackLink, Page } from '../../components/ui/page';
import { formatCoordinates, formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { FeedLink } from '../../components/ui/feed-link';
import { LICENCE_LINK } from '../../components/ui/licence-link';
import { PublicAuthorityAnswer } from './public-authority-answer';
import { PublicDocumentNames } from './public-document-names';
import { FollowButton } from './follow-button';

// Only a resolved complaint offers it: its code (the photo upload) loads with the first such page.
const StillBroken = lazy(() => import('./still-broken'));

/**
 * A complaint's public page while it loads: its heading is the loaded page's own ('Complaint GOA-2026-000123', as
 * wide), so nothing larger is painted when the complaint arrives. The HTML paints the same (client/src/prepaint.tsx).
 */
export function PublicComplaintLoading({ id }: { id: string }) {
  const { t } = useTranslation(['complaints', 'common']);
  return (
    <Page title={t('publicPage.title', { id })} width="wide">
      <p role="status">{t('common:loading')}</p>
    </Page>
  );
}

/**
 * /c/{id}, a complaint's public page: category, issue, status, dates, the village or ULB, the point at
 * about 100 m, the status history (statuses and dates, with each authority answer's words and after-photos unless the
 * portal's moderators hid it) and, where the reporter chose to share them, their
 * title, words and photos. Shareable: the address is the complaint's, and Share copies or shares it.
 */
export function PublicComplaintPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const { id = '' } = useParams();
  const { data: c, error, isLoading, refetch } = useGetPublicComplaintQuery({ id });
  const [copied, setCopied] = useState(false);

  if (isLoading) return <PublicComplaintLoading id={id} />;
  if (!c) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <Page title={missing ? t('messages:publicMap.notFound') : t('publicPage.loadingTitle')}>
        {missing ? <p>{t('publicPage.notFoundLead', { id })}</p> : <LoadError message={t('messages:publicMap.loadFailed')} onRetry={() => void refetch()} />}
        <p className="mt-4">
          <Link to="/map" className="text-brand-700 underline">
            <span aria-hidden="true">←</span> {t('publicPage.backToMap')}
          </Link>
        </p>
      </Page>
    );
  }

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title: t('publicPage.title', { id: c.id }), url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  return (
    <Page title={t('publicPage.title', { id: c.id })} width="wide">
      <BackLink to="/map">{t('publicPage.backToMap')}</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={c.status} />
        <button type="button" className="btn btn-secondary" onClick={() => void share()}>
          {t('publicPage.share')}
        </button>
        <span role="status" className="text-sm text-slate-600">
          {copied ? t('publicPage.copied') : ''}
        </span>
      </div>
      <FollowButton complaintId={c.id} />
      {c.reporterShared && c.title && <p className="mt-4 text-lg font-semibold text-slate-900">{c.title}</p>}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-700">{t('publicPage.category')}</dt>
        <dd>{c.categoryName}</dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.issue')}</dt>
        <dd>{c.subcategoryLabel}</dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.place')}</dt>
        <dd data-testid="public-place">
          {c.place ? (c.place.inferred ? t('publicPage.placeInferred', { label: c.place.label }) : c.place.label) : t('publicPage.placeUnknown')}
        </dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.point')}</dt>
        <dd>{t('publicPage.pointValue', { point: formatCoordinates({ lat: c.lat, lng: c.lng }) })}</dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.filed')}</dt>
        <dd>{formatDate(c.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.updated')}</dt>
        <dd>{formatDate(c.updatedAt)}</dd>
        <dt className="font-semibold text-slate-700">{t('publicPage.support')}</dt>
        <dd data-testid="public-support">{t('nearby.supporters', { count: c.supportCount, n: formatNumber(c.supportCount) })}</dd>
        {c.reporterShared && c.location && (
          <>
            <dt className="font-semibold text-slate-700">{t('publicPage.location')}</dt>
            <dd>{c.landmark ? t('publicPage.locationWithLandmark', { location: c.location, landmark: c.landmark }) : c.location}</dd>
          </>
        )}
      </dl>
      {c.reporterShared && c.description && <p className="mt-4 whitespace-pre-line text-slate-800">{c.description}</p>}
      {!c.reporterShared && <p className="mt-4 text-sm text-slate-600">{t('publicPage.private')}</p>}
      {c.photos.length > 0 && (
        <PhotoGrid
          firstIsLargestPaint
          photos={c.photos}
          alt={(index) => t('publicPage.photoAlt', { n: index + 1 })}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
          linkClassName="block overflow-hidden rounded-lg border border-slate-200"
          imageClassName="h-32 w-full object-cover"
          linkNote={t('publicPage.opensInNewTab')}
        />
      )}
      <PublicDocumentNames complaintId={c.id} />
      <section className="mt-8" aria-labelledby="public-history">
        <h2 id="public-history" className="text-xl font-semibold text-slate-900">
          {t('publicPage.history')}
        </h2>
        <ol className="mt-3 space-y-2">
          {c.history.map((h, index) => (
            <li key={`${h.date}-${index}`} className="text-sm text-slate-800">
              {t('publicPage.historyItem', { status: statusLabel(h.status, t), date: formatDateTime(h.date) })}
              <PublicAuthorityAnswer entry={h} />
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          <FeedLink path={`/feeds/complaints/${c.id}.atom`}>{t('publicPage.feed')}</FeedLink>
        </p>
      </section>
      {c.status === 'resolved' && (
        <Suspense fallback={null}>
          <StillBroken complaintId={c.id} />
        </Suspense>
      )}
      <p className="mt-8 text-sm text-slate-600">
        <Trans t={t} i18nKey="publicPage.license" components={{ licence: LICENCE_LINK }} />
      </p>
    </Page>
  );
}
