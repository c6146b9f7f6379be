import { PAGE_SIZE, ROUTING_LEVELS, ROUTING_SCOPES, type RoutingLevel, type RoutingScope } from '@civic/contracts';
import { useEffect, useId, useState } from 'react';
import { CardTable } from '../../components/ui/card-table';
import toast from '../../components/ui/notify';
import { formatDate } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { messageFor, saveFile } from '../../api';
import { type RoutingContactResponse, adminApi, useDeleteRoutingContactMutation, useListRoutingContactsQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ContactAddDialog } from './contact-add-dialog';
import { ContactEditDialog } from './contact-edit-dialog';
import { recipientSummary } from './contact-form';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { TableHead } from '../../components/ui/table-head';
import { RoutingFrame, TABLE_HEAD } from './routing-frame';
import { ScrollRegion } from '../../components/ui/scroll-region';

const SEARCH_DEBOUNCE_MS = 400;

const isScope = (v: string | null): v is RoutingScope => (ROUTING_SCOPES as readonly string[]).includes(v ?? '');
const isLevel = (v: string | null): v is RoutingLevel => (ROUTING_LEVELS as readonly string[]).includes(v ?? '');

/** The list's filters, kept in the address so that a reload or a shared link shows the same page. */
function useContactFilters() {
  const { params, page, setFilters } = useUrlFilters({ replace: true, resetPage: true });
  const scope = params.get('scope');
  const level = params.get('level');
  const active = params.get('active');
  const filters = {
    q: params.get('q') ?? '',
    scope: isScope(scope) ? scope : undefined,
    level: isLevel(level) ? level : undefined,
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    page,
  };
  /** Sets filters; any change other than the page goes back to page 1. */
  const set = (patch: Partial<Record<'q' | 'scope' | 'level' | 'active' | 'page', string>>) => setFilters(patch);
  return { filters, set };
}

/**
 * Routing Contacts (/admin/routing, admin spec section 2): search, scope, level and active filters,
 * Export, Refresh, Add Contact; a table of 20 per page with Edit and Delete.
 */
export function RoutingContactsPage() {
  const { t } = useTranslation(['routing', 'common', 'messages']);
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
  const [exportContacts] = adminApi.endpoints.exportRoutingContacts.useLazyQuery();

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
      saveFile(await exportContacts().unwrap(), 'routing-contacts.xlsx');
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.routing.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (contact: RoutingContactResponse) => {
    setDeleting(null);
    try {
      await remove({ id: contact._id }).unwrap();
      toast.success(t('messages:admin.routing.deleted'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.routing.deleteFailed')));
    }
  };

  const items = list.data?.items ?? [];
  return (
    <RoutingFrame
      title={t('contacts.title')}
      lead={t('contacts.lead')}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? t('contacts.exporting') : t('contacts.export')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('common:actions.refresh')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('contacts.add')}
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
            {t('contacts.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="field-input"
            placeholder={t('contacts.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-scope`} className="field-label">
            {t('contacts.scope')}
          </label>
          <select id={`${id}-scope`} className="field-input" value={filters.scope ?? ''} onChange={(e) => set({ scope: e.target.value })}>
            <option value="">{t('contacts.allScopes')}</option>
            {ROUTING_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`common:routingScope.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-level`} className="field-label">
            {t('contacts.level')}
          </label>
          <select id={`${id}-level`} className="field-input" value={filters.level ?? ''} onChange={(e) => set({ level: e.target.value })}>
            <option value="">{t('contacts.allLevels')}</option>
            {ROUTING_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`common:routingLevel.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-active`} className="field-label">
            {t('contacts.active')}
          </label>
          <select
            id={`${id}-active`}
            className="field-input"
            value={filters.active === undefined ? '' : String(filters.active)}
            onChange={(e) => set({ active: e.target.value })}
          >
            <option value="">{t('contacts.all')}</option>
            <option value="true">{t('contacts.activeOption')}</option>
            <option value="false">{t('contacts.inactiveOption')}</option>
          </select>
        </div>
      </form>

      <div className="mt-6">
        {list.isError ? (
          <LoadError message={messageFor(list.error, t('messages:admin.routing.loadFailed'))} onRetry={() => void list.refetch()} />
        ) : list.isLoading ? (
          <p role="status" className="text-slate-600">
            {t('common:loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('messages:admin.routing.noContacts')}</p>
        ) : (
          <ScrollRegion label={t('contacts.tableCaption')} className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <CardTable className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={list.isFetching || undefined}>
              <caption className="sr-only">{t('contacts.tableCaption')}</caption>
              <TableHead
                className={TABLE_HEAD}
                cellClassName="px-4 py-3"
                columns={[
                  t('contacts.columns.level'),
                  t('contacts.columns.location'),
                  t('contacts.columns.category'),
                  t('contacts.columns.email'),
                  t('contacts.columns.actions'),
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {items.map((contact) => {
                  const { first, more } = recipientSummary(contact);
                  return (
                    <tr key={contact._id} data-testid="routing-contact-row">
                      <td className="px-4 py-3 text-slate-700">{t(`common:routingLevel.${contact.level}`)}</td>
                      <td className="px-4 py-3 text-slate-900">
                        {contact.location}
                        <span className="ml-2 text-xs text-slate-500">{t(`common:routingScope.${contact.scope}`)}</span>
                        {contact.escalationLevel > 0 && (
                          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                            {t('escalationLevel.badge', { level: contact.escalationLevel })}
                          </span>
                        )}
                        {!contact.active && (
                          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">{t('contacts.inactive')}</span>
                        )}
                      </td>
                      <td className="px-4 py-3 text-slate-700">{contact.categoryKey ?? t('defaultCategory')}</td>
                      <td className="px-4 py-3 text-slate-900">
                        {first}
                        {more > 0 && <span className="ml-1 text-slate-500">{t('moreRecipients', { n: more })}</span>}
                        {contact.failingAddresses.map((f) => (
                          <p key={f.email} className="mt-1 text-xs" data-testid="failing-address">
                            <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800">{t('contacts.failing.badge')}</span>{' '}
                            <span className="break-all text-red-900">
                              {t('contacts.failing.detail', { email: f.email, date: formatDate(f.failedAt), reason: f.reason || t('common:dash') })}
                            </span>
                          </p>
                        ))}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-2">
                          <button type="button" className="btn btn-secondary px-3 py-1" onClick={() => setEditing(contact)}>
                            {t('common:actions.edit')}
                            <span className="sr-only">{t('contacts.contactFor', { location: contact.location })}</span>
                          </button>
                          <button type="button" className="btn btn-ghost px-3 py-1 text-red-700" onClick={() => setDeleting(contact)}>
                            {t('common:actions.delete')}
                            <span className="sr-only">{t('contacts.contactFor', { location: contact.location })}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </CardTable>
          </ScrollRegion>
        )}
        {list.data && <Pager label={t('contacts.pages')} page={filters.page} pages={pages} total={list.data.total} onPage={(p) => set({ page: String(p) })} />}
      </div>

      {editing && <ContactEditDialog key={editing._id} contact={editing} onClose={() => setEditing(null)} />}
      {adding && <ContactAddDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.deleteTitle')}
        message={
          deleting
            ? t('contacts.deleteMessage', {
                category: deleting.categoryKey ?? t('defaultCategory'),
                location: deleting.location,
                email: deleting.authorityEmail,
              })
            : ''
        }
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </RoutingFrame>
  );
}
