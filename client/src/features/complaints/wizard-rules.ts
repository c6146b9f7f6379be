import { OTHER_SUBCATEGORY } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';
import type { ComplaintForm } from './complaint-wizard.slice';
import type { Pin } from './location-source';
import { type PhotoItem, usablePhotos } from './photo-checks';

/**
 * Step gating of the complaint wizard (citizen spec sections 4 and 5). Each function returns the hints of
 * the rules that block, keyed by the field they belong to, in the order of the form; an empty object
 * means the step may be left.
 */

export type StepOneField = 'category' | 'subcategory';
export type StepTwoField = 'title' | 'location' | 'coordinates' | 'photos';
export type StepThreeField = 'authorize' | 'quota' | 'uploads';
export type Hints<F extends string> = Partial<Record<F, string>>;

/** Step 1 to 2: a category (one that is offered) and a specific issue, or text under Other. */
export function stepOneHints(
  form: Pick<ComplaintForm, 'category' | 'subcategory' | 'otherText'>,
  categoryKeys: readonly string[],
  t: Translate,
): Hints<StepOneField> {
  const hints: Hints<StepOneField> = {};
  if (!form.category || !categoryKeys.includes(form.category)) {
    hints.category = t('messages:complaint.hintCategory');
    hints.subcategory = t('messages:complaint.hintIssue');
    return hints;
  }
  const other = form.subcategory === OTHER_SUBCATEGORY;
  if (!form.subcategory || (other && !form.otherText.trim())) hints.subcategory = t('messages:complaint.hintIssue');
  return hints;
}

/** Step 2 to 3: title, location text, captured coordinates and at least one photo whose upload has not failed. */
export function stepTwoHints(
  form: Pick<ComplaintForm, 'title' | 'location'>,
  pin: Pin | null,
  photos: readonly PhotoItem[],
  t: Translate,
): Hints<StepTwoField> {
  const hints: Hints<StepTwoField> = {};
  if (!form.title.trim()) hints.title = t('messages:complaint.hintTitle');
  if (!form.location.trim()) hints.location = t('messages:complaint.hintLocationText');
  if (!pin) hints.coordinates = t('messages:complaint.hintCoordinates');
  if (usablePhotos(photos).length === 0) hints.photos = t('messages:complaint.hintPhoto');
  return hints;
}

export interface SubmitContext {
  quotaReached: boolean;
  pin: Pin | null;
  photos: readonly PhotoItem[];
  /** The browser is offline: the complaint will be queued, and photos not uploaded yet upload when it is sent. */
  offline?: boolean;
}

/**
 * Submit: the authorisation box ticked and the quota not reached; and, since photos upload in the
 * background, every remaining photo uploaded (none still uploading, none failed) with at least one done,
 * and the pin still there.
 */
export function submitHints(form: Pick<ComplaintForm, 'authorize'>, ctx: SubmitContext, t: Translate): Hints<StepThreeField> {
  const hints: Hints<StepThreeField> = {};
  if (!form.authorize) hints.authorize = t('messages:complaint.hintAuthorize');
  if (ctx.quotaReached) hints.quota = t('messages:complaint.quotaExceeded');
  const done = ctx.photos.filter((p) => p.status === 'done').length;
  if (!ctx.pin) hints.uploads = t('messages:complaint.captureLocation');
  else if (done === 0 && !ctx.photos.some((p) => p.status === 'pending' || p.status === 'uploading')) hints.uploads = t('messages:complaint.addPhoto');
  else if (ctx.photos.some((p) => p.status === 'error')) hints.uploads = t('messages:complaint.someUploadsFailed');
  else if (ctx.photos.some((p) => p.status !== 'done' && !(ctx.offline && p.status === 'pending'))) hints.uploads = t('complaints:wizard.uploadsInProgress');
  return hints;
}

/** The quota state from GET /api/usage/complaints-quota: reached when a limit exists and is used up. */
export function isQuotaReached(quota: { used: number; limit?: number | null } | undefined): boolean {
  return !!quota && quota.limit !== null && quota.limit !== undefined && quota.used >= quota.limit;
}

export function hasHints(hints: object): boolean {
  return Object.values(hints).some(Boolean);
}
