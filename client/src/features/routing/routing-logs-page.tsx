import { PAGE_SIZE } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { type RoutingLogResponse, useListRoutingLogsQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { CardTable } from '../../components/ui/card-table';
import { TableHead } from '../../components/ui/table-head';
import { formatDateTime } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { RoutingFrame, TABLE_HEAD } from './routing-frame';
import { ScrollRegion } from '../../components/ui/scroll-region';

const KNOWN_ACTIONS = ['RoutingContactCreated', 'RoutingContactUpdated', 'RoutingContactDeleted', 'RoutingTemplateImported'] as const;

/** A readable action name; unknown event names are shown as they are. */
export function actionLabel(action: string, t: Translate): string {
  const known = KNOWN_ACTIONS.find((a) => a === action);
  return known ? t(`routing:logs.actions.${known}`) : action;
}

/** The confirm-changes list's name of each field a contact event names as changed (entity field → catalogue key). */
const CHANGED_FIELDS: Record<string, string> = {
  authorityEmail: 'authorityEmail',
  authorityDesignation: 'designation',
  authorityName: 'name',
  phone: 'phone',
  active: 'active',
  additionalRecipients: 'recipients',
  escalationLevel: 'escalationLevel',
  language: 'language',
};

const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The Details column, in the language shown, from what the entry records (action, location, category, address,
 * changed fields, counts); the server's English `summary` only for an entry that records nothing else.
 */
export function logDetails(action: string, meta: RoutingLogResponse['meta'], t: Translate): string {
  if (action === 'RoutingTemplateImported') {
    const [updated, created, changed, unchanged, rows] = [meta.updated, meta.created, meta.changed, meta.unchanged, meta.rows].map(count);
    if (updated !== null && created !== null && changed !== null && unchanged !== null && rows !== null) {
      return t('routing:logs.lines.imported', { updated, created, changed, unchanged, rows });
    }
  }
  if (typeof meta.location === 'string') {
    const target = t('routing:logs.details', {
      location: meta.location,
      category: typeof meta.categoryKey === 'string' ? meta.categoryKey : t('routing:defaultCategory'),
    });
    const email = typeof meta.authorityEmail === 'string' ? meta.authorityEmail : '';
    if (action === 'RoutingContactUpdated' && meta.changes && typeof meta.changes === 'object') {
      const fields = Object.keys(meta.changes).map((field) => (CHANGED_FIELDS[field] ? t(`routing:changes.${CHANGED_FIELDS[field]}` as never) : field));
      return t('routing:logs.lines.updated', { target, fields: fields.join(', ') });
    }
    if (email && action === 'RoutingContactCreated') return t('routing:logs.lines.created', { target, email });
    if (email && action === 'RoutingContactDeleted') return t('routing:logs.lines.deleted', { target, email });
    return target;
  }
  if (typeof meta.summary === 'string' && meta.summary) return meta.summary;
  return JSON.stringify(meta);
}

/** Routing Audit Logs (/admin/routing/logs, admin spec section 2): Action, User, Details, When; 20 per page, newest first. */
export function RoutingLogsPage() {
  const { t } = useTranslation(['routing', 'common', 'messages']);
  const { page, setFilters } = useUrlFilters();
  const logs = useListRoutingLogsQuery({ page, limit: PAGE_SIZE.routingLogs });
  const items = logs.data?.items ?? [];

  return (
    <RoutingFrame
      title={t('logs.title')}
      lead={t('logs.lead')}
      actions={
        <button type="button" className="btn btn-secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          {t('common:actions.refresh')}
        </button>
      }
    >
      {logs.isError ? (
        <LoadError message={messageFor(logs.error, t('messages:admin.routing.logsFailed'))} onRetry={() => void logs.refetch()} />
      ) : logs.isLoading ? (
        <p role="status" className="text-slate-600">
          {t('common:loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('messages:admin.routing.noLogs')}</p>
      ) : (
        <ScrollRegion label={t('logs.caption')} className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <CardTable className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={logs.isFetching || undefined}>
            <caption className="sr-only">{t('logs.caption')}</caption>
            <TableHead
              className={TABLE_HEAD}
              cellClassName="px-4 py-3"
              columns={[t('logs.columns.action'), t('logs.columns.user'), t('logs.columns.details'), t('logs.columns.when')]}
            />
            <tbody className="divide-y divide-slate-100">
              {items.map((log) => (
                <tr key={log._id} data-testid="routing-log-row">
                  <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900" title={log.action}>
                    {actionLabel(log.action, t)}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{log.userEmail ?? log.userId ?? t('common:dash')}</td>
                  <td className="px-4 py-3 text-slate-700">{logDetails(log.action, log.meta, t)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </CardTable>
        </ScrollRegion>
      )}
      {logs.data && <Pager label={t('logs.pages')} page={page} pages={logs.data.pages} total={logs.data.total} onPage={(p) => setFilters({ page: p })} />}
    </RoutingFrame>
  );
}
