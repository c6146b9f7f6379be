import { URGENCIES } from '@civic/contracts';
import { type Dispatch, type ReactNode, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSuggestNearestPlaceQuery, type NearestPlaceResponse } from '../../api';
import { type LocationSelection, LocationPickerModal } from '../../components/location-picker/location-picker-modal';
import { type TextField, type WizardAction, type WizardState, wizardActions } from './complaint-wizard.slice';
import { FieldHint } from './field-hint';
import { PhotoField } from './photo-field';
import type { PhotoItem } from './photo-checks';
import { PinField } from './pin-field';
import { usePhotoLimit } from './photo-limit';
import type { Hints, StepTwoField } from './wizard-rules';
import { STEP_TWO_IDS } from './wizard-ids';

function TextInput({
  id,
  label,
  value,
  field,
  dispatch,
  hint,
  maxLength,
  optional,
  multiline,
  help,
}: {
  id: string;
  label: string;
  value: string;
  field: TextField;
  dispatch: Dispatch<WizardAction>;
  hint?: string;
  maxLength: number;
  optional?: boolean;
  multiline?: boolean;
  help?: ReactNode;
}) {
  const { t } = useTranslation('complaints');
  const hintId = `${id}-hint`;
  const helpId = `${id}-help`;
  const describedBy = [help ? helpId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'field-input',
    value,
    maxLength,
    'aria-invalid': hint ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
    onChange: (event: { target: { value: string } }) => dispatch(wizardActions.textChanged({ field, value: event.target.value })),
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <span className="font-normal text-slate-500">{t('details.optional')}</span>}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {help && (
        <p id={helpId} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      <FieldHint id={hintId} text={hint} />
    </div>
  );
}

/** The picker's selection for a suggested place: 'Calangute, Bardez, North Goa' names the village, taluka and district. */
export function selectionOfPlace(place: NearestPlaceResponse): LocationSelection {
  const parts = place.label.split(', ');
  const districtName = parts[parts.length - 1] ?? '';
  const subdistrictName = parts.length >= 3 ? parts[parts.length - 2] : undefined;
  if (place.kind === 'ulb') {
    return { scope: 'Urban', districtCode: place.districtCode, districtName, ulbCode: place.ulbCode ?? undefined, ulbName: place.name, label: place.label };
  }
  return {
    scope: 'Rural',
    districtCode: place.districtCode,
    districtName,
    subdistrictCode: place.subdistrictCode ?? undefined,
    subdistrictName,
    villageCode: place.villageCode ?? undefined,
    villageName: place.name,
    label: place.label,
  };
}

/** The village or ULB nearest to the pin, offered until the citizen confirms it or picks a location themselves. */
function PlaceSuggestion({ pin, onUse }: { pin: { lat: number; lng: number }; onUse(selection: LocationSelection): void }) {
  const { t } = useTranslation('complaints');
  const { data } = useSuggestNearestPlaceQuery({ lat: Number(pin.lat.toFixed(5)), lng: Number(pin.lng.toFixed(5)) });
  if (!data) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="place-suggestion">
      <span>
        <Trans t={t} i18nKey="details.suggested" values={{ label: data.label }} components={{ strong: <span className="font-semibold" /> }} />
      </span>
      <button type="button" className="btn btn-secondary" onClick={() => onUse(selectionOfPlace(data))}>
        {t('details.useSuggested')}
      </button>
    </div>
  );
}

/**
 * Step 2 (citizen spec section 2): the photos first, then title, description, location text, landmark, urgency,
 * anonymous, the pin (place search, device location or the map) and the Goa location.
 */
export function StepDetails({
  state,
  hints,
  dispatch,
  onAddPhotos,
  onRetryPhoto,
  onRemovePhoto,
}: {
  state: WizardState;
  hints: Hints<StepTwoField>;
  dispatch: Dispatch<WizardAction>;
  onAddPhotos(files: File[]): void;
  onRetryPhoto(photo: PhotoItem): void;
  onRemovePhoto(photo: PhotoItem): void;
}) {
  const { t } = useTranslation('complaints');
  const id = useId();
  const { form } = state;
  // Read here, not by the wizard: the plans' answer is not needed before the photos are.
  const photoLimit = usePhotoLimit();
  const [pickerOpen, setPickerOpen] = useState(false);

  return (
    <div className="space-y-8">
      {/* The photo first: its upload starts when it is chosen and runs while the fields below are typed, and a
          geotagged photo places the pin before the location part is reached. */}
      <PhotoField photos={state.photos} photoLimit={photoLimit} hint={hints.photos} onAdd={onAddPhotos} onRetry={onRetryPhoto} onRemove={onRemovePhoto} />

      <section aria-labelledby={`${id}-about`} className="space-y-4">
        <h3 id={`${id}-about`} className="text-lg font-semibold text-slate-900">
          {t('details.about')}
        </h3>
        <TextInput id={STEP_TWO_IDS.title} label={t('details.title')} value={form.title} field="title" dispatch={dispatch} hint={hints.title} maxLength={200} />
        <TextInput
          id="complaint-description"
          label={t('details.description')}
          value={form.description}
          field="description"
          dispatch={dispatch}
          maxLength={5000}
          optional
          multiline
          help={t('details.descriptionHelp')}
        />
        <TextInput
          id={STEP_TWO_IDS.location}
          label={t('details.location')}
          value={form.location}
          field="location"
          dispatch={dispatch}
          hint={hints.location}
          maxLength={500}
          help={t('details.locationHelp')}
        />
        <TextInput id="complaint-landmark" label={t('details.landmark')} value={form.landmark} field="landmark" dispatch={dispatch} maxLength={200} optional />

        <fieldset>
          <legend className="field-label">{t('details.urgency')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {URGENCIES.map((urgency) => (
              <label
                key={urgency}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-urgency`}
                  value={urgency}
                  checked={form.urgency === urgency}
                  onChange={() => dispatch(wizardActions.urgencyChosen(urgency))}
                />
                {t(`urgency.${urgency}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" checked={form.anonymous} onChange={(event) => dispatch(wizardActions.anonymousSet(event.target.checked))} />
          <span>
            <span className="font-medium">{t('details.anonymous')}</span>
            <span className="block text-slate-600">{t('details.anonymousHelp')}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.showPublicly && !form.anonymous}
            disabled={form.anonymous}
            onChange={(event) => dispatch(wizardActions.showPubliclySet(event.target.checked))}
          />
          <span>
            <span className="font-medium">{t('details.showPublicly')}</span>
            <span className="block text-slate-600">{form.anonymous ? t('details.showPubliclyAnonymous') : t('details.showPubliclyHelp')}</span>
          </span>
        </label>
      </section>

      <PinField
        pin={state.location.pin}
        notice={state.location.notice}
        hint={hints.coordinates}
        onChoose={(choice) => dispatch(wizardActions.pinChosen(choice))}
      />

      <section aria-labelledby={`${id}-area`} className="space-y-3">
        <h3 id={`${id}-area`} className="text-lg font-semibold text-slate-900">
          <Trans t={t} i18nKey="details.area" components={{ small: <span className="text-sm font-normal text-slate-500" /> }} />
        </h3>
        <p className="text-sm text-slate-600">{t('details.areaHelp')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-800" data-testid="geo-label" aria-live="polite">
            {form.geo ? (
              <Trans t={t} i18nKey="details.selected" values={{ label: form.geo.label }} components={{ strong: <span className="font-semibold" /> }} />
            ) : (
              t('details.notChosen')
            )}
          </span>
          <button type="button" className="btn btn-secondary" onClick={() => setPickerOpen(true)}>
            {form.geo ? t('details.changeLocation') : t('details.chooseLocation')}
          </button>
          {form.geo && (
            <button type="button" className="btn btn-ghost" onClick={() => dispatch(wizardActions.geoChosen(null))}>
              {t('details.clear')}
            </button>
          )}
        </div>
        {!form.geo && state.location.pin && <PlaceSuggestion pin={state.location.pin} onUse={(selection) => dispatch(wizardActions.geoChosen(selection))} />}
        <LocationPickerModal
          open={pickerOpen}
          title={t('details.pickerTitle')}
          initial={form.geo}
          minDepth="district"
          onClose={() => setPickerOpen(false)}
          onSelect={(selection) => {
            dispatch(wizardActions.geoChosen(selection));
            setPickerOpen(false);
          }}
        />
      </section>
    </div>
  );
}
