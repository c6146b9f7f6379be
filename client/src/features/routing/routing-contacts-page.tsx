import { Messages, PAGE_SIZE, ROUTING_LEVELS, ROUTING_SCOPES, type RoutingLevel, type RoutingScope } from '@civic/contracts';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { type RoutingContactResponse, downloadFile, useDeleteRoutingContactMutation, useListRoutingContactsQuery } from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ContactAddDialog } from './contact-add-dialog';
import { ContactEditDialog } from './contact-edit-dialog';
import { recipientSummary } from './contact-form';
import { LoadError, Pager, RoutingFrame } from './routing-frame';
import { shownError } from './shown-error';

const SEARCH_DEBOUNCE_MS = 400;

const isScope = (v: string | null): v is RoutingScope => (ROUTING_SCOPES as readonly string[]).includes(v ?? '');
const isLevel = (v: string | null): v is RoutingLevel => (ROUTING_LEVELS as readonly string[]).includes(v ?? '');

/** The list's filters, kept in the address so that a reload or a shared link shows the same page. */
function useContactFilters() {
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope');
  const level = params.get('level');
  const active = params.get('active');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = {
    q: params.get('q') ?? '',
    scope: isScope(scope) ? scope : undefined,
    level: isLevel(level) ? level : undefined,
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    page,
  };
  /** Sets filters; any change other than the page goes back to page 1. */
  const set = (patch: Partial<Record<'q' | 'scope' | 'level' | 'active' | 'page', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

/**
 * Routing Contacts (/admin/routing, admin spec section 2): search, scope, level and active filters,
 * Export, Refresh, Add Contact; a table of 20 per page with Edit and Delete.
 */
export function RoutingContactsPage() {
  const id = useId();
  const { filters, set } = useContactFilters();
  const [search, setSearch] = useState(filters.q);
  const [editing, setEditing] = useState<RoutingContactResponse | null>(null);
  const [deleting, setDeleting] = useState<RoutingContactResponse | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  const list = useListRoutingContactsQuery({
    q: filters.q || undefined,
    scope: filters.scope,
    level: filters.level,
    active: filters.active,
    page: filters.page,
    limit: PAGE_SIZE.routingContacts,
  });
  const [remove] = useDeleteRoutingContactMutation();

  // Typing searches after a short pause.
  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => set({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `set` changes on every render; only the typed text matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, filters.q]);

  // After a delete empties the last page, show the new last page.
  const pages = list.data?.pages ?? 1;
  useEffect(() => {
    if (list.data && filters.page > list.data.pages) set({ page: String(list.data.pages) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, filters.page]);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile('/api/admin/geo-routing/export.xlsx', 'routing-contacts.xlsx');
    } catch (error) {
      toast.error(shownError(error, Messages.admin.routing.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (contact: RoutingContactResponse) => {
    setDeleting(null);
    try {
      await remove({ id: contact._id }).unwrap();
      toast.success(Messages.admin.routing.deleted);
    } catch (error) {
      toast.error(shownError(error, Messages.admin.routing.deleteFailed));
    }
  };

  const items = list.data?.items ?? [];
  return (
    <RoutingFrame
      title="Routing Contacts"
      lead="The authority that receives forwarded complaints, per location and category."
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            Add Contact
          </button>
        </>
      }
    >
      <form
        role="search"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: search.trim() });
        }}
      >
        <div>
          <label htmlFor={`${id}-q`} className="field-label">
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="field-input"
            placeholder="Email or location"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-scope`} className="field-label">
            Scope
          </label>
          <select id={`${id}-scope`} className="field-input" value={filters.scope ?? ''} onChange={(e) => set({ scope: e.target.value })}>
            <option value="">All Scopes</option>
            {ROUTING_SCOPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-level`} className="field-label">
            Level
          </label>
          <select id={`${id}-level`} className="field-input" value={filters.level ?? ''} onChange={(e) => set({ level: e.target.value })}>
            <option value="">All Levels</option>
            {ROUTING_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-active`} className="field-label">
            Active
          </label>
          <select
            id={`${id}-active`}
            className="field-input"
            value={filters.active === undefined ? '' : String(filters.active)}
            onChange={(e) => set({ active: e.target.value })}
          >
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </div>
      </form>

      <div className="mt-6">
        {list.isError ? (
          <LoadError message={shownError(list.error, Messages.admin.routing.loadFailed)} onRetry={() => void list.refetch()} />
        ) : list.isLoading ? (
          <p role="status" className="text-slate-600">
            Loading…
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{Messages.admin.routing.noContacts}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={list.isFetching || undefined}>
              <caption className="sr-only">Routing contacts</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Level
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Location
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Authority Email
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((contact) => {
                  const { first, more } = recipientSummary(contact);
                  return (
                    <tr key={contact._id} data-testid="routing-contact-row">
                      <td className="px-4 py-3 text-slate-700">{contact.level}</td>
                      <td className="px-4 py-3 text-slate-900">
                        {contact.location}
                        <span className="ml-2 text-xs text-slate-500">{contact.scope}</span>
                        {!contact.active && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Inactive</span>}
                      </td>
                      <td className="px-4 py-3 text-slate-700">{contact.categoryKey ?? 'Default'}</td>
                      <td className="px-4 py-3 text-slate-900">
                        {first}
                        {more > 0 && <span className="ml-1 text-slate-500">+{more} more</span>}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-2">
                          <button type="button" className="btn btn-secondary px-3 py-1" onClick={() => setEditing(contact)}>
                            Edit<span className="sr-only"> contact for {contact.location}</span>
                          </button>
                          <button type="button" className="btn btn-ghost px-3 py-1 text-red-700" onClick={() => setDeleting(contact)}>
                            Delete<span className="sr-only"> contact for {contact.location}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {list.data && (
          <Pager label="Routing contacts pages" page={filters.page} pages={pages} total={list.data.total} onPage={(p) => set({ page: String(p) })} />
        )}
      </div>

      {editing && <ContactEditDialog key={editing._id} contact={editing} onClose={() => setEditing(null)} />}
      {adding && <ContactAddDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete routing contact?"
        message={
          deleting
            ? `The ${deleting.categoryKey ?? 'Default'} contact for ${deleting.location} (${deleting.authorityEmail}) will be removed. Complaints there will fall back to the next level.`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </RoutingFrame>
  );
}
