import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api';
import { type RoutingContactResponse, useUpdateRoutingContactMutation } from '../../api/admin';
import { Dialog } from '../../components/ui/dialog';
import { AuthorityFields } from './authority-fields';
import {
  type ContactChange,
  type ContactFormErrors,
  contactChanges,
  contactToForm,
  hasErrors,
  refreshErrors,
  toUpdateRequest,
  validateContactForm,
} from './contact-form';
import { FormActions } from '../../components/ui/form-actions';

/**
 * The edit modal and its confirm-changes dialog (admin spec sections 2 and 5). The two are shown one
 * after the other (never stacked), so each keeps its own focus trap and Escape. Mount with a `key` per
 * contact so that the form starts from the stored values.
 */
export function ContactEditDialog({ contact, onClose }: { contact: RoutingContactResponse; onClose(): void }) {
  const { t } = useTranslation(['routing', 'common', 'messages']);
  const [values, setValues] = useState(() => contactToForm(contact));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [phase, setPhase] = useState<'form' | 'confirm'>('form');
  const [changes, setChanges] = useState<ContactChange[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateRoutingContactMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values, t);
    setErrors(found);
    if (hasErrors(found)) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const list = contactChanges(contact, values, t);
    if (list.length === 0) {
      setNote(t('messages:admin.routing.noChanges'));
      return;
    }
    setChanges(list);
    setPhase('confirm');
  };

  const save = async () => {
    try {
      await update({ id: contact._id, updateRoutingContactRequest: toUpdateRequest(values) }).unwrap();
      toast.success(t('messages:admin.routing.saved'));
      onClose();
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.routing.saveFailed')));
      const fields = fieldErrors(error);
      setErrors({ authorityEmail: fields.authorityEmail, authorityDesignation: fields.authorityDesignation });
      setPhase('form');
    }
  };

  return (
    <>
      <Dialog open={phase === 'form'} title={t('edit.title')} onClose={onClose} size="md">
        <form noValidate onSubmit={onSubmit}>
          <div className="max-h-[65vh] space-y-4 overflow-y-auto pr-1">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
              <dt className="font-medium text-slate-600">{t('edit.level')}</dt>
              <dd className="text-slate-900">{t(`common:routingLevel.${contact.level}`)}</dd>
              <dt className="font-medium text-slate-600">{t('edit.location')}</dt>
              <dd className="text-slate-900">{contact.location}</dd>
              <dt className="font-medium text-slate-600">{t('edit.category')}</dt>
              <dd className="text-slate-900">{contact.categoryKey ?? t('defaultCategory')}</dd>
            </dl>
            <AuthorityFields
              values={values}
              errors={errors}
              onChange={(next) => {
                setValues(next);
                setErrors((shown) => refreshErrors(shown, next, t));
                setNote(null);
              }}
            />
          </div>
          {note && (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {note}
            </p>
          )}
          <FormActions confirmLabel={t('common:actions.save')} onCancel={onClose} className="mt-4" />
        </form>
      </Dialog>

      <Dialog
        open={phase === 'confirm'}
        title={t('edit.confirmTitle')}
        description={t('edit.confirmMessage', { location: contact.location })}
        onClose={() => setPhase('form')}
        size="md"
      >
        <ul className="max-h-[50vh] space-y-2 overflow-y-auto text-sm" aria-label={t('edit.changes')}>
          {changes.map((c) => (
            <li key={c.field} className="rounded-md bg-slate-50 p-2">
              <span className="font-semibold text-slate-900">{c.field}</span>
              <span className="block break-words text-slate-600">
                <span className="line-through">{c.from}</span> <span aria-hidden="true">→</span>
                <span className="sr-only">{t('edit.changesTo')}</span> <span className="text-slate-900">{c.to}</span>
              </span>
            </li>
          ))}
        </ul>
        <FormActions
          confirmLabel={isLoading ? t('edit.saving') : t('edit.saveChanges')}
          onConfirm={() => void save()}
          confirmDisabled={isLoading}
          onCancel={() => setPhase('form')}
          cancelLabel={t('common:actions.back')}
          cancelDisabled={isLoading}
          focusCancel
          className="mt-4"
        />
      </Dialog>
    </>
  );
}
