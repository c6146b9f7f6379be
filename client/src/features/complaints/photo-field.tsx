import { MAX_PHOTO_MB } from '@civic/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { Camera, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PhotoItem } from './photo-checks';
import { photoLimitNotice, selectPhotoFiles } from './photo-checks';
import { FieldHint } from './field-hint';
import { PhotoList } from './photo-list';
import { CAMERA_INPUT_ID, PHOTO_INPUT_ID } from './wizard-ids';

interface Notice {
  rejected: { name: string; reason: string }[];
  ignored: string[];
}

/**
 * One way to add photos: a file input, visually hidden but focusable and named by its label, which shows as the
 * portal's own translated button (a browser's file button says 'Choose Files' / 'No file chosen' in its own language
 * whatever the page's). The label takes the input's keyboard focus ring (`peer-focus-visible`).
 */
function PickerButton({
  id,
  label,
  primary,
  disabled,
  describedBy,
  invalid,
  ...input
}: {
  id: string;
  label: string;
  primary?: boolean;
  disabled: boolean;
  describedBy: string;
  invalid: boolean;
  accept: string;
  multiple?: boolean;
  capture?: 'environment';
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <div className="relative">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? 'true' : undefined}
        {...input}
      />
      <label
        htmlFor={id}
        className={`btn ${primary ? 'btn-primary' : 'btn-secondary'} w-full cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {primary ? <Camera aria-hidden="true" className="h-5 w-5" /> : <Images aria-hidden="true" className="h-5 w-5" />}
        {label}
      </label>
    </div>
  );
}

/**
 * The photos of a complaint (citizen spec sections 3, 5 and 8), first on the details step: JPEG, PNG or WEBP of at
 * most 10 MB each, as many as the plan allows (files beyond are ignored with a notice), taken with the camera or
 * chosen from the gallery through the portal's own buttons. Each photo uploads as soon as it is chosen, so that the
 * wait overlaps the typing below; each is resized before it travels and shows its own progress, failed ones can be
 * retried or removed (PhotoList).
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
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <PickerButton
          id={CAMERA_INPUT_ID}
          label={t('photos.camera')}
          primary
          accept="image/*"
          capture="environment"
          disabled={full}
          describedBy={describedBy}
          invalid={!!hint}
          onChange={onChange}
        />
        <PickerButton
          id={PHOTO_INPUT_ID}
          label={t('photos.gallery')}
          accept="image/jpeg,image/png,image/webp"
          multiple={photoLimit > 1}
          disabled={full}
          describedBy={describedBy}
          invalid={!!hint}
          onChange={onChange}
        />
      </div>
      {full && <p className="text-sm text-slate-600">{t('photos.full')}</p>}
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
