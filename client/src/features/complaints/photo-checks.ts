import { MAX_PHOTO_BYTES, type PhotoUploadStatus, isAllowedPhotoType } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';
import type { UploadStage } from './photo-upload';

/** One photo of the wizard (citizen spec section 3, "Photo upload item"). */
export interface PhotoItem {
  id: string;
  file: File;
  name: string;
  /** An object URL of the file for the thumbnail. */
  previewUrl: string;
  status: PhotoUploadStatus;
  /** The provider's URL once uploaded. */
  url?: string;
  /** Why the upload failed (status error). */
  error?: string;
  /** While uploading: resizing (with its percentage) or sending. */
  stage?: UploadStage;
}

/** 'Unsupported type' or 'File too large (10MB max)' for a file that may not be attached; null when it may. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>, t: Translate): string | null {
  if (!isAllowedPhotoType(file.type)) return t('messages:complaint.unsupportedType');
  if (file.size > MAX_PHOTO_BYTES) return t('messages:complaint.fileTooLarge');
  return null;
}

export interface FileSelection<F> {
  /** Files to add, in the order chosen. */
  accepted: F[];
  /** Files that are not JPEG, PNG or WEBP, or over 10 MB, with the reason. */
  rejected: { file: F; reason: string }[];
  /** Valid files beyond the plan's photo limit (ignored with a notice). */
  ignored: F[];
}

/**
 * Sorts newly chosen files (citizen spec section 5): wrong type or size are rejected with their message;
 * of the valid ones, only as many as the plan's photo limit leaves free are accepted, the rest ignored.
 */
export function selectPhotoFiles<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  currentCount: number,
  photoLimit: number,
  t: Translate,
): FileSelection<F> {
  const selection: FileSelection<F> = { accepted: [], rejected: [], ignored: [] };
  let free = Math.max(0, photoLimit - currentCount);
  for (const file of files) {
    const reason = checkPhotoFile(file, t);
    if (reason) selection.rejected.push({ file, reason });
    else if (free > 0) {
      selection.accepted.push(file);
      free -= 1;
    } else selection.ignored.push(file);
  }
  return selection;
}

/** The notice for files beyond the plan's photo limit. */
export function photoLimitNotice(limit: number, ignoredNames: readonly string[], t: Translate): string {
  return t('complaints:photos.notAdded', { limit: t('messages:complaint.photoLimitExceeded', { n: limit }), names: ignoredNames.join(', ') });
}

/** Photos that count for step 2: every photo whose upload has not failed. */
export function usablePhotos(photos: readonly PhotoItem[]): PhotoItem[] {
  return photos.filter((p) => p.status !== 'error');
}
