import { mapUrl } from '@civic/contracts';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Translate } from '../../i18n/i18n';
import { formatCoordinates } from '../../i18n/format';
import { detectDeviceLocation } from './device-location';
import { FieldHint } from './field-hint';
import type { LocationNotice, Pin } from './location-source';
import { type PinChoice, PinMapDialog } from './pin-map-dialog';
import { PlaceSearch } from './place-search';
import { PIN_BUTTON_ID } from './wizard-ids';

/** The text of a location notice: the snap warning, or why a point was refused. */
export function noticeText(notice: LocationNotice, t: Translate): string {
  if (notice.kind === 'snapped') return t('messages:complaint.snappedWarning');
  if (notice.from === 'photo') return t('complaints:pin.photoOutside', { file: notice.fileName, outside: t('messages:complaint.outsideGoa') });
  return t('messages:complaint.outsideGoa');
}

/**
 * The exact Goa location (citizen spec sections 2, 4 and 8): filled from a geotagged photo, a place search, the
 * device location, or a pin dropped on the map in the map pin modal. The search and 'Use my location' stand here,
 * beside the summary, as paths of their own: nobody needs the map (a screen reader, a keyboard, a weak signal that
 * would fetch the map's tiles), which stays an option. The summary is a polite live region: each way's result is
 * announced where it is chosen.
 */
export function PinField({
  pin,
  notice,
  hint,
  onChoose,
}: {
  pin: Pin | null;
  notice: LocationNotice | null;
  hint: string | undefined;
  onChoose(choice: PinChoice): void;
}) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const id = useId();
  const [mapOpen, setMapOpen] = useState(false);
  const [detecting, setDetecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const detect = async () => {
    setDetecting(true);
    setError(null);
    try {
      const fix = await detectDeviceLocation(t);
      onChoose({ point: { lat: fix.lat, lng: fix.lng }, source: 'geolocation', accuracy: fix.accuracy });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setDetecting(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('pin.title')}
      </h3>
      <div className="rounded-xl border border-slate-200 bg-white p-4" aria-live="polite" data-testid="pin-summary">
        {pin ? (
          <p className="text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="pin.pinnedAt"
              values={{
                point: formatCoordinates(pin),
                source: t(`source.${pin.source}`),
                accuracy: pin.accuracy !== undefined ? t('pin.accuracy', { metres: pin.accuracy }) : '',
              }}
              components={{
                strong: <span className="font-semibold" data-testid="pin-coordinates" />,
                map: <a href={mapUrl(pin)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />,
                newTab: <span className="sr-only" />,
              }}
            />
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('pin.none')}</p>
        )}
      </div>
      {notice && (
        <p
          className={`rounded-lg px-3 py-2 text-sm ${notice.kind === 'snapped' ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800'}`}
          role="alert"
          data-testid="location-notice"
        >
          {noticeText(notice, t)}
        </p>
      )}
      <PlaceSearch
        label={t('pin.searchLabel')}
        onSelect={(place) => {
          setError(null);
          onChoose({ point: { lat: place.lat, lng: place.lng }, source: 'search' });
        }}
      />
      <div className="flex flex-wrap gap-3">
        <button
          id={PIN_BUTTON_ID}
          type="button"
          className="btn btn-secondary"
          onClick={() => void detect()}
          disabled={detecting}
          aria-describedby={hint ? `${id}-hint` : undefined}
        >
          {detecting ? t('pin.detecting') : t('pin.detect')}
        </button>
        <button type="button" className="btn btn-ghost border border-slate-300" onClick={() => setMapOpen(true)}>
          {pin ? t('pin.adjust') : t('pin.drop')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <FieldHint id={`${id}-hint`} text={hint} />
      <PinMapDialog
        open={mapOpen}
        initial={pin}
        onClose={() => setMapOpen(false)}
        onChoose={(choice) => {
          setMapOpen(false);
          setError(null);
          onChoose(choice);
        }}
      />
    </section>
  );
}
