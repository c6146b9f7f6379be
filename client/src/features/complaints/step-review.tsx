import { OTHER_SUBCATEGORY } from '@civic/contracts';
import { type Dispatch, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinates } from '../../i18n/format';
import { type WizardAction, type WizardState, type WizardStep, wizardActions } from './complaint-wizard.slice';
import { FieldHint } from './field-hint';
import type { FilingCategory } from './filing-categories';
import type { Hints, StepThreeField } from './wizard-rules';
import { AUTHORIZE_ID } from './wizard-ids';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Section({ title, step, children, onEdit }: { title: string; step: WizardStep; children: ReactNode; onEdit(step: WizardStep): void }) {
  const { t } = useTranslation('complaints');
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
      <div className="flex items-center justify-between">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <button
          type="button"
          className="btn btn-ghost px-3 py-1"
          onClick={() => onEdit(step)}
          aria-label={t('review.editLabel', { section: title.toLowerCase() })}
        >
          {t('review.edit')}
        </button>
      </div>
      <dl className="mt-2 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

/** Step 3 (citizen spec section 2): everything for review, the authorisation checkbox and submit. */
export function StepReview({
  state,
  category,
  hints,
  dispatch,
  onEdit,
}: {
  state: WizardState;
  category: FilingCategory | undefined;
  hints: Hints<StepThreeField>;
  dispatch: Dispatch<WizardAction>;
  onEdit(step: WizardStep): void;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const id = useId();
  const { form, photos } = state;
  const pin = state.location.pin;
  const none = <span className="text-slate-500">{t('review.notGiven')}</span>;

  return (
    <div className="space-y-4">
      <Section title={t('review.category')} step={1} onEdit={onEdit}>
        <Row label={t('review.category')}>{category?.name ?? form.category}</Row>
        <Row label={t('review.specificIssue')}>
          {form.subcategory === OTHER_SUBCATEGORY
            ? t('review.other', { text: form.otherText.trim() })
            : (category?.labels[form.subcategory] ?? form.subcategory)}
        </Row>
      </Section>
      <Section title={t('review.details')} step={2} onEdit={onEdit}>
        <Row label={t('review.title')}>{form.title.trim()}</Row>
        <Row label={t('review.description')}>{form.description.trim() ? <span className="whitespace-pre-line">{form.description.trim()}</span> : none}</Row>
        <Row label={t('review.location')}>{form.location.trim()}</Row>
        <Row label={t('review.landmark')}>{form.landmark.trim() || none}</Row>
        <Row label={t('review.urgency')}>{t(`urgency.${form.urgency}`)}</Row>
        <Row label={t('review.anonymous')}>{form.anonymous ? t('review.anonymousYes') : t('review.no')}</Row>
        <Row label={t('review.showPublicly')}>{form.showPublicly && !form.anonymous ? t('review.showPubliclyYes') : t('review.no')}</Row>
        <Row label={t('review.goaLocation')}>{form.geo?.label ?? none}</Row>
        <Row label={t('review.exactLocation')}>
          {pin ? (
            <>
              <span data-testid="review-coordinates">{formatCoordinates(pin)}</span> ({t(`source.${pin.source}`)})
            </>
          ) : (
            none
          )}
        </Row>
        <Row label={t('review.photos')}>
          {photos.length ? (
            <ul className="flex flex-wrap gap-2">
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  <img src={photo.previewUrl} alt={t('photos.photoAlt', { n: index + 1, name: photo.name })} className="h-16 w-16 rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
      </Section>

      <div className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4" data-testid="authorize-box">
        <p id={`${id}-authorize-required`} className="mb-2 text-sm font-semibold text-brand-900">
          {t('review.authorizeRequired')}
        </p>
        <label className="flex min-h-6 cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            id={AUTHORIZE_ID}
            type="checkbox"
            className="mt-0.5 h-5 w-5 flex-none accent-brand-600"
            checked={form.authorize}
            aria-required="true"
            aria-invalid={hints.authorize ? 'true' : undefined}
            aria-describedby={hints.authorize ? `${id}-authorize-required ${id}-authorize-hint` : `${id}-authorize-required`}
            onChange={(event) => dispatch(wizardActions.authorizeSet(event.target.checked))}
          />
          <span>{t('review.authorize')}</span>
        </label>
        <FieldHint id={`${id}-authorize-hint`} text={hints.authorize} />
      </div>
      <FieldHint id={`${id}-uploads-hint`} text={hints.uploads} />
      {hints.quota && (
        <p className="field-error" data-testid="hint">
          {t('review.quota', { reached: t('messages:complaint.quotaReached'), message: hints.quota })}
        </p>
      )}
    </div>
  );
}
