import { Messages, PAGE_SIZE } from '@civic/contracts';
import { useSearchParams } from 'react-router-dom';
import { type RoutingLogResponse, useListRoutingLogsQuery } from '../../api';
import { LoadError, Pager, RoutingFrame } from './routing-frame';
import { shownError } from './shown-error';

const ACTION_LABELS: Record<string, string> = {
  RoutingContactCreated: 'Contact created',
  RoutingContactUpdated: 'Contact updated',
  RoutingContactDeleted: 'Contact deleted',
  RoutingTemplateImported: 'Template imported',
};

/** A readable action name; unknown event names are shown as they are. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** The Details column: the entry's summary, else its location and category, else its raw data. */
export function logDetails(meta: RoutingLogResponse['meta']): string {
  if (typeof meta.summary === 'string' && meta.summary) return meta.summary;
  if (typeof meta.location === 'string') return `${meta.location} (${typeof meta.categoryKey === 'string' ? meta.categoryKey : 'Default'})`;
  return JSON.stringify(meta);
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Routing Audit Logs (/admin/routing/logs, admin spec section 2): Action, User, Details, When; 20 per page, newest first. */
export function RoutingLogsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const logs = useListRoutingLogsQuery({ page, limit: PAGE_SIZE.routingLogs });
  const items = logs.data?.items ?? [];

  return (
    <RoutingFrame
      title="Routing Audit Logs"
      lead="Every change to the routing contacts: who made it and when."
      actions={
        <button type="button" className="btn btn-secondary" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          Refresh
        </button>
      }
    >
      {logs.isError ? (
        <LoadError message={shownError(logs.error, Messages.admin.routing.logsFailed)} onRetry={() => void logs.refetch()} />
      ) : logs.isLoading ? (
        <p role="status" className="text-slate-600">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{Messages.admin.routing.noLogs}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={logs.isFetching || undefined}>
            <caption className="sr-only">Routing audit log</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  User
                </th>
                <th scope="col" className="px-4 py-3">
                  Details
                </th>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((log) => (
                <tr key={log._id} data-testid="routing-log-row">
                  <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900" title={log.action}>
                    {actionLabel(log.action)}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{log.userEmail ?? log.userId ?? '—'}</td>
                  <td className="px-4 py-3 text-slate-700">{logDetails(log.meta)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={log.createdAt}>{when.format(new Date(log.createdAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {logs.data && (
        <Pager
          label="Audit log pages"
          page={page}
          pages={logs.data.pages}
          total={logs.data.total}
          onPage={(p) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(p));
              return next;
            })
          }
        />
      )}
    </RoutingFrame>
  );
}
