import { NEARBY_MAX_AGE_DAYS, NEARBY_RADIUS_METRES } from '@civic/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor, useListNearbyComplaintsQuery, useMeTooComplaintMutation } from '../../api';
import { StatusBadge } from '../../components/complaint/status-badge';
import { formatDate, formatNumber } from '../../i18n/format';

/**
 * 'Me too' in the wizard: once the category and the pin are known, the open complaints of that category
 * within 150 m filed in the last 90 days, each with a 'Me too' button (none on the citizen's own complaint, nor twice).
 * Says nothing when there are none, so that filing is not slowed down.
 */
export function NearbyComplaints({
  category,
  categoryName,
  pin,
  onSupported,
}: {
  category: string;
  categoryName: string;
  pin: { lat: number; lng: number };
  onSupported(result: { id: string; supportCount: number }): void;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const query = useListNearbyComplaintsQuery({ lat: pin.lat, lng: pin.lng, category });
  const [meToo, { isLoading }] = useMeTooComplaintMutation();
  const [error, setError] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;

  const support = async (id: string) => {
    setError(null);
    try {
      onSupported(await meToo({ id }).unwrap());
    } catch (e) {
      setError(messageFor(e, t('nearby.failed')));
    }
  };

  return (
    <section className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4" aria-labelledby="nearby-title" data-testid="nearby-complaints">
      <h3 id="nearby-title" className="text-lg font-semibold text-slate-900">
        {t('nearby.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('nearby.lead', { category: categoryName, metres: formatNumber(NEARBY_RADIUS_METRES), days: formatNumber(NEARBY_MAX_AGE_DAYS) })}
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
            data-testid="nearby-item"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span className="font-mono">{c.id}</span> · {c.subcategoryLabel}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <StatusBadge status={c.status} />
                <span>{t('nearby.where', { metres: formatNumber(c.distanceMetres), date: formatDate(c.requestedAt) })}</span>
                <span>{t('nearby.supporters', { count: c.supportCount, n: formatNumber(c.supportCount) })}</span>
              </p>
            </div>
            {c.mine ? (
              <span className="text-sm font-medium text-slate-600">{t('nearby.mine')}</span>
            ) : c.supportedByMe ? (
              <span className="text-sm font-medium text-emerald-700">{t('nearby.supported')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={isLoading}
                onClick={() => void support(c.id)}
                aria-label={t('nearby.meTooLabel', { id: c.id })}
              >
                {t('nearby.meToo')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** After 'Me too': the complaint the citizen joined, instead of the filing success screen. */
export function MeTooSuccess({ id, supportCount, onFileAnother }: { id: string; supportCount: number; onFileAnother(): void }) {
  const { t } = useTranslation(['complaints']);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="me-too-success">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700" aria-hidden="true">
        ✓
      </span>
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{t('meTooDone.title')}</h1>
      <p className="mt-3 text-lg text-slate-700" role="status">
        {t('meTooDone.body', { id, count: supportCount + 1, n: formatNumber(supportCount + 1) })}
      </p>
      <p className="mt-2 text-slate-600">{t('meTooDone.noQuota')}</p>
      <p className="mt-2 text-slate-600">
        {t('meTooDone.following')}{' '}
        <Link to={`/c/${encodeURIComponent(id)}`} className="font-semibold text-brand-700 underline">
          {t('unfollowPage.open')}
        </Link>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={onFileAnother}>
          {t('meTooDone.fileAnother')}
        </button>
      </div>
    </div>
  );
}
