import { TESTIMONIAL_TEXT_MAX } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api';
import { CheckboxField, FormBanner, TextField } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';

/** A testimonial's editable fields (quote, name as agreed, place, consent, enabled, order). */
export interface TestimonialDraft {
  quote: string;
  name: string;
  place: string;
  consent: boolean;
  enabled: boolean;
  order: string;
}

export const EMPTY_TESTIMONIAL: TestimonialDraft = { quote: '', name: '', place: '', consent: false, enabled: true, order: '' };

/** The request body: texts trimmed, order a whole number when given (the server checks every rule again). */
export function toTestimonialRequest(draft: TestimonialDraft) {
  const order = draft.order.trim();
  return {
    quote: draft.quote.trim(),
    name: draft.name.trim(),
    place: draft.place.trim(),
    consent: draft.consent,
    enabled: draft.enabled,
    ...(order !== '' && Number.isFinite(Number(order)) ? { order: Number(order) } : {}),
  };
}

/**
 * The create and edit form of a testimonial. `onSave` sends the body and throws the API error on failure; the
 * form shows the server's message (e.g. 'Quote is required') and the
 * field errors under the fields.
 */
export function TestimonialForm({
  initial,
  consentRecordedAt,
  submitLabel,
  failure,
  onSave,
  onCancel,
}: {
  initial: TestimonialDraft;
  consentRecordedAt?: string | null;
  submitLabel: string;
  failure: string;
  onSave: (body: ReturnType<typeof toTestimonialRequest>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['admin-testimonials', 'common']);
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: 'quote' | 'name' | 'place' | 'order') => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setBanner('');
    try {
      await onSave(toTestimonialRequest(draft));
      setErrors({});
      if (!onCancel) setDraft(EMPTY_TESTIMONIAL);
    } catch (error) {
      setErrors(fieldErrors(error));
      setBanner(messageFor(error, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {banner && (
        <FormBanner tone="error" className="sm:col-span-2">
          {banner}
        </FormBanner>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={`${ids}-quote`} className="field-label">
          {t('fields.quote')}
        </label>
        <textarea
          id={`${ids}-quote`}
          name="quote"
          rows={3}
          maxLength={TESTIMONIAL_TEXT_MAX.quote}
          className="field-input"
          value={draft.quote}
          onChange={set('quote')}
          aria-invalid={errors.quote ? 'true' : undefined}
          aria-describedby={errors.quote ? `${ids}-quote-error` : undefined}
        />
        {errors.quote && (
          <p id={`${ids}-quote-error`} className="field-error">
            {errors.quote}
          </p>
        )}
      </div>
      <TextField name="name" label={t('fields.name')} value={draft.name} onChange={set('name')} maxLength={TESTIMONIAL_TEXT_MAX.name} error={errors.name} />
      <TextField
        name="place"
        label={t('fields.place')}
        hint={t('fields.placeHint')}
        value={draft.place}
        onChange={set('place')}
        maxLength={TESTIMONIAL_TEXT_MAX.place}
        error={errors.place}
      />
      <TextField name="order" type="number" inputMode="numeric" label={t('fields.order')} value={draft.order} onChange={set('order')} error={errors.order} />
      <div className="space-y-3 self-end">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="consent"
            className="mt-0.5 h-4 w-4"
            checked={draft.consent}
            onChange={(e) => setDraft((d) => ({ ...d, consent: e.target.checked }))}
            aria-describedby={`${ids}-consent-hint`}
          />
          <span>
            {t('fields.consent')}
            <span id={`${ids}-consent-hint`} className="block text-xs text-slate-500">
              {draft.consent && consentRecordedAt ? t('fields.consentOn', { date: formatDate(consentRecordedAt) }) : t('fields.consentHint')}
            </span>
          </span>
        </label>
        {errors.consent && <p className="field-error">{errors.consent}</p>}
        <CheckboxField
          label={t('fields.enabled')}
          name="enabled"
          className="h-4 w-4"
          checked={draft.enabled}
          onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
        />
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('common:saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
