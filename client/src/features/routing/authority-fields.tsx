import { ESCALATION_LEVELS, type EscalationLevel, LOCALE_NATIVE_NAMES, LOCALES, type Locale, ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS } from '@civic/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContactFormErrors, type ContactFormValues, type RecipientRow, newRecipientRow } from './contact-form';

type Field = 'authorityEmail' | 'authorityDesignation' | 'authorityName' | 'phone';

/** The four authority inputs: field, catalogue key of the label, input type, required. */
const AUTHORITY_INPUTS = [
  { field: 'authorityEmail', label: 'email', type: 'email', required: true },
  { field: 'authorityDesignation', label: 'designation', type: 'text', required: true },
  { field: 'authorityName', label: 'name', type: 'text', required: false },
  { field: 'phone', label: 'phone', type: 'tel', required: false },
] as const satisfies readonly { field: Field; label: string; type: string; required: boolean }[];

/**
 * The authority fields of the edit and add modals (admin spec section 5): authority email, designation,
 * name, phone, escalation level, the office's language, active, and the additional recipients editor.
 */
export function AuthorityFields({
  values,
  errors,
  onChange,
}: {
  values: ContactFormValues;
  errors: ContactFormErrors;
  onChange(values: ContactFormValues): void;
}) {
  const { t } = useTranslation('routing');
  const id = useId();
  const text = (field: Field, label: string, type: string, required: boolean) => {
    const error = field === 'authorityEmail' || field === 'authorityDesignation' ? errors[field] : undefined;
    return (
      <div key={field}>
        <label htmlFor={`${id}-${field}`} className="field-label">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {t('authority.required')}
            </span>
          ) : (
            <span className="font-normal text-slate-500">{t('authority.optional')}</span>
          )}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          type={type}
          autoComplete="off"
          className="field-input"
          value={values[field]}
          required={required}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
        />
        {error && (
          <p id={`${id}-${field}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {AUTHORITY_INPUTS.map((input) => text(input.field, t(`authority.${input.label}`), input.type, input.required))}
      </div>
      <div>
        <label htmlFor={`${id}-escalation-level`} className="field-label">
          {t('escalationLevel.label')}
        </label>
        <select
          id={`${id}-escalation-level`}
          className="field-input"
          aria-describedby={`${id}-escalation-level-help`}
          value={values.escalationLevel ?? 0}
          onChange={(event) => onChange({ ...values, escalationLevel: Number(event.target.value) as EscalationLevel })}
        >
          {ESCALATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`escalationLevel.choice${level}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-escalation-level-help`} className="mt-1 text-xs text-slate-600">
          {t('escalationLevel.help')}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-language`} className="field-label">
          {t('authority.language')}
        </label>
        <select
          id={`${id}-language`}
          className="field-input"
          aria-describedby={`${id}-language-help`}
          value={values.language ?? 'en'}
          onChange={(event) => onChange({ ...values, language: event.target.value as Locale })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NATIVE_NAMES[locale]}
            </option>
          ))}
        </select>
        <p id={`${id}-language-help`} className="mt-1 text-xs text-slate-600">
          {t('authority.languageHelp')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={values.active} onChange={(event) => onChange({ ...values, active: event.target.checked })} />
        {t('authority.active')}
      </label>
      <RecipientsEditor rows={values.recipients} errors={errors} onChange={(recipients) => onChange({ ...values, recipients })} />
    </div>
  );
}

/** Additional recipients (copies of a forwarded complaint): rows of email, name and designation, added and removed. */
export function RecipientsEditor({ rows, errors, onChange }: { rows: RecipientRow[]; errors: ContactFormErrors; onChange(rows: RecipientRow[]): void }) {
  const { t } = useTranslation('routing');
  const id = useId();
  const update = (key: string, patch: Partial<RecipientRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const full = rows.length >= ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('authority.recipients')}</legend>
      <p className="text-xs text-slate-600">{t('authority.recipientsHelp', { n: ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS })}</p>
      <ul className="mt-2 space-y-3">
        {rows.map((row, index) => {
          const n = index + 1;
          const error = errors.recipients?.[row.key];
          const errorId = `${id}-${row.key}-error`;
          return (
            <li key={row.key} className="rounded-md bg-slate-50 p-2" data-testid="recipient-row">
              <div className="grid gap-2 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <label htmlFor={`${id}-${row.key}-email`} className="field-label">
                    {t('authority.recipientEmail', { n })}
                  </label>
                  <input
                    id={`${id}-${row.key}-email`}
                    type="email"
                    className="field-input"
                    value={row.authorityEmail}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => update(row.key, { authorityEmail: event.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${row.key}-name`} className="field-label">
                    {t('authority.recipientName', { n })}
                  </label>
                  <input
                    id={`${id}-${row.key}-name`}
                    className="field-input"
                    value={row.authorityName}
                    onChange={(event) => update(row.key, { authorityName: event.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${row.key}-designation`} className="field-label">
                    {t('authority.recipientDesignation', { n })}
                  </label>
                  <input
                    id={`${id}-${row.key}-designation`}
                    className="field-input"
                    value={row.authorityDesignation}
                    onChange={(event) => update(row.key, { authorityDesignation: event.target.value })}
                  />
                </div>
              </div>
              {error && (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              )}
              <button type="button" className="btn btn-ghost mt-1 px-2 text-red-700" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
                {t('authority.remove')}
                <span className="sr-only">{t('authority.removeRecipient', { n })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {errors.recipientsTotal && <p className="field-error">{errors.recipientsTotal}</p>}
      <button type="button" className="btn btn-secondary mt-3" disabled={full} onClick={() => onChange([...rows, newRecipientRow()])}>
        {t('authority.addRecipient')}
      </button>
    </fieldset>
  );
}
