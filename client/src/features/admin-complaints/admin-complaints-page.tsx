import { COMPLAINT_STATUSES, type ComplaintStatus, Messages, PAGE_SIZE } from '@civic/contracts';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { type AdminComplaintResponse, downloadFile, useListAdminComplaintsQuery } from '../../api/index';
import { Page } from '../../components/ui/page';
import { ComplaintDetailsPanel } from './complaint-details-panel';
import { pageLabel, recipientSummary, searchPage } from './desk-rules';
import { failureMessage } from './failure';
import { ArchivedBadge, STATUS_LABELS, StatusBadge, formatDate, isComplaintStatus } from './format';
import { QuickUpdateForm } from './quick-update-form';
import { type DeskActions, useDeskActions } from './use-desk-actions';

const M = Messages.admin.complaints;
type Filter = 'all' | ComplaintStatus;
const FILTERS: readonly Filter[] = ['all', ...COMPLAINT_STATUSES];

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * Admin Complaints (/admin/complaints, admin spec sections 2, 4, 5 and 8): status filters, archived-only
 * view, a search over the current page, paging, Refresh, the routing template download and reminder, one row
 * per complaint with its quick update, the details side panel and the confirm and routing dialogs. Filters,
 * page and the open complaint are kept in the address, so Refresh and Back keep the view.
 */
export function AdminComplaintsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const filter: Filter = isComplaintStatus(rawStatus) ? rawStatus : 'all';
  const archived = params.get('archived') === '1';
  const page = pageParam(params.get('page'));
  const openId = params.get('id');
  const [search, setSearch] = useState('');
  const ids = useId();

  // flushSync: controlled inputs (the archived checkbox) show their new state at once, not after a transition.
  const update = (changes: Record<string, string | null>, flushSync = true) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { flushSync },
    );

  const actions = useDeskActions({ onDeleted: (id) => id === openId && update({ id: null }) });
  const list = useListAdminComplaintsQuery(
    { status: filter === 'all' ? undefined : filter, page, limit: PAGE_SIZE.adminComplaints, archived },
    { refetchOnMountOrArgChange: true },
  );
  const data = list.data;

  // A page beyond the last one (after deletes or archiving) moves back to the last page.
  useEffect(() => {
    if (data && page > data.pages) update({ page: data.pages > 1 ? String(data.pages) : null }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [data?.pages, page]);

  const shown = searchPage(data?.items ?? [], search);
  const pages = data?.pages ?? 1;

  const downloadTemplate = async () => {
    try {
      await downloadFile('/api/admin/geo-routing/template.xlsx', 'routing-template.xlsx');
    } catch (error) {
      toast.error(failureMessage(error, M.downloadTemplateFailed));
    }
  };

  return (
    <Page title="Complaints" lead="Review complaints, keep reporters informed and forward them to the responsible authority." width="wide">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>

      <aside
        className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
        aria-label="Routing reminder"
        data-testid="routing-reminder"
      >
        <strong>Routing reminder:</strong> a complaint is forwarded to the routing contact of its deepest known location (Rural: village, then taluka, then
        district; Urban: ULB, then district). Before forwarding, make sure that level has a contact with an email: add it in{' '}
        <Link to="/admin/routing" className="font-semibold underline">
          Routing Contacts
        </Link>{' '}
        or fill it in the{' '}
        <Link to="/admin/routing/template" className="font-semibold underline">
          Routing Template
        </Link>
        .
      </aside>

      <div className="mt-6 flex flex-wrap items-center gap-2" role="group" aria-label="Filter by status">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => update({ status: f === 'all' ? null : f, page: null })}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${filter === f ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'}`}
          >
            {f === 'all' ? 'All' : STATUS_LABELS[f]}
          </button>
        ))}
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={archived} onChange={(e) => update({ archived: e.target.checked ? '1' : null, page: null })} />
          Show archived only
        </label>
      </div>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor={`${ids}-search`} className="field-label">
            Search this page (title, category, location)
          </label>
          <input id={`${ids}-search`} type="search" className="field-input w-80" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            Total: <strong data-testid="complaints-total">{data?.total ?? 0}</strong>
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void downloadTemplate()}>
            Download Routing Template
          </button>
        </div>
      </div>

      {list.isError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200" data-testid="complaints-error">
          {failureMessage(list.error, M.loadFailed)}
        </p>
      )}
      {list.isLoading && <p className="mt-6 text-slate-600">Loading complaints…</p>}

      {data && (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label="Complaints" aria-busy={list.isFetching}>
            <thead className="bg-slate-50 text-left text-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  ID
                </th>
                <th scope="col" className="px-3 py-2">
                  Complaint
                </th>
                <th scope="col" className="px-3 py-2">
                  Authority
                </th>
                <th scope="col" className="px-3 py-2">
                  Reporter
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Submitted
                </th>
                <th scope="col" className="px-3 py-2">
                  Quick update
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {shown.length === 0 && (
                <tr>
                  <td colSpan={7} className="px-3 py-8 text-center text-slate-600">
                    {data.items.length === 0 ? (archived ? 'No archived complaints.' : 'No complaints.') : 'No complaint on this page matches the search.'}
                  </td>
                </tr>
              )}
              {shown.map((c) => (
                <ComplaintRow key={c.id} complaint={c} actions={actions} onViewDetails={() => update({ id: c.id })} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3">
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}>
            Prev
          </button>
          <span className="text-sm text-slate-700" data-testid="page-label">
            {pageLabel(page, pages)}
          </span>
          <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
            Next
          </button>
        </nav>
      )}

      {openId && <ComplaintDetailsPanel key={openId} id={openId} actions={actions} onClose={() => update({ id: null })} />}
      {actions.dialogs}
    </Page>
  );
}

function ComplaintRow({ complaint: c, actions, onViewDetails }: { complaint: AdminComplaintResponse; actions: DeskActions; onViewDetails: () => void }) {
  const { primary, more } = recipientSummary(c.authorityRecipients);
  return (
    <tr data-testid="complaint-row" data-complaint-id={c.id}>
      <td className="px-3 py-3 font-mono text-xs whitespace-nowrap text-slate-700">{c.id}</td>
      <td className="max-w-xs px-3 py-3">
        <p className="font-semibold text-slate-900">
          {c.title}
          {c.archived && <ArchivedBadge />}
        </p>
        <p className="mt-0.5 text-slate-600">
          {c.categoryName} · {c.location}
        </p>
      </td>
      <td className="px-3 py-3 break-all text-slate-700">
        {primary ? (
          <>
            {primary}
            {more > 0 && <span className="ml-1 whitespace-nowrap text-slate-500">+{more} more</span>}
          </>
        ) : (
          <span className="text-slate-400">None</span>
        )}
      </td>
      <td className="px-3 py-3 break-all text-slate-700">{c.createdBy.email ?? <span className="text-slate-400">—</span>}</td>
      <td className="px-3 py-3">
        <StatusBadge status={c.status} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatDate(c.submittedDate)}</td>
      <td className="min-w-[22rem] px-3 py-3">
        <QuickUpdateForm key={`${c.status}:${c.updates.length}:${c.archived}`} complaint={c} actions={actions} onViewDetails={onViewDetails} layout="row" />
      </td>
    </tr>
  );
}
