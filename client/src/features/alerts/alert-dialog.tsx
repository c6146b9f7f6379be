import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { fieldErrors, messageFor, useListVillagesQuery } from '../../api';
import { type CreateAlertRequest, useCreateAlertMutation } from '../../api/alerts';
import { useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/ui/dialog';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { currentLanguage } from '../../i18n/language-choice';
import { selectIsSignedIn } from '../auth';
import { ALERT_EVENTS, ALERT_FREQUENCIES } from '@civic/contracts';
import { ALERT_RADII, formatRadius } from './alert-words';

/** The radius a circle starts with, in metres. */
const DEFAULT_RADIUS = 1000;
/** The address of My alerts. */
const MY_ALERTS_PATH = '/alerts';

export interface AlertDialogProps {
  onClose(): void;
  /** The map's taluka or ULB filter, when one is chosen: the area offered first. */
  place: { kind: 'taluka' | 'ulb'; code: string; name: string } | null;
  /** The centre of the map's view, for a circle; null before the map has a view. */
  centre: { lat: number; lng: number } | null;
  /** The map's category filter: ticked at first. */
  category: string | undefined;
  categories: readonly { key: string; name: string }[];
}

type Outcome = { kind: 'idle' } | { kind: 'saved'; pending: boolean } | { kind: 'failed'; message: string };

/**
 * "Get alerts for this area" on /map (docs/adr/0147-area-alerts.md): the taluka or ULB of the map's filters, one
 * village of that taluka (chosen from its villages), or a circle around the map's centre with a radius; categories (none: all), new complaints and/or changes, at once or
 * daily; an email address when signed out (the alert waits for the emailed confirmation), sent with the page's
 * language for the emails. A native <dialog> (Dialog), usable with the keyboard and at 360 px.
 */
export default function AlertDialog({ onClose, place, centre, category, categories }: AlertDialogProps) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const id = useId();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [areaKind, setAreaKind] = useState<'place' | 'village' | 'circle'>(place ? 'place' : 'circle');
  const [village, setVillage] = useState('');
  // The taluka's villages, read when the village choice is opened.
  const villages = useListVillagesQuery(place?.kind === 'taluka' && areaKind === 'village' ? { subdistrict: place.code } : skipToken);
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [chosen, setChosen] = useState<string[]>(category ? [category] : []);
  const [events, setEvents] = useState<('new' | 'updates')[]>(['new']);
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [create, { isLoading }] = useCreateAlertMutation();

  const toggle = <T extends string>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const area: Partial<CreateAlertRequest> =
      areaKind === 'place' && place
        ? { [place.kind]: place.code }
        : areaKind === 'village'
          ? village
            ? { village }
            : {}
          : centre
            ? { lat: Number(centre.lat.toFixed(5)), lng: Number(centre.lng.toFixed(5)), radius }
            : {};
    const body: CreateAlertRequest = {
      ...area,
      categories: chosen,
      events,
      frequency,
      ...(signedIn ? {} : { email: email.trim(), locale: currentLanguage() }),
    };
    try {
      const created = await create({ createAlertRequest: body }).unwrap();
      setErrors({});
      setOutcome({ kind: 'saved', pending: created.status === 'pending' });
    } catch (error) {
      setErrors(fieldErrors(error));
      setOutcome({ kind: 'failed', message: messageFor(error, t('alerts.failed')) });
    }
  };

  return (
    <Dialog open title={t('alerts.title')} description={t('alerts.lead')} onClose={onClose} size="md">
      {outcome.kind === 'saved' ? (
        <div className="space-y-4">
          <FormBanner tone="success" className="text-base">
            {outcome.pending ? t('messages:alerts.confirmEmailSent') : t('messages:alerts.created')}
          </FormBanner>
          <div className="flex flex-wrap gap-3">
            {!outcome.pending && (
              <Link to={MY_ALERTS_PATH} className="btn btn-primary">
                {t('alerts.manage')}
              </Link>
            )}
            <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
              {t('alerts.close')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {outcome.kind === 'failed' && <FormBanner tone="error">{outcome.message}</FormBanner>}
          <fieldset>
            <legend className="field-label">{t('alerts.area')}</legend>
            <div className="space-y-2">
              {place && (
                <label className="flex items-start gap-2">
                  <input type="radio" name={`${id}-area`} checked={areaKind === 'place'} onChange={() => setAreaKind('place')} className="mt-1" />
                  <span>{t('alerts.areaPlace', { place: place.name })}</span>
                </label>
              )}
              {place?.kind === 'taluka' && (
                <label className="flex items-start gap-2">
                  <input type="radio" name={`${id}-area`} checked={areaKind === 'village'} onChange={() => setAreaKind('village')} className="mt-1" />
                  <span>{t('alerts.areaVillage', { place: place.name })}</span>
                </label>
              )}
              {areaKind === 'village' && (
                <label className="block pl-6 text-sm">
                  <span className="field-label">{t('alerts.village')}</span>
                  <select className="field-input" value={village} onChange={(e) => setVillage(e.target.value)} disabled={!villages.data}>
                    <option value="">{villages.isFetching ? t('common:loading') : t('alerts.chooseVillage')}</option>
                    {(villages.data?.items ?? []).map((v) => (
                      <option key={v.code} value={v.code}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name={`${id}-area`}
                  checked={areaKind === 'circle'}
                  onChange={() => setAreaKind('circle')}
                  disabled={!centre}
                  className="mt-1"
                />
                <span>{t('alerts.areaCircle')}</span>
              </label>
              {areaKind === 'circle' && (
                <label className="block pl-6 text-sm">
                  <span className="field-label">{t('alerts.radius')}</span>
                  <select className="field-input" value={radius} onChange={(e) => setRadius(Number(e.target.value))}>
                    {ALERT_RADII.map((r) => (
                      <option key={r} value={r}>
                        {formatRadius(r)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {(errors.taluka || errors.ulb || errors.village || errors.lat || errors.radius) && (
              <p className="mt-1 text-sm text-red-700">{errors.taluka || errors.ulb || errors.village || errors.lat || errors.radius}</p>
            )}
          </fieldset>

          <fieldset>
            <legend className="field-label">{t('alerts.categories')}</legend>
            <p className="mb-2 text-sm text-slate-600">{t('alerts.categoriesHint')}</p>
            <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
              {categories.map((c) => (
                <label key={c.key} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(c.key)}
                    onChange={(e) => setChosen((list) => toggle(list, c.key, e.target.checked))}
                    className="mt-1"
                  />
                  <span>{c.name}</span>
                </label>
              ))}
            </div>
            {errors.categories && <p className="mt-1 text-sm text-red-700">{errors.categories}</p>}
          </fieldset>

          <fieldset>
            <legend className="field-label">{t('alerts.events')}</legend>
            {ALERT_EVENTS.map((e) => (
              <label key={e} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={events.includes(e)}
                  onChange={(ev) => setEvents((list) => toggle(list, e, ev.target.checked))}
                  className="mt-1"
                />
                <span>{e === 'new' ? t('alerts.eventNew') : t('alerts.eventUpdates')}</span>
              </label>
            ))}
            {errors.events && <p className="mt-1 text-sm text-red-700">{errors.events}</p>}
          </fieldset>

          <fieldset>
            <legend className="field-label">{t('alerts.frequency')}</legend>
            {ALERT_FREQUENCIES.map((f) => (
              <label key={f} className="flex items-start gap-2">
                <input type="radio" name={`${id}-frequency`} checked={frequency === f} onChange={() => setFrequency(f)} className="mt-1" />
                <span>{f === 'instant' ? t('alerts.instant') : t('alerts.daily')}</span>
              </label>
            ))}
          </fieldset>

          {!signedIn && (
            <TextField
              name="email"
              type="email"
              label={t('alerts.email')}
              hint={t('alerts.emailHint')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              required
              error={errors.email}
            />
          )}

          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? t('alerts.subscribing') : t('alerts.subscribe')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('alerts.close')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
