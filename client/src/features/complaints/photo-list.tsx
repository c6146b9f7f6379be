import { useTranslation } from 'react-i18next';
import { formatBytes, formatPercent } from '../../i18n/format';
import type { Translate } from '../../i18n/i18n';
import type { PhotoItem } from './photo-checks';

/** What a photo of the list shows while it uploads: its resizing percentage, or that it is on its way. */
function progressText(photo: PhotoItem, t: Translate): string {
  if (photo.status === 'error') return photo.error ?? t('messages:complaint.uploadFailed');
  if (photo.status === 'uploading' && photo.stage?.stage === 'resizing')
    return t('complaints:photos.status.resizing', { percent: formatPercent(photo.stage.percent / 100) });
  return t(`complaints:photos.status.${photo.status}`);
}

/** The bytes a photo's upload has sent, of its request's total ('120 KB of 540 KB'), once the browser reports them. */
export function sentText(photo: PhotoItem, t: Translate): string | null {
  const stage = photo.stage;
  if (photo.status !== 'uploading' || stage?.stage !== 'sending' || !stage.total) return null;
  return t('complaints:photos.sent', { sent: formatBytes(stage.sent ?? 0), total: formatBytes(stage.total) });
}

/**
 * The chosen photos, each with its thumbnail, its own progress (resizing with a percentage, the bytes sent, uploaded or
 * why it failed) and its Retry (after a failure) and Remove buttons: one photo's failure leaves the others as they are.
 * Shared by the wizard and the reporter's after-photos.
 */
export function PhotoList({
  photos,
  label,
  onRetry,
  onRemove,
  disabled,
}: {
  photos: readonly PhotoItem[];
  label: string;
  onRetry(photo: PhotoItem): void;
  onRemove(photo: PhotoItem): void;
  /** While the form is being sent: no retry or removal. */
  disabled?: boolean;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  if (photos.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      {photos.map((photo, index) => {
        const resizing = photo.status === 'uploading' && photo.stage?.stage === 'resizing' ? photo.stage.percent : null;
        const sending = photo.status === 'uploading' && photo.stage?.stage === 'sending' && photo.stage.total ? photo.stage : null;
        const sent = sentText(photo, t);
        return (
          <li key={photo.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="photo-item" data-status={photo.status}>
            <img
              src={photo.previewUrl}
              alt={t('photos.photoAlt', { n: index + 1, name: photo.name })}
              className="h-20 w-20 flex-none rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900" title={photo.name}>
                {photo.name}
              </p>
              <p
                id={`${photo.id}-progress`}
                className={`text-sm ${photo.status === 'error' ? 'text-red-700' : photo.status === 'done' ? 'text-emerald-700' : 'text-slate-600'}`}
                aria-live="polite"
                data-testid="photo-status"
              >
                {progressText(photo, t)}
              </p>
              {photo.status === 'uploading' && (
                // Determinate while resizing (the library reports it) and while the bytes travel (the browser reports
                // them); indeterminate in between. The bytes are the bar's value text, outside the live status line:
                // a screen reader hears the stages, not every few kilobytes.
                <progress
                  className="mt-1 h-2 w-full"
                  max={sending ? sending.total : 100}
                  value={sending ? (sending.sent ?? 0) : (resizing ?? undefined)}
                  aria-labelledby={`${photo.id}-progress`}
                  aria-valuetext={sent ?? undefined}
                  data-testid="photo-progress"
                />
              )}
              {sent && (
                <p className="text-xs text-slate-600" data-testid="photo-bytes">
                  {sent}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {photo.status === 'error' && (
                  <button
                    type="button"
                    className="btn btn-secondary px-3 py-1"
                    disabled={disabled}
                    onClick={() => onRetry(photo)}
                    aria-label={t('photos.retryLabel', { name: photo.name })}
                  >
                    {t('photos.retry')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost px-3 py-1 text-red-700"
                  disabled={disabled}
                  onClick={() => onRemove(photo)}
                  aria-label={t('photos.removeLabel', { name: photo.name })}
                >
                  {t('photos.remove')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
