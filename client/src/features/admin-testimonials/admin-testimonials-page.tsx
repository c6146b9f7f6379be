import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import {
  type TestimonialResponse,
  useCreateTestimonialMutation,
  useDeleteTestimonialMutation,
  useListAdminTestimonialsQuery,
  useUpdateTestimonialMutation,
} from '../../api/admin';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage, SectionCard } from '../../components/ui/page';
import { formatDate } from '../../i18n/format';
import { EMPTY_TESTIMONIAL, TestimonialForm, type TestimonialDraft } from './testimonial-form';

const draftOf = (t: TestimonialResponse): TestimonialDraft => ({
  quote: t.quote,
  name: t.name,
  place: t.place,
  consent: t.consent,
  enabled: t.enabled,
  order: String(t.order),
});

/**
 * Testimonials (/admin/testimonials, module `categories`, docs/adr/0045-testimonials.md): the quotes of the
 * home page with the name the person agreed to, place, consent (and when it was recorded), shown or not, and
 * order; create, edit in a dialog, delete after a confirm. The home page shows only enabled ones with consent.
 */
export function AdminTestimonialsPage() {
  const { t } = useTranslation(['admin-testimonials', 'common', 'messages']);
  const list = useListAdminTestimonialsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateTestimonialMutation();
  const [update] = useUpdateTestimonialMutation();
  const [remove] = useDeleteTestimonialMutation();
  const [editing, setEditing] = useState<TestimonialResponse | null>(null);
  const deleting = usePending<TestimonialResponse>();
  const items = list.data?.items ?? [];

  const confirmDelete = () =>
    deleting.confirm((item) =>
      toastOutcome(() => remove({ id: item._id }).unwrap(), t('messages:admin.testimonials.deleted'), t('messages:admin.testimonials.deleteFailed')),
    );

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <SectionCard titleId="new-testimonial" title={t('newTitle')}>
        <TestimonialForm
          initial={EMPTY_TESTIMONIAL}
          submitLabel={t('add')}
          failure={t('messages:admin.testimonials.saveFailed')}
          onSave={async (body) => {
            await create({ createTestimonialRequest: body }).unwrap();
            toast.success(t('messages:admin.testimonials.created'));
          }}
        />
      </SectionCard>

      <ListStatus query={list} failure={messageFor(list.error, t('messages:admin.testimonials.loadFailed'))} loading={t('loading')} />
      {list.data && (
        <DataTable
          label={t('tableLabel')}
          className="mt-6"
          columns={[t('columns.quote'), t('columns.person'), t('columns.consent'), t('columns.enabled'), t('columns.order'), t('columns.actions')]}
          empty={items.length === 0 ? t('empty') : undefined}
        >
          {items.map((item) => (
            <tr key={item._id} data-testid="testimonial-row">
              <td className="max-w-md px-3 py-2 break-words text-slate-800">{item.quote}</td>
              <td className="px-3 py-2 text-slate-800">
                <span className="block font-semibold">{item.name}</span>
                {item.place && <span className="block text-slate-500">{item.place}</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {item.consent ? (item.consentRecordedAt ? formatDate(item.consentRecordedAt) : t('yes')) : t('no')}
              </td>
              <td className="px-3 py-2 text-slate-700" data-testid="testimonial-shown">
                {item.enabled ? (item.consent ? t('yes') : t('hiddenWithoutConsent')) : t('no')}
              </td>
              <td className="px-3 py-2 text-slate-700">{item.order}</td>
              <td className="px-3 py-2">
                <RowActions
                  actions={[
                    { text: t('edit'), label: t('editLabel', { name: item.name }), onClick: () => setEditing(item) },
                    { text: t('confirmDelete.confirm'), label: t('deleteLabel', { name: item.name }), onClick: () => deleting.ask(item), tone: 'danger' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <Dialog open={editing !== null} title={t('editTitle')} onClose={() => setEditing(null)} size="md">
        {editing && (
          <TestimonialForm
            initial={draftOf(editing)}
            consentRecordedAt={editing.consentRecordedAt}
            submitLabel={t('common:actions.save')}
            failure={t('messages:admin.testimonials.saveFailed')}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await update({ id: editing._id, updateTestimonialRequest: body }).unwrap();
              toast.success(t('messages:admin.testimonials.saved'));
              setEditing(null);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting.pending !== null}
        title={t('confirmDelete.title')}
        message={deleting.pending ? t('confirmDelete.message', { name: deleting.pending.name }) : ''}
        confirmLabel={t('confirmDelete.confirm')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={deleting.cancel}
      />
    </AdminPage>
  );
}
