import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../app/use-online';
import { useOfflineQueue } from './use-offline-queue';

/**
 * 'Send now' for a complaint queued offline (the wizard's queued view): a chunk of its own with the queue's sending
 * code, which the wizard's first step does not need.
 */
export function SendQueuedButton() {
  const { t } = useTranslation('complaints');
  const online = useOnline();
  const { sendNow } = useOfflineQueue();
  return (
    <button type="button" className="btn btn-primary" disabled={!online} onClick={() => void sendNow()}>
      {online ? t('offline.sendNow') : t('offline.waiting')}
    </button>
  );
}
