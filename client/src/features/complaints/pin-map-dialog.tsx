import { type LatLng, snapToGoa } from '@civic/contracts';
import { Suspense, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MapFocus } from '../../components/map/goa-map';
import { LazyGoaMap } from '../../components/map/lazy-goa-map';
import { Dialog } from '../../components/ui/dialog';
import { formatCoordinates } from '../../i18n/format';
import { detectDeviceLocation } from './device-location';
import type { UserLocationSource } from './location-source';
import { PlaceSearch } from './place-search';
import { FormActions } from '../../components/ui/form-actions';

export interface PinChoice {
  point: LatLng;
  source: UserLocationSource;
  accuracy?: number;
}

export interface PinMapDialogProps {
  open: boolean;
  /** The current pin, shown when the dialog opens. */
  initial: LatLng | null;
  onClose(): void;
  onChoose(choice: PinChoice): void;
}

/**
 * The map pin modal (citizen spec section 2): a map bounded to Goa, loaded only when the dialog opens;
 * click or drag to drop the pin (source manual), the device location (geolocation) or a place search
 * (search); without dragging (WCAG 2.5.7): the arrow keys on the pin, 'Drop pin at map centre', or typed
 * coordinates (source manual). 'Use this pin' hands the choice to the wizard, Cancel or Escape keeps the old pin.
 */
export function PinMapDialog({ open, initial, onClose, onChoose }: PinMapDialogProps) {
  const { t } = useTranslation('complaints');
  return (
    <Dialog open={open} title={t('map.title')} size="md" onClose={onClose} description={t('map.description')}>
      {open && <PinMapForm initial={initial} onClose={onClose} onChoose={onChoose} />}
    </Dialog>
  );
}

function PinMapForm({ initial, onClose, onChoose }: Omit<PinMapDialogProps, 'open'>) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  // The new choice; until there is one the map shows the current pin.
  const [draft, setDraft] = useState<PinChoice | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [detecting, setDetecting] = useState(false);

  const snap = draft ? snapToGoa(draft.point) : null;
  const shown = snap?.ok ? { lat: snap.lat, lng: snap.lng } : initial;

  /** Keeps a point inside Goa (snapped when just outside), refuses one further out. */
  const propose = (choice: PinChoice, move: boolean) => {
    const result = snapToGoa(choice.point);
    if (!result.ok) {
      setError(t('messages:complaint.outsideGoa'));
      return;
    }
    setError(null);
    setDraft(choice);
    if (move) setFocus((f) => ({ lat: result.lat, lng: result.lng, seq: (f?.seq ?? 0) + 1 }));
  };

  const detect = async () => {
    setDetecting(true);
    setError(null);
    try {
      const fix = await detectDeviceLocation(t);
      propose({ point: { lat: fix.lat, lng: fix.lng }, source: 'geolocation', accuracy: fix.accuracy }, true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setDetecting(false);
    }
  };

  return (
    <div className="space-y-4">
      <PlaceSearch onSelect={(place) => propose({ point: { lat: place.lat, lng: place.lng }, source: 'search' }, true)} />
      <div>
        <button type="button" className="btn btn-secondary" onClick={() => void detect()} disabled={detecting}>
          {detecting ? t('pin.detecting') : t('map.useCurrent')}
        </button>
      </div>
      <Suspense
        fallback={
          <div className="flex h-56 items-center sm:h-72 justify-center rounded-xl border border-slate-300 bg-slate-100 text-sm text-slate-600" role="status">
            {t('map.loading')}
          </div>
        }
      >
        <LazyGoaMap
          label={t('map.label')}
          pin={shown}
          focus={focus}
          onPick={(point) => propose({ point, source: 'manual' }, false)}
          pinLabel={t('map.pinLabel')}
          centreButtonLabel={t('map.centre')}
          className="h-56 w-full sm:h-72"
        />
      </Suspense>
      <p className="min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="pin-draft">
        {shown ? (
          <Trans
            t={t}
            i18nKey={draft ? 'map.selected' : 'map.current'}
            values={{ point: formatCoordinates(shown) }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        ) : (
          t('map.noPin')
        )}
      </p>
      <CoordinateFields onPlace={(point) => propose({ point, source: 'manual' }, true)} onInvalid={() => setError(t('map.coordinates.invalid'))} />
      {snap?.ok && snap.snapped && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {t('messages:complaint.snappedWarning')}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <FormActions confirmLabel={t('map.usePin')} onConfirm={() => draft && onChoose(draft)} confirmDisabled={!draft || !shown} onCancel={onClose} />
    </div>
  );
}

/** Parses a coordinate typed by hand: decimal degrees, a comma accepted as the decimal mark. */
export function parseCoordinate(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** Two labelled fields and a button that put the pin at typed coordinates (a way without the map). */
function CoordinateFields({ onPlace, onInvalid }: { onPlace(point: LatLng): void; onInvalid(): void }) {
  const { t } = useTranslation('complaints');
  const id = useId();
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const place = () => {
    const point = { lat: parseCoordinate(lat), lng: parseCoordinate(lng) };
    if (point.lat === null || point.lng === null) onInvalid();
    else onPlace({ lat: point.lat, lng: point.lng });
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('map.coordinates.legend')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        {t('map.coordinates.hint')}
      </p>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="min-w-0">
          <label htmlFor={`${id}-lat`} className="field-label">
            {t('map.coordinates.latitude')}
          </label>
          <input id={`${id}-lat`} className="field-input" inputMode="decimal" autoComplete="off" value={lat} onChange={(e) => setLat(e.target.value)} />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-lng`} className="field-label">
            {t('map.coordinates.longitude')}
          </label>
          <input id={`${id}-lng`} className="field-input" inputMode="decimal" autoComplete="off" value={lng} onChange={(e) => setLng(e.target.value)} />
        </div>
        <button type="button" className="btn btn-secondary" onClick={place}>
          {t('map.coordinates.place')}
        </button>
      </div>
    </fieldset>
  );
}
