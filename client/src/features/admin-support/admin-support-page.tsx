import { PAGE_SIZE, SUPPORT_CATEGORIES, type SupportCategory, TICKET_STATUSES } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useListSupportTicketsQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { TicketStatusBadge, isTicketStatus } from '../../components/support/ticket-status-badge';
import { DataTable, RowButton } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { FilterForm } from '../../components/ui/filter-form';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { formatDate } from '../../i18n/format';
import { TicketPanel } from './ticket-panel';

const isCategory = (value: string | null): value is SupportCategory => (SUPPORT_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The Support inbox (/admin/support, admin spec sections 2, 5, 8 and 9): search, category and status filters
 * applied with Apply, up to 50 tickets a page, and the ticket panel (`?id=`) with its history, status buttons,
 * internal notes and a message to the user. Filters, page and the open ticket are kept in the address.
 */
export function AdminSupportPage() {
  const { t } = useTranslation(['admin-support', 'support', 'common', 'messages']);
  const { params, page, setFilters } = useUrlFilters({ replace: true, resetPage: true });
  const q = params.get('q') ?? '';
  const category = isCategory(params.get('category')) ? (params.get('category') as SupportCategory) : undefined;
  const rawStatus = params.get('status');
  const status = isTicketStatus(rawStatus) ? rawStatus : undefined;
  const openId = params.get('id');

  const list = useListSupportTicketsQuery({ page, limit: PAGE_SIZE.tickets, q: q || undefined, category, status }, { refetchOnMountOrArgChange: true });
  const items = list.data?.items ?? [];
  const open = openId ? items.find((ticket) => ticket._id === openId) : undefined;
  const filtered = Boolean(q || category || status);

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <FilterForm
        text={(key) => t(`filters.${key}`)}
        q={q}
        selects={[
          {
            name: 'category',
            value: category,
            options: SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(`support:contact.categories.${c}`) })),
          },
          { name: 'status', value: status, options: TICKET_STATUSES.map((s) => ({ value: s, label: t(`common:ticketStatus.${s}`) })) },
        ]}
        // Applied at once rather than as a transition: the list follows the address without a pending form state.
        onApply={(value) => setFilters({ q: value('q').trim(), category: value('category'), status: value('status'), id: null }, { flushSync: true })}
      >
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('common:actions.refresh')}
        </button>
      </FilterForm>

      <ListStatus query={list} failure={messageFor(list.error, t('messages:admin.support.loadFailed'))} loading={t('loading')} />

      {list.data && (
        <div className={`mt-6 grid gap-6 ${open ? 'xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]' : ''}`}>
          <div className="min-w-0">
            <DataTable
              label={t('tableLabel')}
              busy={list.isFetching}
              columns={[
                t('columns.code'),
                t('columns.subject'),
                t('columns.from'),
                t('columns.category'),
                t('columns.status'),
                t('columns.created'),
                <span key="actions" className="sr-only">
                  {t('columns.actions')}
                </span>,
              ]}
              empty={items.length === 0 ? (filtered ? t('noMatch') : t('empty')) : undefined}
            >
              {items.map((ticket) => (
                <tr key={ticket._id} className={ticket._id === openId ? 'bg-brand-50' : undefined} data-testid="ticket-row">
                  <td className="px-3 py-2 font-mono font-semibold whitespace-nowrap text-slate-900">{ticket.code}</td>
                  <td className="max-w-xs px-3 py-2 break-words text-slate-900">{ticket.subject}</td>
                  <td className="px-3 py-2 text-slate-700">
                    <span className="block">{ticket.name || t('noName')}</span>
                    <span className="block break-all text-slate-500">{ticket.email}</span>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{t(`support:contact.categories.${ticket.category}`)}</td>
                  <td className="px-3 py-2">
                    <TicketStatusBadge status={ticket.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(ticket.createdAt)}</td>
                  <td className="px-3 py-2">
                    <RowButton label={t('openTicket', { code: ticket.code })} onClick={() => setFilters({ id: ticket._id }, { resetPage: false })}>
                      {t('open')}
                    </RowButton>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager
              page={page}
              pages={list.data.pages}
              total={list.data.total}
              label={t('tableLabel')}
              onPage={(p) => setFilters({ page: p > 1 ? p : null, id: null })}
            />
          </div>
          {open && <TicketPanel key={open._id} ticket={open} onClose={() => setFilters({ id: null }, { resetPage: false })} />}
        </div>
      )}
    </AdminPage>
  );
}
