import { COMPLAINT_STATUSES, type ComplaintStatus, PAGE_SIZE } from '@civic/contracts';
import { useEffect, useId, useState } from 'react';
import { CardTable } from '../../components/ui/card-table';
import { MenuButton } from '../../components/ui/menu-button';
import toast from '../../components/ui/notify';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor, saveFile } from '../../api/index';
import { type AdminComplaintResponse, adminApi, useListAdminComplaintsQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { TableHead } from '../../components/ui/table-head';
import { ComplaintDetailsPanel } from './complaint-details-panel';
import { recipientSummary, searchPage } from './desk-rules';
import { StatusBadge, isComplaintStatus, statusLabel } from '../../components/complaint/status-badge';
import { formatDate } from '../../i18n/format';
import { ArchivedBadge } from './archived-badge';
import { QuickUpdateForm } from './quick-update-form';
import { type DeskActions, useDeskActions } from './use-desk-actions';
import { ScrollRegion } from '../../components/ui/scroll-region';

type Filter = 'all' | ComplaintStatus;
const FILTERS: readonly Filter[] = ['all', ...COMPLAINT_STATUSES];

/**
 * Admin Complaints (/admin/complaints, admin spec sections 2, 4, 5 and 8): status filters, archived-only
 * view, a search over the current page, paging, Refresh, the routing template download and reminder, one row
 * per complaint with its quick update, the details side panel and the confirm and routing dialogs. Filters,
 * page and the open complaint are kept in the address, so Refresh and Back keep the view.
 */
export function AdminComplaintsPage() {
  // flushSync: controlled inputs (the archived checkbox) show their new state at once, not after a transition.
  const { params, page, setFilters: update } = useUrlFilters({ flushSync: true });
  const rawStatus = params.get('status');
  const filter: Filter = isComplaintStatus(rawStatus) ? rawStatus : 'all';
  const archived = params.get('archived') === '1';
  const overdue = params.get('overdue') === '1';
  const answered = params.get('answered') === '1';
  const returned = params.get('returned') === '1';
  const sortByDue = params.get('sort') === 'due';
  const repliesToReview = params.get('replies') === '1';
  const openId = params.get('id');
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [search, setSearch] = useState('');
  const ids = useId();

  const actions = useDeskActions({ onDeleted: (id) => id === openId && update({ id: null }) });
  const list = useListAdminComplaintsQuery(
    {
      status: filter === 'all' ? undefined : filter,
      page,
      limit: PAGE_SIZE.adminComplaints,
      archived,
      overdue: overdue || undefined,
      answered: answered || undefined,
      returned: returned || undefined,
      sort: sortByDue ? 'due' : undefined,
      repliesToReview: repliesToReview || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const data = list.data;

  // A page beyond the last one (after deletes or archiving) moves back to the last page.
  useEffect(() => {
    if (data && page > data.pages) update({ page: data.pages > 1 ? data.pages : null }, { flushSync: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [data?.pages, page]);

  const shown = searchPage(data?.items ?? [], search);
  const pages = data?.pages ?? 1;

  const [fetchTemplate] = adminApi.endpoints.downloadRoutingTemplate.useLazyQuery();
  const downloadTemplate = async () => {
    try {
      saveFile(await fetchTemplate().unwrap(), 'routing-template.xlsx');
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.complaints.downloadTemplateFailed')));
    }
  };

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <aside
        className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
        aria-label={t('reminder.label')}
        data-testid="routing-reminder"
      >
        <Trans
          t={t}
          i18nKey="reminder.text"
          components={{
            strong: <strong />,
            contacts: <Link to="/admin/routing" className="font-semibold underline" />,
            template: <Link to="/admin/routing/template" className="font-semibold underline" />,
          }}
        />
      </aside>

      <div className="mt-6 flex flex-wrap items-center gap-2" role="group" aria-label={t('filterByStatus')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => update({ status: f === 'all' ? null : f, page: null })}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${filter === f ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'}`}
          >
            {f === 'all' ? t('all') : statusLabel(f, t)}
          </button>
        ))}
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={archived} onChange={(e) => update({ archived: e.target.checked ? '1' : null, page: null })} />
          {t('archivedOnly')}
        </label>
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={overdue} onChange={(e) => update({ overdue: e.target.checked ? '1' : null, page: null })} />
          {t('overdueOnly')}
        </label>
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={answered} onChange={(e) => update({ answered: e.target.checked ? '1' : null, page: null })} />
          {t('answeredByAuthority')}
        </label>
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={returned} onChange={(e) => update({ returned: e.target.checked ? '1' : null, page: null })} />
          {t('returnedByAuthority')}
        </label>
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={sortByDue} onChange={(e) => update({ sort: e.target.checked ? 'due' : null, page: null })} />
          {t('sortByDue')}
        </label>
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={repliesToReview}
            onChange={(e) => update({ replies: e.target.checked ? '1' : null, page: null })}
          />
          {t('repliesToReviewOnly')}
        </label>
      </div>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor={`${ids}-search`} className="field-label">
            {t('searchLabel')}
          </label>
          <input id={`${ids}-search`} type="search" className="field-input w-80" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            <Trans t={t} i18nKey="total" values={{ total: data?.total ?? 0 }} components={{ strong: <strong data-testid="complaints-total" /> }} />
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('common:actions.refresh')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void downloadTemplate()}>
            {t('downloadTemplate')}
          </button>
        </div>
      </div>

      {list.isError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200" data-testid="complaints-error">
          {messageFor(list.error, t('messages:admin.complaints.loadFailed'))}
        </p>
      )}
      {list.isLoading && <p className="mt-6 text-slate-600">{t('loading')}</p>}

      {data && (
        <ScrollRegion label={t('tableLabel')} className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <CardTable className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t('tableLabel')} aria-busy={list.isFetching}>
            <TableHead
              className="bg-slate-50 text-left text-slate-900"
              cellClassName="px-3 py-2"
              columns={[
                t('columns.id'),
                t('columns.complaint'),
                t('columns.authority'),
                t('columns.reporter'),
                t('columns.status'),
                t('columns.submitted'),
                t('columns.quickUpdate'),
              ]}
            />
            <tbody className="divide-y divide-slate-100 align-top">
              {shown.length === 0 && (
                <tr>
                  <td colSpan={7} className="px-3 py-8 text-center text-slate-600">
                    {data.items.length === 0 ? (archived ? t('noArchived') : t('noComplaints')) : t('noMatch')}
                  </td>
                </tr>
              )}
              {shown.map((c) => (
                <ComplaintRow key={c.id} complaint={c} actions={actions} onViewDetails={() => update({ id: c.id })} />
              ))}
            </tbody>
          </CardTable>
        </ScrollRegion>
      )}

      {data && <Pager label={t('pages')} page={page} pages={pages} onPage={(p) => update({ page: p > 1 ? p : null })} />}

      {openId && <ComplaintDetailsPanel key={openId} id={openId} actions={actions} onClose={() => update({ id: null })} />}
      {actions.dialogs}
    </AdminPage>
  );
}

function ComplaintRow({ complaint: c, actions, onViewDetails }: { complaint: AdminComplaintResponse; actions: DeskActions; onViewDetails: () => void }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const { primary, more } = recipientSummary(c.authorityRecipients);
  return (
    <tr data-testid="complaint-row" data-complaint-id={c.id}>
      <td className="px-3 py-3 font-mono text-xs whitespace-nowrap text-slate-700">
        {c.id}
        <span className="mt-1 block font-sans text-slate-600" data-testid="complaint-channel">
          {t(`channels.${c.channel}`)}
        </span>
      </td>
      <td className="max-w-xs px-3 py-3">
        <p className="font-semibold text-slate-900">
          {c.title}
          {c.archived && <ArchivedBadge />}
        </p>
        {c.repliesToReview > 0 && (
          <button
            type="button"
            onClick={onViewDetails}
            className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-200"
            data-testid="replies-to-review"
          >
            {t('replies.toReview', { count: c.repliesToReview })}
          </button>
        )}
        <p className="mt-0.5 text-slate-600">
          {c.categoryName} · {c.location}
        </p>
      </td>
      <td className="card-hide px-3 py-3 break-all text-slate-700">
        {primary ? (
          <>
            {primary}
            {more > 0 && <span className="ml-1 whitespace-nowrap text-slate-500">{t('moreRecipients', { n: more })}</span>}
          </>
        ) : (
          <span className="text-slate-600">{t('none')}</span>
        )}
      </td>
      <td className="card-hide px-3 py-3 break-all text-slate-700">
        {c.createdBy.email ?? <span className="text-slate-500">{t('messages:admin.users.deletedUser')}</span>}
      </td>
      <td className="px-3 py-3">
        <StatusBadge status={c.status} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        {formatDate(c.submittedDate)}
        {c.overdueDays > 0 && <p className="text-xs font-semibold text-red-800">{t('overdueDays', { count: c.overdueDays })}</p>}
        {c.returned && (
          <p className="text-xs font-semibold whitespace-normal text-amber-900" data-testid="returned-note">
            {t('returnedBy', { authority: c.returned.authorityName })}
            {c.returned.suggestedOffice || c.returned.suggestedEmail
              ? ` · ${t('suggested', { office: [c.returned.suggestedOffice, c.returned.suggestedEmail].filter(Boolean).join(', ') })}`
              : ''}
          </p>
        )}
      </td>
      <td className="px-3 py-3 sm:min-w-[22rem]">
        {/* On a phone the card keeps what a decision needs; the status change is in the details panel (Update status). */}
        <div className="max-sm:hidden">
          <QuickUpdateForm key={`${c.status}:${c.updates.length}:${c.archived}`} complaint={c} actions={actions} layout="row" />
        </div>
        <div className="sm:mt-2">
          <MenuButton
            label={t('rowActions.button')}
            accessibleLabel={t('rowActions.label', { id: c.id })}
            actions={[
              { label: t('quickUpdate.viewDetails'), onSelect: onViewDetails },
              { label: c.archived ? t('quickUpdate.restore') : t('quickUpdate.archive'), onSelect: () => actions.askArchive(c) },
              { label: t('common:actions.delete'), onSelect: () => actions.askDelete(c), danger: true },
            ]}
          />
        </div>
      </td>
    </tr>
  );
}
