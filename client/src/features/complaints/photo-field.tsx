import { MAX_PHOTO_MB } from '@civic/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoItem } from './photo-checks';
import { photoLimitNotice, selectPhotoFiles } from './photo-checks';
import { FieldHint } from './field-hint';
import { PhotoList } from './photo-list';

export const PHOTO_INPUT_ID = 'complaint-photos';

interface Notice {
  rejected: { name: string; reason: string }[];
  ignored: string[];
}

/**
 * The photos of a complaint (citizen spec sections 3, 5 and 8): JPEG, PNG or WEBP of at most 10 MB each,
 * as many as the plan allows (files beyond are ignored with a notice); each photo is resized before it travels and
 * shows its own progress, failed ones can be retried or removed (PhotoList).
 */
export function PhotoField({
  photos,
  photoLimit,
  hint,
  onAdd,
  onRetry,
  onRemove,
}: {
  photos: readonly PhotoItem[];
  photoLimit: number;
  hint: string | undefined;
  onAdd(files: File[]): void;
  onRetry(photo: PhotoItem): void;
  onRemove(photo: PhotoItem): void;
}) {
  const { t } = useTranslation(['complaints', 'messages']);
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const full = photos.length >= photoLimit;
  const failed = photos.filter((p) => p.status === 'error');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const selection = selectPhotoFiles(files, photos.length, photoLimit, t);
    setNotice(
      selection.rejected.length || selection.ignored.length
        ? { rejected: selection.rejected.map((r) => ({ name: r.file.name, reason: r.reason })), ignored: selection.ignored.map((f) => f.name) }
        : null,
    );
    if (selection.accepted.length) onAdd(selection.accepted);
  };

  const describedBy = [`${id}-rules`, hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('photos.title')}
      </h3>
      <p id={`${id}-rules`} className="text-sm text-slate-600">
        {t('photos.rules', { count: photoLimit, mb: MAX_PHOTO_MB })}
      </p>
      <div>
        <label htmlFor={PHOTO_INPUT_ID} className="field-label">
          {t('photos.add', { count: photoLimit })}
        </label>
        <input
          id={PHOTO_INPUT_ID}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={photoLimit > 1}
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={hint ? 'true' : undefined}
          onChange={onChange}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 disabled:opacity-60"
        />
        {full && <p className="mt-1 text-sm text-slate-600">{t('photos.full')}</p>}
      </div>
      <FieldHint id={`${id}-hint`} text={hint} />

      {notice && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="alert" data-testid="photo-notice">
          <ul className="space-y-1">
            {notice.rejected.map((r, index) => (
              <li key={`${r.name}-${index}`}>{t('photos.rejected', { name: r.name, reason: r.reason })}</li>
            ))}
            {notice.ignored.length > 0 && <li>{photoLimitNotice(photoLimit, notice.ignored, t)}</li>}
          </ul>
        </div>
      )}

      {failed.length > 0 && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {t('messages:complaint.someUploadsFailed')}
        </p>
      )}

      <PhotoList photos={photos} label={t('photos.chosen')} onRetry={onRetry} onRemove={onRemove} />
    </section>
  );
}
