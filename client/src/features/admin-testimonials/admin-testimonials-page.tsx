import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  type TestimonialResponse,
  messageFor,
  useCreateTestimonialMutation,
  useDeleteTestimonialMutation,
  useListAdminTestimonialsQuery,
  useUpdateTestimonialMutation,
} from '../../api';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../i18n/format';
import { EMPTY_TESTIMONIAL, TestimonialForm, type TestimonialDraft } from './testimonial-form';
import { ScrollRegion } from '../../components/ui/scroll-region';

const draftOf = (t: TestimonialResponse): TestimonialDraft => ({
  quote: t.quote,
  name: t.name,
  place: t.place,
  consent: t.consent,
  enabled: t.enabled,
  order: String(t.order),
});

/**
 * Testimonials (/admin/testimonials, module `categories`, docs/decisions.md "Testimonials"): the quotes of the
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
  const [deleting, setDeleting] = useState<TestimonialResponse | null>(null);
  const items = list.data?.items ?? [];

  const confirmDelete = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    try {
      await remove({ id: item._id }).unwrap();
      toast.success(t('messages:admin.testimonials.deleted'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.testimonials.deleteFailed')));
    }
  };

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <section className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="new-testimonial">
        <h2 id="new-testimonial" className="mb-4 text-lg font-semibold text-slate-900">
          {t('newTitle')}
        </h2>
        <TestimonialForm
          initial={EMPTY_TESTIMONIAL}
          submitLabel={t('add')}
          failure={t('messages:admin.testimonials.saveFailed')}
          onSave={async (body) => {
            await create({ createTestimonialRequest: body }).unwrap();
            toast.success(t('messages:admin.testimonials.created'));
          }}
        />
      </section>

      {list.isError && (
        <LoadError className="mt-6" message={messageFor(list.error, t('messages:admin.testimonials.loadFailed'))} onRetry={() => void list.refetch()} />
      )}
      {list.isLoading && <p className="mt-6 text-slate-600">{t('loading')}</p>}
      {list.data && (
        <ScrollRegion label={t('tableLabel')} className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t('tableLabel')}>
            <TableHead
              className="bg-slate-50 text-left text-slate-900"
              cellClassName="px-3 py-2"
              columns={[t('columns.quote'), t('columns.person'), t('columns.consent'), t('columns.enabled'), t('columns.order'), t('columns.actions')]}
            />
            <tbody className="divide-y divide-slate-100 align-top">
              {items.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-3 py-8 text-center text-slate-600">
                    {t('empty')}
                  </td>
                </tr>
              )}
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
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-secondary px-3 py-1"
                        aria-label={t('editLabel', { name: item.name })}
                        onClick={() => setEditing(item)}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger px-3 py-1"
                        aria-label={t('deleteLabel', { name: item.name })}
                        onClick={() => setDeleting(item)}
                      >
                        {t('confirmDelete.confirm')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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
        open={deleting !== null}
        title={t('confirmDelete.title')}
        message={deleting ? t('confirmDelete.message', { name: deleting.name }) : ''}
        confirmLabel={t('confirmDelete.confirm')}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
