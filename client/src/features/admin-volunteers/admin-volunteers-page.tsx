import { PAGE_SIZE, VOLUNTEER_INTERESTS, VOLUNTEER_STATUSES, type VolunteerInterest, type VolunteerStatus } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { type VolunteerResponse, useDeleteVolunteerMutation, useListVolunteersQuery, useUpdateVolunteerStatusMutation } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { FilterForm } from '../../components/ui/filter-form';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { formatDate, formatDateTime } from '../../i18n/format';

const isStatus = (value: string | null): value is VolunteerStatus => (VOLUNTEER_STATUSES as readonly string[]).includes(value ?? '');
const isInterest = (value: string | null): value is VolunteerInterest => VOLUNTEER_INTERESTS.some((i) => i.value === value);

function Row({ entry, onDelete }: { entry: VolunteerResponse; onDelete: (entry: VolunteerResponse) => void }) {
  const { t } = useTranslation(['admin-volunteers', 'home', 'messages']);
  const [setStatus, { isLoading }] = useUpdateVolunteerStatusMutation();
  const next: VolunteerStatus = entry.status === 'reviewed' ? 'new' : 'reviewed';

  const flip = () =>
    toastOutcome(
      () => setStatus({ id: entry._id, updateVolunteerStatusRequest: { status: next } }).unwrap(),
      next === 'reviewed' ? t('messages:admin.volunteers.markedReviewed') : t('messages:admin.volunteers.markedNew'),
      t('messages:admin.volunteers.updateFailed'),
    );

  return (
    <tr data-testid="volunteer-row">
      <td className="px-3 py-2 text-slate-900">
        <span className="block font-semibold">{entry.fullName}</span>
        <a className="block break-all text-brand-700" href={`mailto:${entry.email}`}>
          {entry.email}
        </a>
        {entry.phone && <span className="block text-slate-600">{entry.phone}</span>}
        <span className="block text-xs text-slate-500">{t('received', { date: formatDate(entry.createdAt) })}</span>
      </td>
      <td className="px-3 py-2 text-slate-700">{t(`home:joinForm.interests.${entry.interest}`)}</td>
      <td className="px-3 py-2">
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${entry.status === 'reviewed' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
          data-testid="volunteer-status"
        >
          {t(`statuses.${entry.status}`)}
        </span>
        {entry.status === 'reviewed' && entry.reviewedAt && (
          <span className="mt-1 block text-xs text-slate-500">
            {t('reviewedBy', { date: formatDateTime(entry.reviewedAt), email: entry.reviewedByEmail ?? '' })}
          </span>
        )}
      </td>
      <td className="max-w-md px-3 py-2 break-words whitespace-pre-line text-slate-700">{entry.message}</td>
      <td className="px-3 py-2">
        <RowActions
          actions={[
            {
              text: next === 'reviewed' ? t('markReviewed') : t('markNew'),
              label: next === 'reviewed' ? t('markReviewedLabel', { name: entry.fullName }) : t('markNewLabel', { name: entry.fullName }),
              onClick: () => void flip(),
              disabled: isLoading,
            },
            { text: t('confirmDelete.confirm'), label: t('deleteLabel', { name: entry.fullName }), onClick: () => onDelete(entry), tone: 'danger' },
          ]}
        />
      </td>
    </tr>
  );
}

/**
 * Volunteer Submissions (/admin/volunteers, admin spec sections 2, 3, 4, 8 and 9): a search over name, email,
 * phone and message, status and interest filters applied with Apply, up to 50 a page, a table (Person, Interest,
 * Status, Message, Actions) with mark reviewed / mark new and delete after a confirm. Empty: 'No submissions yet.'.
 */
export function AdminVolunteersPage() {
  const { t } = useTranslation(['admin-volunteers', 'home', 'common', 'messages']);
  const { params, page, setFilters } = useUrlFilters({ replace: true, resetPage: true });
  const q = params.get('q') ?? '';
  const status = isStatus(params.get('status')) ? (params.get('status') as VolunteerStatus) : undefined;
  const interest = isInterest(params.get('interest')) ? (params.get('interest') as VolunteerInterest) : undefined;
  const deleting = usePending<VolunteerResponse>();
  const [remove] = useDeleteVolunteerMutation();

  const list = useListVolunteersQuery({ page, limit: PAGE_SIZE.submissions, q: q || undefined, status, interest }, { refetchOnMountOrArgChange: true });
  const items = list.data?.items ?? [];
  const filtered = Boolean(q || status || interest);

  const confirmDelete = () =>
    deleting.confirm((entry) =>
      toastOutcome(() => remove({ id: entry._id }).unwrap(), t('messages:admin.volunteers.deleted'), t('messages:admin.volunteers.deleteFailed')),
    );

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <FilterForm
        text={(key) => t(`filters.${key}`)}
        q={q}
        selects={[
          { name: 'status', value: status, options: VOLUNTEER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
          {
            name: 'interest',
            value: interest,
            options: VOLUNTEER_INTERESTS.map((i) => ({ value: i.value, label: t(`home:joinForm.interests.${i.value}`) })),
          },
        ]}
        // Applied at once rather than as a transition: the list follows the address without a pending form state.
        onApply={(value) => setFilters({ q: value('q').trim(), status: value('status'), interest: value('interest') }, { flushSync: true })}
      />

      <ListStatus query={list} failure={messageFor(list.error, t('loadFailed'))} loading={t('loading')} />

      {list.data && (
        <>
          <DataTable
            label={t('tableLabel')}
            className="mt-6"
            busy={list.isFetching}
            columns={[t('columns.person'), t('columns.interest'), t('columns.status'), t('columns.message'), t('columns.actions')]}
            empty={items.length === 0 ? (filtered ? t('noMatch') : t('messages:admin.volunteers.empty')) : undefined}
          >
            {items.map((entry) => (
              <Row key={entry._id} entry={entry} onDelete={deleting.ask} />
            ))}
          </DataTable>
          <Pager page={page} pages={list.data.pages} total={list.data.total} label={t('tableLabel')} onPage={(p) => setFilters({ page: p > 1 ? p : null })} />
        </>
      )}

      <ConfirmDialog
        open={deleting.pending !== null}
        title={t('confirmDelete.title')}
        message={deleting.pending ? t('confirmDelete.message', { name: deleting.pending.fullName, email: deleting.pending.email }) : ''}
        confirmLabel={t('confirmDelete.confirm')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={deleting.cancel}
      />
    </AdminPage>
  );
}
