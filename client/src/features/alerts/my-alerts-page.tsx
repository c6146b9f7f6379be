import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor, useListCategoriesQuery } from '../../api';
import { type AlertResponse, useDeleteAlertMutation, useListMyAlertsQuery } from '../../api/alerts';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';
import { alertAreaName } from './alert-words';

/** Where alerts are added. */
const MAP_PATH = '/map';

/**
 * /alerts, My alerts (signed in): the caller's area alerts (GET /api/alerts) with their area, categories, what they
 * report, how often and their state, each with a Delete button (DELETE /api/alerts/{id}). New ones are made on the map.
 */
export function MyAlertsPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const alerts = useListMyAlertsQuery();
  const categories = useListCategoriesQuery().data?.items ?? [];
  const [remove, { isLoading: deleting }] = useDeleteAlertMutation();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const items = alerts.data?.items ?? [];
  const categoryNames = (keys: string[]) =>
    keys.length ? keys.map((key) => categories.find((c) => c.key === key)?.name ?? key).join(', ') : t('alerts.everyCategory');
  const statusOf = (alert: AlertResponse) =>
    alert.status === 'active' ? t('alerts.statusActive') : alert.status === 'pending' ? t('alerts.statusPending') : t('alerts.statusPaused');

  const onDelete = async (alert: AlertResponse) => {
    setFailure('');
    setDone(false);
    try {
      await remove({ id: alert.id }).unwrap();
      setDone(true);
    } catch (error) {
      setFailure(messageFor(error, t('alerts.deleteFailed')));
    }
  };

  return (
    <Page title={t('alerts.mineTitle')} lead={t('alerts.mineLead')}>
      {done && (
        <FormBanner tone="success" className="mb-4">
          {t('messages:alerts.deleted')}
        </FormBanner>
      )}
      {failure && (
        <FormBanner tone="error" className="mb-4">
          {failure}
        </FormBanner>
      )}
      {alerts.isError && <LoadError message={t('alerts.loadFailed')} onRetry={() => void alerts.refetch()} />}
      {alerts.isLoading && <p className="text-slate-600">{t('common:loading')}</p>}
      {alerts.isSuccess && items.length === 0 && (
        <p className="text-slate-700">
          {t('alerts.mineEmpty')}{' '}
          <Link to={MAP_PATH} className="text-brand-700 underline">
            {t('alerts.toMap')}
          </Link>
        </p>
      )}
      {items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((alert) => {
            const area = alertAreaName(alert, t);
            const what = [
              alert.events.includes('new') ? t('alerts.eventNew') : '',
              alert.events.includes('updates') ? t('alerts.eventUpdates') : '',
              alert.frequency === 'instant' ? t('alerts.instant') : t('alerts.daily'),
            ].filter(Boolean);
            return (
              <li key={alert.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{area}</p>
                  <p className="text-sm text-slate-700">{categoryNames(alert.categories)}</p>
                  <p className="text-sm text-slate-700">{what.join(' · ')}</p>
                  <p className="text-sm text-slate-600">
                    {statusOf(alert)} · {formatDate(alert.createdAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => void onDelete(alert)}
                  disabled={deleting}
                  aria-label={t('alerts.deleteLabel', { area })}
                >
                  {t('alerts.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
