import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { type AlertResponse, useDeleteAlertMutation, useListMyAlertsQuery } from '../../api/alerts';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { AlertList, NoAlerts } from './alert-list';

/**
 * /alerts, My alerts (signed in): the caller's area alerts (GET /api/alerts) with their area, categories, what they
 * report, how often and their state, each with a Delete button (DELETE /api/alerts/{id}). New ones are made on the map.
 */
export function MyAlertsPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const alerts = useListMyAlertsQuery();
  const [remove, { isLoading: deleting }] = useDeleteAlertMutation();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const items = alerts.data?.items ?? [];

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
      {alerts.isSuccess && items.length === 0 && <NoAlerts message={t('alerts.mineEmpty')} />}
      {items.length > 0 && (
        <AlertList
          items={items}
          busy={deleting}
          action={{ label: t('alerts.delete'), accessibleName: (area) => t('alerts.deleteLabel', { area }), run: (alert) => void onDelete(alert) }}
        />
      )}
    </Page>
  );
}
