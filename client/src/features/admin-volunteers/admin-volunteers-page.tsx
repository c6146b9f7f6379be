import { PAGE_SIZE, VOLUNTEER_INTERESTS, VOLUNTEER_STATUSES, type VolunteerInterest, type VolunteerStatus } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import { formValue } from '../../components/ui/form-value';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type VolunteerResponse, messageFor, useDeleteVolunteerMutation, useListVolunteersQuery, useUpdateVolunteerStatusMutation } from '../../api';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { TableHead } from '../../components/ui/table-head';
import { formatDate, formatDateTime } from '../../i18n/format';
import { ScrollRegion } from '../../components/ui/scroll-region';

const isStatus = (value: string | null): value is VolunteerStatus => (VOLUNTEER_STATUSES as readonly string[]).includes(value ?? '');
const isInterest = (value: string | null): value is VolunteerInterest => VOLUNTEER_INTERESTS.some((i) => i.value === value);

function Row({ entry, onDelete }: { entry: VolunteerResponse; onDelete: (entry: VolunteerResponse) => void }) {
  const { t } = useTranslation(['admin-volunteers', 'home', 'messages']);
  const [setStatus, { isLoading }] = useUpdateVolunteerStatusMutation();
  const next: VolunteerStatus = entry.status === 'reviewed' ? 'new' : 'reviewed';

  const flip = async () => {
    try {
      await setStatus({ id: entry._id, updateVolunteerStatusRequest: { status: next } }).unwrap();
      toast.success(next === 'reviewed' ? t('messages:admin.volunteers.markedReviewed') : t('messages:admin.volunteers.markedNew'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.volunteers.updateFailed')));
    }
  };

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
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary px-3 py-1"
            disabled={isLoading}
            onClick={() => void flip()}
            aria-label={next === 'reviewed' ? t('markReviewedLabel', { name: entry.fullName }) : t('markNewLabel', { name: entry.fullName })}
          >
            {next === 'reviewed' ? t('markReviewed') : t('markNew')}
          </button>
          <button type="button" className="btn btn-danger px-3 py-1" onClick={() => onDelete(entry)} aria-label={t('deleteLabel', { name: entry.fullName })}>
            {t('confirmDelete.confirm')}
          </button>
        </div>
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
  const ids = useId();
  const [deleting, setDeleting] = useState<VolunteerResponse | null>(null);
  const [remove] = useDeleteVolunteerMutation();

  const list = useListVolunteersQuery({ page, limit: PAGE_SIZE.submissions, q: q || undefined, status, interest }, { refetchOnMountOrArgChange: true });
  const items = list.data?.items ?? [];
  const filtered = Boolean(q || status || interest);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Applied at once rather than as a transition: the list follows the address without a pending form state.
    const value = formValue(event.currentTarget);
    setFilters({ q: value('q').trim(), status: value('status'), interest: value('interest') }, { flushSync: true });
  };

  const confirmDelete = async () => {
    const entry = deleting;
    setDeleting(null);
    if (!entry) return;
    try {
      await remove({ id: entry._id }).unwrap();
      toast.success(t('messages:admin.volunteers.deleted'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.volunteers.deleteFailed')));
    }
  };

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <form
        key={`${q}|${status ?? ''}|${interest ?? ''}`}
        onSubmit={apply}
        className="mt-6 flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        aria-label={t('filters.label')}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${ids}-q`} className="field-label">
            {t('filters.search')}
          </label>
          <input id={`${ids}-q`} type="search" name="q" className="field-input" defaultValue={q} aria-describedby={`${ids}-q-hint`} />
          <p id={`${ids}-q-hint`} className="mt-1 text-xs text-slate-500">
            {t('filters.searchHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${ids}-status`} className="field-label">
            {t('filters.status')}
          </label>
          <select id={`${ids}-status`} name="status" className="field-input" defaultValue={status ?? ''}>
            <option value="">{t('filters.all')}</option>
            {VOLUNTEER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-interest`} className="field-label">
            {t('filters.interest')}
          </label>
          <select id={`${ids}-interest`} name="interest" className="field-input" defaultValue={interest ?? ''}>
            <option value="">{t('filters.all')}</option>
            {VOLUNTEER_INTERESTS.map((i) => (
              <option key={i.value} value={i.value}>
                {t(`home:joinForm.interests.${i.value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('filters.apply')}
        </button>
      </form>

      {list.isError && <LoadError className="mt-6" message={messageFor(list.error, t('loadFailed'))} onRetry={() => void list.refetch()} />}
      {list.isLoading && <p className="mt-6 text-slate-600">{t('loading')}</p>}

      {list.data && (
        <>
          <ScrollRegion label={t('tableLabel')} className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t('tableLabel')} aria-busy={list.isFetching}>
              <TableHead
                className="bg-slate-50 text-left text-slate-900"
                cellClassName="px-3 py-2"
                columns={[t('columns.person'), t('columns.interest'), t('columns.status'), t('columns.message'), t('columns.actions')]}
              />
              <tbody className="divide-y divide-slate-100 align-top">
                {items.length === 0 && (
                  <tr>
                    <td colSpan={5} className="px-3 py-8 text-center text-slate-600">
                      {filtered ? t('noMatch') : t('messages:admin.volunteers.empty')}
                    </td>
                  </tr>
                )}
                {items.map((entry) => (
                  <Row key={entry._id} entry={entry} onDelete={setDeleting} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager page={page} pages={list.data.pages} total={list.data.total} label={t('tableLabel')} onPage={(p) => setFilters({ page: p > 1 ? p : null })} />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        message={deleting ? t('confirmDelete.message', { name: deleting.fullName, email: deleting.email }) : ''}
        confirmLabel={t('confirmDelete.confirm')}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
