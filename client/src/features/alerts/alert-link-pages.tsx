import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageFor } from '../../api';
import { useConfirmAlertMutation, useUnsubscribeAlertMutation } from '../../api/alerts';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';

type Outcome = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * The page an emailed alert link opens: it says what the button does, and only the button's POST changes anything
 * (mail scanners open links; docs/adr/0147-area-alerts.md). `action` is the confirm or unsubscribe mutation.
 */
function AlertLinkPage(props: {
  title: string;
  lead: string;
  button: string;
  doneMessage: string;
  failedMessage: string;
  action(token: string): Promise<unknown>;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await props.action(token);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageFor(error, props.failedMessage) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={props.title} lead={props.lead}>
      {!token ? (
        <FormBanner tone="error">{t('alerts.missingToken')}</FormBanner>
      ) : outcome.kind === 'done' ? (
        <FormBanner tone="success" className="text-base">
          {props.doneMessage}
        </FormBanner>
      ) : (
        <div className="space-y-4">
          {outcome.kind === 'failed' && <FormBanner tone="error">{outcome.message}</FormBanner>}
          <button type="button" className="btn btn-primary" onClick={() => void onClick()} disabled={busy}>
            {props.button}
          </button>
        </div>
      )}
    </Page>
  );
}

/** /alerts/confirm?token=: confirms an address's pending alert by POST /api/alerts/confirm. */
export function ConfirmAlertPage() {
  const { t } = useTranslation(['complaints', 'messages']);
  const [confirm] = useConfirmAlertMutation();
  return (
    <AlertLinkPage
      title={t('alerts.confirmTitle')}
      lead={t('alerts.confirmLead')}
      button={t('alerts.confirm')}
      doneMessage={t('messages:alerts.confirmed')}
      failedMessage={t('alerts.confirmFailed')}
      action={(token) => confirm({ token }).unwrap()}
    />
  );
}

/** /alerts/unsubscribe?token=: stops an alert by POST /api/alerts/unsubscribe (the email's visible unsubscribe link). */
export function UnsubscribeAlertPage() {
  const { t } = useTranslation(['complaints', 'messages']);
  const [unsubscribe] = useUnsubscribeAlertMutation();
  return (
    <AlertLinkPage
      title={t('alerts.unsubscribeTitle')}
      lead={t('alerts.unsubscribeLead')}
      button={t('alerts.unsubscribe')}
      doneMessage={t('messages:alerts.unsubscribed')}
      failedMessage={t('alerts.unsubscribeFailed')}
      action={(token) => unsubscribe({ token }).unwrap()}
    />
  );
}
