import { VOLUNTEER_INTERESTS } from '@civic/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { messageFor, useSubmitVolunteerMutation } from '../../api';
import {
  EMPTY_JOIN_FORM,
  JOIN_FORM_FIELDS,
  type JoinFormErrors,
  type JoinFormField,
  type JoinFormValues,
  toVolunteerSubmission,
  validateJoinForm,
} from './join-form.validation';
import { focusField } from '../../components/ui/focus-field';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * The 'Support / Volunteer Form' (#join-us, citizen spec sections 2, 4 and 5): checked on submit, the
 * first invalid field focused, an error cleared when its field is edited, 'Sending...' while sending
 * with duplicate submits blocked, then a green success banner and a reset, or a red error banner.
 */
export function JoinForm() {
  const { t } = useTranslation(['home', 'messages']);
  const [values, setValues] = useState<JoinFormValues>(EMPTY_JOIN_FORM);
  const [errors, setErrors] = useState<JoinFormErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitVolunteer, { isLoading }] = useSubmitVolunteerMutation();
  const sending = useRef(false);
  const [sendingState, setSendingState] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const update = (field: JoinFormField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = validateJoinForm(values, t);
    setErrors(found);
    const firstInvalid = JOIN_FORM_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      focusField(form.current, firstInvalid);
      return;
    }
    sending.current = true;
    setSendingState(true);
    setStatus({ kind: 'idle' });
    try {
      await submitVolunteer({ volunteerRequest: toVolunteerSubmission(values) }).unwrap();
      setValues(EMPTY_JOIN_FORM);
      setStatus({ kind: 'success' });
    } catch (error) {
      // The server's message whenever it sent one, a 404 and a 5xx included (citizen spec section 8): its error
      // envelope never carries a stack or driver text; the fallback only when no message came (network, empty body).
      const message = messageFor(error, t('messages:support.joinFailed'));
      setStatus({ kind: 'error', message });
    } finally {
      sending.current = false;
      setSendingState(false);
    }
  };

  const busy = isLoading || sendingState;
  const fieldProps = (field: JoinFormField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: JoinFormField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h3 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t('joinForm.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('joinForm.lead')}</p>

      {status.kind === 'success' && (
        <div role="status" className="mt-5 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {t('messages:support.joinSuccess')}
        </div>
      )}
      {status.kind === 'error' && (
        <div role="alert" className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {status.message}
        </div>
      )}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-fullName`} className="field-label">
            {t('joinForm.fullName')}
          </label>
          <input {...fieldProps('fullName')} type="text" autoComplete="name" className="field-input" />
          {error('fullName')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {t('joinForm.email')}
          </label>
          <input {...fieldProps('email')} type="email" autoComplete="email" className="field-input" />
          {error('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="field-label">
            <Trans t={t} i18nKey="joinForm.phone" components={{ optional: <span className="font-normal text-slate-500" /> }} />
          </label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" placeholder={t('joinForm.phonePlaceholder')} className="field-input" />
          {error('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-interest`} className="field-label">
            {t('joinForm.interest')}
          </label>
          <select {...fieldProps('interest')} className="field-input">
            {VOLUNTEER_INTERESTS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`joinForm.interests.${option.value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="field-label">
            {t('joinForm.message')}
          </label>
          <textarea {...fieldProps('message')} rows={4} className="field-input" placeholder={t('joinForm.messagePlaceholder')} />
          {error('message')}
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy} aria-disabled={busy}>
          {busy ? t('messages:support.sending') : t('joinForm.submit')}
        </button>
      </div>
    </form>
  );
}
