import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api';
import type { AlertResponse } from '../../api/alerts';
import { formatDate } from '../../i18n/format';
import { alertAreaName } from './alert-words';

/**
 * A list of area alerts (My alerts, and an address's list from an alert email): each with its area, categories, what it
 * reports, how often and its state, and one button (`action`: its label and the accessible name that names the area).
 */
export function AlertList<T extends AlertResponse>(props: {
  items: T[];
  busy: boolean;
  action: { label: string; accessibleName(area: string): string; run(alert: T): void };
}) {
  const { t } = useTranslation(['complaints', 'common']);
  const categories = useListCategoriesQuery().data?.items ?? [];
  const categoryNames = (keys: string[]) =>
    keys.length ? keys.map((key) => categories.find((c) => c.key === key)?.name ?? key).join(', ') : t('alerts.everyCategory');
  const statusOf = (alert: AlertResponse) =>
    alert.status === 'active' ? t('alerts.statusActive') : alert.status === 'pending' ? t('alerts.statusPending') : t('alerts.statusPaused');

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {props.items.map((alert) => {
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
              onClick={() => props.action.run(alert)}
              disabled={props.busy}
              aria-label={props.action.accessibleName(area)}
            >
              {props.action.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Where alerts are added. */
const MAP_PATH = '/map';

/** What a list of alerts says when it has none (`message`), with the link to the map, where alerts are added. */
export function NoAlerts({ message }: { message: string }) {
  const { t } = useTranslation(['complaints']);
  return (
    <p className="text-slate-700">
      {message}{' '}
      <Link to={MAP_PATH} className="text-brand-700 underline">
        {t('alerts.toMap')}
      </Link>
    </p>
  );
}
