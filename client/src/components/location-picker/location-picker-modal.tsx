import { ROUTING_SCOPES, type RoutingScope } from '@civic/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useListDistrictsQuery, useListSubdistrictsQuery, useListUlbsQuery, useListVillagesQuery } from '../../api';
import { Dialog } from '../ui/dialog';
import { FormActions } from '../ui/form-actions';

/** A location chosen in the picker (citizen spec section 2, 'Location picker modal'; admin spec section 5). */
export type LocationSelection = {
  scope: 'Rural' | 'Urban';
  districtCode: string;
  districtName: string;
  subdistrictCode?: string;
  subdistrictName?: string;
  villageCode?: string;
  villageName?: string;
  ulbCode?: string;
  ulbName?: string;
  /** Deepest place first: 'Calangute, Bardez, North Goa' or 'Panaji, North Goa'. */
  label: string;
};

export interface LocationPickerModalProps {
  open: boolean;
  /** The dialog's heading; 'Choose location' by default (`common:locationPicker.title`). */
  title?: string;
  /** The selection shown when the dialog opens (each open starts again from it). */
  initial?: LocationSelection | null;
  onClose(): void;
  onSelect(selection: LocationSelection): void;
  /**
   * How deep the location must go before 'Use this location' is enabled: 'leaf' (default) needs a
   * village (Rural) or a ULB (Urban); 'district' accepts any level from the district down.
   */
  minDepth?: 'district' | 'leaf';
  /** Rural or Urban preselected when there is no `initial` selection (Rural by default). */
  initialScope?: 'Rural' | 'Urban';
}

/** The codes the user has chosen so far (empty string: not chosen). */
export interface LocationDraft {
  scope: RoutingScope;
  districtCode: string;
  subdistrictCode: string;
  villageCode: string;
  ulbCode: string;
}

interface Named {
  code: string;
  name: string;
}

const nameOf = (items: readonly Named[] | undefined, code: string): string | undefined => (code ? items?.find((i) => i.code === code)?.name : undefined);

/** Whether the draft is deep enough to be used. */
export function isDraftComplete(draft: LocationDraft, minDepth: 'district' | 'leaf'): boolean {
  if (!draft.districtCode) return false;
  if (minDepth === 'district') return true;
  return draft.scope === 'Urban' ? !!draft.ulbCode : !!draft.villageCode;
}

/**
 * Builds the selection from the draft and the names of the loaded lists. Levels below the deepest
 * chosen one are left out; the label lists the chosen places deepest first.
 */
export function buildLocationSelection(
  draft: LocationDraft,
  lists: { districts?: readonly Named[]; subdistricts?: readonly Named[]; villages?: readonly Named[]; ulbs?: readonly Named[] },
): LocationSelection | null {
  const districtName = nameOf(lists.districts, draft.districtCode);
  if (!districtName) return null;
  const selection: LocationSelection = { scope: draft.scope, districtCode: draft.districtCode, districtName, label: districtName };
  const parts = [districtName];
  if (draft.scope === 'Urban') {
    const ulbName = nameOf(lists.ulbs, draft.ulbCode);
    if (ulbName) {
      selection.ulbCode = draft.ulbCode;
      selection.ulbName = ulbName;
      parts.unshift(ulbName);
    }
  } else {
    const subdistrictName = nameOf(lists.subdistricts, draft.subdistrictCode);
    if (subdistrictName) {
      selection.subdistrictCode = draft.subdistrictCode;
      selection.subdistrictName = subdistrictName;
      parts.unshift(subdistrictName);
      const villageName = nameOf(lists.villages, draft.villageCode);
      if (villageName) {
        selection.villageCode = draft.villageCode;
        selection.villageName = villageName;
        parts.unshift(villageName);
      }
    }
  }
  selection.label = parts.join(', ');
  return selection;
}

function draftFrom(initial: LocationSelection | null | undefined, initialScope: RoutingScope = 'Rural'): LocationDraft {
  return {
    scope: initial?.scope ?? initialScope,
    districtCode: initial?.districtCode ?? '',
    subdistrictCode: initial?.scope === 'Rural' ? (initial.subdistrictCode ?? '') : '',
    villageCode: initial?.scope === 'Rural' ? (initial.villageCode ?? '') : '',
    ulbCode: initial?.scope === 'Urban' ? (initial.ulbCode ?? '') : '',
  };
}

/**
 * The location picker modal (citizen spec section 2): Rural or Urban first, then the district, then the
 * taluka and village (Rural) or the urban local body (Urban). Each list is a labelled select filled from
 * the geography endpoints. A keyboard-usable dialog (focus trapped, Escape cancels) with Cancel and
 * 'Use this location'.
 */
export function LocationPickerModal({ open, title, initial, onClose, onSelect, minDepth = 'leaf', initialScope }: LocationPickerModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title ?? t('locationPicker.title')} onClose={onClose} size="md" description={t('locationPicker.description')}>
      {/* Mounted only while open, so that every opening starts again from `initial`. */}
      {open && <LocationPickerForm initial={initial} initialScope={initialScope} onClose={onClose} onSelect={onSelect} minDepth={minDepth} />}
    </Dialog>
  );
}

function LocationPickerForm({
  initial,
  initialScope,
  onClose,
  onSelect,
  minDepth,
}: Pick<LocationPickerModalProps, 'initial' | 'initialScope' | 'onClose' | 'onSelect'> & { minDepth: 'district' | 'leaf' }) {
  const id = useId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LocationDraft>(() => draftFrom(initial, initialScope));
  const rural = draft.scope === 'Rural';

  const districts = useListDistrictsQuery({});
  const subdistricts = useListSubdistrictsQuery(rural && draft.districtCode ? { district: draft.districtCode } : skipToken);
  const villages = useListVillagesQuery(rural && draft.subdistrictCode ? { district: draft.districtCode, subdistrict: draft.subdistrictCode } : skipToken);
  const ulbs = useListUlbsQuery(!rural && draft.districtCode ? { district: draft.districtCode } : skipToken);

  const selection = buildLocationSelection(draft, {
    districts: districts.data?.items,
    subdistricts: subdistricts.data?.items,
    villages: villages.data?.items,
    ulbs: ulbs.data?.items,
  });
  const complete = isDraftComplete(draft, minDepth) && selection !== null;

  const set = (patch: Partial<LocationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && selection) onSelect(selection);
  };

  const optional = minDepth === 'district';
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend className="field-label">{t('locationPicker.areaType')}</legend>
        <div className="flex gap-3">
          {ROUTING_SCOPES.map((scope) => (
            <label
              key={scope}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium ${
                draft.scope === scope ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                name={`${id}-scope`}
                value={scope}
                checked={draft.scope === scope}
                data-autofocus={draft.scope === scope ? true : undefined}
                onChange={() => set({ scope, subdistrictCode: '', villageCode: '', ulbCode: '' })}
              />
              {t(`locationPicker.scope.${scope}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 space-y-4">
        <GeoSelect
          id={`${id}-district`}
          label={t('locationPicker.district')}
          value={draft.districtCode}
          items={districts.data?.items}
          loading={districts.isFetching}
          failed={districts.isError}
          onRetry={() => void districts.refetch()}
          placeholder={t('locationPicker.selectDistrict')}
          onChange={(districtCode) => set({ districtCode, subdistrictCode: '', villageCode: '', ulbCode: '' })}
        />
        {rural ? (
          <>
            <GeoSelect
              id={`${id}-subdistrict`}
              label={optional ? t('locationPicker.talukaOptional') : t('locationPicker.taluka')}
              value={draft.subdistrictCode}
              items={subdistricts.data?.items}
              disabled={!draft.districtCode}
              loading={subdistricts.isFetching}
              failed={subdistricts.isError}
              onRetry={() => void subdistricts.refetch()}
              placeholder={draft.districtCode ? t('locationPicker.selectTaluka') : t('locationPicker.chooseDistrictFirst')}
              onChange={(subdistrictCode) => set({ subdistrictCode, villageCode: '' })}
            />
            <GeoSelect
              id={`${id}-village`}
              label={optional ? t('locationPicker.villageOptional') : t('locationPicker.village')}
              value={draft.villageCode}
              items={villages.data?.items}
              disabled={!draft.subdistrictCode}
              loading={villages.isFetching}
              failed={villages.isError}
              onRetry={() => void villages.refetch()}
              placeholder={draft.subdistrictCode ? t('locationPicker.selectVillage') : t('locationPicker.chooseTalukaFirst')}
              onChange={(villageCode) => set({ villageCode })}
            />
          </>
        ) : (
          <GeoSelect
            id={`${id}-ulb`}
            label={optional ? t('locationPicker.ulbOptional') : t('locationPicker.ulb')}
            value={draft.ulbCode}
            items={ulbs.data?.items}
            disabled={!draft.districtCode}
            loading={ulbs.isFetching}
            failed={ulbs.isError}
            onRetry={() => void ulbs.refetch()}
            placeholder={draft.districtCode ? t('locationPicker.selectUlb') : t('locationPicker.chooseDistrictFirst')}
            onChange={(ulbCode) => set({ ulbCode })}
          />
        )}
      </div>

      <p className="mt-4 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="location-picker-summary">
        {selection && (
          <Trans t={t} i18nKey="locationPicker.selected" values={{ label: selection.label }} components={{ strong: <span className="font-semibold" /> }} />
        )}
      </p>

      <FormActions confirmLabel={t('locationPicker.useLocation')} confirmDisabled={!complete} onCancel={onClose} className="mt-4" />
    </form>
  );
}

function GeoSelect({
  id,
  label,
  value,
  items,
  placeholder,
  onChange,
  onRetry,
  disabled = false,
  loading,
  failed,
}: {
  id: string;
  label: string;
  value: string;
  items: readonly Named[] | undefined;
  placeholder: string;
  onChange(code: string): void;
  onRetry(): void;
  disabled?: boolean;
  loading: boolean;
  failed: boolean;
}) {
  const errorId = `${id}-error`;
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled || (loading && !items)}
        aria-invalid={failed ? 'true' : undefined}
        aria-describedby={failed ? errorId : undefined}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading && !items ? t('loading') : placeholder}</option>
        {(items ?? []).map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
      {failed && (
        <p id={errorId} className="field-error" role="alert">
          {t('locationPicker.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {t('actions.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
