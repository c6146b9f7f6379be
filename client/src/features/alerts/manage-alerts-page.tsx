import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { messageFor } from '../../api';
import { type AddressAlertResponse, useListAddressAlertsQuery, useUnsubscribeAlertMutation } from '../../api/alerts';
import { LoadError } from '../../components/ui/load-error';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { AlertList, NoAlerts } from './alert-list';

/**
 * /alerts/manage?token=, the page every alert email links to: the alerts of the address the token names
 * (GET /api/alerts/manage), so that a person who subscribed without an account sees them all, each with a Stop button
 * that POSTs that alert's own unsubscribe token (POST /api/alerts/unsubscribe). Opening the page changes nothing.
 */
export function ManageAlertsPage() {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const alerts = useListAddressAlertsQuery(token ? { token } : skipToken);
  const [unsubscribe, { isLoading: stopping }] = useUnsubscribeAlertMutation();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const items = alerts.data?.items ?? [];

  const onStop = async (alert: AddressAlertResponse) => {
    setFailure('');
    setDone(false);
    try {
      await unsubscribe({ token: alert.unsubscribeToken }).unwrap();
      setDone(true);
      void alerts.refetch();
    } catch (error) {
      setFailure(messageFor(error, t('alerts.unsubscribeFailed')));
    }
  };

  return (
    <Page title={t('alerts.manageTitle')} lead={alerts.data ? t('alerts.manageLead', { email: alerts.data.email }) : undefined}>
      {!token && <FormBanner tone="error">{t('alerts.missingToken')}</FormBanner>}
      {done && (
        <FormBanner tone="success" className="mb-4">
          {t('messages:alerts.unsubscribed')}
        </FormBanner>
      )}
      {failure && (
        <FormBanner tone="error" className="mb-4">
          {failure}
        </FormBanner>
      )}
      {alerts.isError && <LoadError message={messageFor(alerts.error, t('alerts.loadFailed'))} onRetry={() => void alerts.refetch()} />}
      {alerts.isLoading && <p className="text-slate-600">{t('common:loading')}</p>}
      {alerts.isSuccess && items.length === 0 && <NoAlerts message={t('alerts.manageEmpty')} />}
      {items.length > 0 && (
        <AlertList
          items={items}
          busy={stopping}
          action={{ label: t('alerts.stop'), accessibleName: (area) => t('alerts.stopLabel', { area }), run: (alert) => void onStop(alert) }}
        />
      )}
    </Page>
  );
}
