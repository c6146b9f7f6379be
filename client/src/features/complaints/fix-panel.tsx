import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type ComplaintResponse, fieldErrors, messageFor, useConfirmFixMutation, useReopenComplaintMutation } from '../../api';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { formatDate } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';
import { type PhotoItem, checkPhotoFile } from './photo-checks';
import { PhotoList } from './photo-list';
import { type UploadDeps, uploadPhoto } from './photo-upload';
import { coarseProgress, useUploadDeps } from './use-photo-uploader';

/** Reopen notes: at most this many characters (the server's limit). */
const MESSAGE_MAX = 2000;

let nextAfterPhotoId = 1;

/**
 * The after-photos of a dialog: each chosen photo is checked (type, 10 MB), resized and uploaded at once, with its own
 * progress, Retry and Remove (PhotoList); one photo's failure leaves the others uploaded. `settled()` waits for the
 * uploads on their way and answers the uploaded URLs and whether one failed (and was neither retried nor removed).
 * The thumbnails' object URLs are released on removal and when the dialog closes.
 */
export function useAfterPhotos() {
  // The server verifies the fix from the after-photo's GPS: it keeps its EXIF through the resizing.
  const uploadDeps = useUploadDeps({ keepExif: true });
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const previews = useRef(new Set<string>());
  // Each chosen photo's outcome so far, in the order chosen ({} while it uploads), and the uploads in flight: what
  // `settled` answers from, without waiting for React to render the photos' state.
  const outcomes = useRef(new Map<string, { url?: string; error?: string }>());
  const inFlight = useRef(new Set<Promise<void>>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (id: string, change: Partial<PhotoItem>) => setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const record = (id: string, outcome: { url?: string; error?: string }) => {
    if (outcomes.current.has(id)) outcomes.current.set(id, outcome);
  };
  const start = (items: readonly PhotoItem[]) => {
    for (const item of items) outcomes.current.set(item.id, {});
    const running = upload(items);
    inFlight.current.add(running);
    void running.finally(() => inFlight.current.delete(running));
  };
  const upload = async (items: readonly PhotoItem[]) => {
    for (const item of items) update(item.id, { status: 'uploading', error: undefined, stage: undefined });
    let deps: UploadDeps;
    try {
      deps = await uploadDeps();
    } catch (error) {
      for (const item of items) {
        update(item.id, { status: 'error', error: (error as Error).message });
        record(item.id, { error: (error as Error).message });
      }
      return;
    }
    await Promise.all(
      items.map(async (item) => {
        try {
          const url = await uploadPhoto(
            item.file,
            deps,
            coarseProgress((stage) => update(item.id, { stage })),
          );
          update(item.id, { status: 'done', url, stage: undefined });
          record(item.id, { url });
        } catch (error) {
          update(item.id, { status: 'error', error: (error as Error).message, stage: undefined });
          record(item.id, { error: (error as Error).message });
        }
      }),
    );
  };

  return {
    photos,
    /** Once no photo is on its way: the uploaded photos' URLs in the order chosen, and whether one failed. */
    async settled(): Promise<{ urls: string[]; failed: boolean }> {
      while (inFlight.current.size > 0) await Promise.all([...inFlight.current]);
      const all = [...outcomes.current.values()];
      return { urls: all.flatMap((o) => (o.url ? [o.url] : [])), failed: all.some((o) => o.error !== undefined) };
    },
    add(files: readonly File[], replace: boolean) {
      const items: PhotoItem[] = files.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        return { id: `after-photo-${nextAfterPhotoId++}`, file, name: file.name, previewUrl, status: 'pending' };
      });
      if (replace) outcomes.current.clear();
      setPhotos((list) => (replace ? items : [...list, ...items]));
      start(items);
    },
    retry: (photo: PhotoItem) => start([photo]),
    remove(photo: PhotoItem) {
      outcomes.current.delete(photo.id);
      URL.revokeObjectURL(photo.previewUrl);
      previews.current.delete(photo.previewUrl);
      setPhotos((list) => list.filter((p) => p.id !== photo.id));
    },
  };
}

/** The files of an input, or a message when one may not be attached (type or size of the chosen file). */
function pickFiles(list: FileList | null, t: Translate): { files: File[]; error: string | null } {
  const files = [...(list ?? [])];
  for (const file of files) {
    const error = checkPhotoFile(file, t);
    if (error) return { files: [], error };
  }
  return { files, error: null };
}

/** A photo file field with its error under it; the chosen files are checked by type and size before `onPick`. */
export function PhotoInput({
  id,
  label,
  multiple,
  error,
  onPick,
}: {
  id: string;
  label: string;
  multiple?: boolean;
  error: string | null;
  onPick: (picked: { files: File[]; error: string | null }) => void;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          onPick(pickFiles(e.target.files, t));
          e.target.value = '';
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The dialog the "Is it fixed?" email's links ask for: `fixed=yes` confirms, `fixed=no` reopens. */
function askedDialog(fixed: string | null): 'confirm' | 'reopen' | null {
  return fixed === 'yes' ? 'confirm' : fixed === 'no' ? 'reopen' : null;
}

/**
 * Confirm fix and Reopen for the reporter of a resolved complaint: offered until `fix.actionsUntil` (30 days
 * after 'resolved'); after a confirmation, the date, the after-photo and whether the server verified it at the pin.
 * The resolved email's buttons open this page with `?fixed=yes` or `?fixed=no`: the matching dialog opens at once, and
 * nothing changes until the reporter sends it (a mail scanner following the link changes nothing). Closing it drops
 * the parameter, so that a reload does not ask again.
 */
export function FixPanel({ complaint: c }: { complaint: ComplaintResponse }) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<'confirm' | 'reopen' | null>(null);
  // The email's link asks for a dialog while the fix can still be confirmed or reopened; a button's choice comes first.
  const dialog = chosen ?? (c.fix.actionsUntil && !c.fix.confirmedAt ? askedDialog(params.get('fixed')) : null);
  const setDialog = (next: 'confirm' | 'reopen' | null) => {
    setChosen(next);
    if (next === null && params.has('fixed')) {
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete('fixed');
          return kept;
        },
        { replace: true },
      );
    }
  };
  if (!c.fix.actionsUntil && !c.fix.confirmedAt) return null;

  return (
    <section aria-labelledby="detail-fix" className="mt-6 rounded-xl border border-slate-200 bg-white p-4" data-testid="fix-panel">
      <h2 id="detail-fix" className="font-semibold text-slate-900">
        {t('fix.heading')}
      </h2>
      {c.fix.confirmedAt ? (
        <>
          <p className="mt-2 text-sm text-slate-800">{t('fix.confirmedOn', { date: formatDate(c.fix.confirmedAt) })}</p>
          {c.fix.photo && (
            <>
              <p className={`mt-1 text-sm font-semibold ${c.fix.verified ? 'text-green-800' : 'text-slate-700'}`} data-testid="fix-verification">
                {c.fix.verified ? t('fix.verified') : t('fix.notVerified')}
              </p>
              <PhotoGrid
                photos={[c.fix.photo]}
                alt={() => t('fix.afterPhotoAlt', { id: c.id })}
                className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3"
                linkClassName="block"
                imageClassName="aspect-square w-full rounded-lg object-cover"
                linkNote={t('detail.fullSize')}
              />
            </>
          )}
        </>
      ) : (
        c.fix.actionsUntil && (
          <>
            <p className="mt-2 text-sm text-slate-800">{t('fix.ask', { date: formatDate(c.fix.actionsUntil) })}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className="btn btn-primary" onClick={() => setDialog('confirm')}>
                {t('fix.confirm')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('reopen')}>
                {t('fix.reopen')}
              </button>
            </div>
          </>
        )
      )}
      {dialog === 'confirm' && <ConfirmFixDialog complaint={c} onClose={() => setDialog(null)} />}
      {dialog === 'reopen' && <ReopenDialog complaint={c} onClose={() => setDialog(null)} />}
    </section>
  );
}

function ConfirmFixDialog({ complaint: c, onClose }: { complaint: ComplaintResponse; onClose: () => void }) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [confirmFix] = useConfirmFixMutation();
  const after = useAfterPhotos();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // Pressed while the photo is still on its way: it is sent once the upload ends ('Confirming…' meanwhile).
    const uploaded = await after.settled();
    if (uploaded.failed) {
      setError(t('messages:complaint.someUploadsFailed'));
      setBusy(false);
      return;
    }
    try {
      const [photo] = uploaded.urls;
      const saved = await confirmFix({ id: c.id, confirmFixRequest: photo ? { photo } : {} }).unwrap();
      toast.success(saved.fix.verified ? t('fix.confirmedVerified') : t('fix.confirmed'));
      onClose();
    } catch (failure) {
      const message = fieldErrors(failure).photo ?? messageFor(failure, t('messages:escalation.confirmFixFailed'));
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('fix.confirmTitle')} onClose={() => !busy && onClose()} size="md">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('fix.confirmTitle')} className="space-y-4">
        <p className="text-sm text-slate-700">{t('fix.confirmIntro')}</p>
        <PhotoInput
          id="fix-photo"
          label={t('fix.photoLabel')}
          error={error}
          onPick={(picked) => {
            setError(picked.error);
            if (picked.files[0]) after.add([picked.files[0]], true);
          }}
        />
        <PhotoList photos={after.photos} label={t('fix.chosenPhotos')} onRetry={after.retry} onRemove={after.remove} disabled={busy} />
        <FormActions confirmLabel={busy ? t('fix.confirming') : t('fix.confirm')} confirmDisabled={busy} onCancel={onClose} cancelDisabled={busy} />
      </form>
    </Dialog>
  );
}

function ReopenDialog({ complaint: c, onClose }: { complaint: ComplaintResponse; onClose: () => void }) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const [reopen] = useReopenComplaintMutation();
  const after = useAfterPhotos();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ message?: string; photos?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setErrors({ message: t('messages:escalation.reopenMessageRequired') });
      return;
    }
    setBusy(true);
    setErrors({});
    const uploaded = await after.settled();
    if (uploaded.failed) {
      setErrors({ photos: t('messages:complaint.someUploadsFailed') });
      setBusy(false);
      return;
    }
    try {
      const photos = uploaded.urls;
      await reopen({ id: c.id, reopenComplaintRequest: { message: message.trim(), photos } }).unwrap();
      toast.success(t('fix.reopened'));
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      const general = messageFor(failure, t('messages:escalation.reopenFailed'));
      setErrors({ message: fields.message, photos: fields.photos ?? (fields.message ? undefined : general) });
      toast.error(fields.message ?? fields.photos ?? general);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('fix.reopenTitle')} onClose={() => !busy && onClose()} size="md">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('fix.reopenTitle')} className="space-y-4">
        <p className="text-sm text-slate-700">{t('fix.reopenIntro')}</p>
        <div>
          <label htmlFor="reopen-message" className="field-label">
            {t('fix.messageLabel')}
          </label>
          <textarea
            id="reopen-message"
            rows={4}
            className="field-input"
            value={message}
            maxLength={MESSAGE_MAX}
            aria-required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'reopen-message-error' : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {errors.message && (
            <p id="reopen-message-error" className="mt-1 text-sm text-red-700" role="alert">
              {errors.message}
            </p>
          )}
        </div>
        <PhotoInput
          id="reopen-photos"
          label={t('fix.photosLabel')}
          multiple
          error={errors.photos ?? null}
          onPick={(picked) => {
            setErrors((prev) => ({ ...prev, photos: picked.error ?? undefined }));
            if (picked.files.length) after.add(picked.files, false);
          }}
        />
        <PhotoList photos={after.photos} label={t('fix.chosenPhotos')} onRetry={after.retry} onRemove={after.remove} disabled={busy} />
        <FormActions confirmLabel={busy ? t('fix.reopening') : t('fix.reopen')} confirmDisabled={busy} onCancel={onClose} cancelDisabled={busy} />
      </form>
    </Dialog>
  );
}
