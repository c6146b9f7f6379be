import { STILL_BROKEN_RADIUS_METRES } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api';
import { useReportStillBrokenMutation } from '../../api/follows';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAuthModal } from '../../app/ui.slice';
import { FormBanner } from '../../components/ui/text-field';
import { PhotoInput, PhotoList, useAfterPhotos } from '../complaints';
import { selectIsSignedIn } from '../auth';

/** The longest note the server keeps (STILL_BROKEN_NOTE_MAX). */
const NOTE_MAX = 1000;

/**
 * "Still broken" on a resolved complaint's public page (docs/adr/0148): a signed-in person reports it with a photo
 * taken at the place, uploaded as the wizard's (its EXIF GPS kept, which the server checks against the pin); a visitor
 * is offered to sign in first. The portal team sees the report on the desk.
 */
export default function StillBroken({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="still-broken-heading" data-testid="still-broken">
      <h2 id="still-broken-heading" className="text-lg font-semibold text-slate-900">
        {t('stillBroken.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('stillBroken.lead', { metres: STILL_BROKEN_RADIUS_METRES })}</p>
      {sent ? (
        <FormBanner tone="success" className="mt-3">
          {t('stillBroken.sent')}
        </FormBanner>
      ) : !signedIn ? (
        <button type="button" className="btn btn-secondary mt-3" onClick={() => dispatch(openAuthModal('login'))}>
          {t('stillBroken.signIn')}
        </button>
      ) : open ? (
        <StillBrokenForm complaintId={complaintId} onSent={() => setSent(true)} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-secondary mt-3" onClick={() => setOpen(true)}>
          {t('stillBroken.button')}
        </button>
      )}
    </section>
  );
}

function StillBrokenForm({ complaintId, onSent, onCancel }: { complaintId: string; onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const [report] = useReportStillBrokenMutation();
  const photo = useAfterPhotos();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ photo?: string; note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const uploaded = await photo.settled();
    const [url] = uploaded.urls;
    if (uploaded.failed || !url) {
      setErrors({ photo: uploaded.failed ? t('messages:complaint.someUploadsFailed') : t('messages:followUp.stillBrokenPhotoRequired') });
      setBusy(false);
      return;
    }
    try {
      await report({ id: complaintId, stillBrokenRequest: { photo: url, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap();
      onSent();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors({
        photo: fields.photo,
        note: fields.note,
        form: fields.photo || fields.note ? undefined : messageFor(failure, t('messages:followUp.reportFailed')),
      });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="still-broken-heading" className="mt-3 space-y-4">
      {errors.form && <FormBanner tone="error">{errors.form}</FormBanner>}
      <PhotoInput
        id="still-broken-photo"
        label={t('stillBroken.photoLabel')}
        error={errors.photo ?? null}
        onPick={(picked) => {
          setErrors((prev) => ({ ...prev, photo: picked.error ?? undefined }));
          if (picked.files[0]) photo.add([picked.files[0]], true);
        }}
      />
      <PhotoList photos={photo.photos} label={t('stillBroken.chosenPhoto')} onRetry={photo.retry} onRemove={photo.remove} disabled={busy} />
      <div>
        <label htmlFor="still-broken-note" className="field-label">
          {t('stillBroken.noteLabel')}
        </label>
        <textarea
          id="still-broken-note"
          rows={3}
          className="field-input"
          value={note}
          maxLength={NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'still-broken-note-error' : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        {errors.note && (
          <p id="still-broken-note-error" className="mt-1 text-sm text-red-700" role="alert">
            {errors.note}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('stillBroken.sending') : t('stillBroken.send')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('stillBroken.cancel')}
        </button>
      </div>
    </form>
  );
}
