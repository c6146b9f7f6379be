import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnline } from '../use-online';

/** A bar under the top bar while the browser is offline, linking to /offline. Announced politely. */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950" data-testid="offline-notice">
          {t('offlineNotice.message')}{' '}
          <Link to="/offline" className="font-semibold underline">
            {t('offlineNotice.link')}
          </Link>
        </p>
      )}
    </div>
  );
}
