import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../components/ui/page';
import { useOnline } from './use-online';

/**
 * /offline: what the installed portal can do without a connection. The top bar's offline notice links
 * here; the service worker serves the app shell for it like for any page.
 */
export function OfflinePage() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const items = [t('offlinePage.works.shell'), t('offlinePage.works.categories'), t('offlinePage.works.draft'), t('offlinePage.works.queue')];
  const needs = [t('offlinePage.needs.lists'), t('offlinePage.needs.account'), t('offlinePage.needs.payments')];
  return (
    <Page title={t('offlinePage.title')} lead={online ? t('offlinePage.leadOnline') : t('offlinePage.leadOffline')}>
      <section aria-labelledby="offline-works" className="space-y-3">
        <h2 id="offline-works" className="text-xl font-semibold text-slate-900">
          {t('offlinePage.worksTitle')}
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="offline-needs" className="mt-6 space-y-3">
        <h2 id="offline-needs" className="text-xl font-semibold text-slate-900">
          {t('offlinePage.needsTitle')}
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-slate-700">
          {needs.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link to="/complaint" className="btn btn-primary">
          {t('offlinePage.fileComplaint')}
        </Link>
      </p>
    </Page>
  );
}
