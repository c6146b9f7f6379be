import { OTHER_SUBCATEGORY } from '@civic/contracts';
import { type FileComplaintRequest, allFieldMessages, messageFor } from '../../api';
import type { Translate } from '../../i18n/i18n';
import type { ComplaintForm } from './complaint-wizard.slice';
import { type Pin, coordinatesOf } from './location-source';
import type { PhotoItem } from './photo-checks';

/**
 * The body of POST /api/complaints (citizen spec section 3) from the wizard: texts trimmed, optional
 * ones left out when empty, otherText only under Other, the uploaded photos' URLs, the picked location's
 * codes, and the pin's coordinates with their source.
 */
export function buildComplaintRequest(form: ComplaintForm, photos: readonly PhotoItem[], pin: Pin): FileComplaintRequest {
  const description = form.description.trim();
  const landmark = form.landmark.trim();
  const geo = form.geo;
  const body: FileComplaintRequest = {
    category: form.category,
    subcategory: form.subcategory,
    title: form.title.trim(),
    location: form.location.trim(),
    urgency: form.urgency,
    anonymous: form.anonymous,
    showPublicly: form.showPublicly === true && !form.anonymous,
    photos: photos.filter((p) => p.status === 'done' && p.url).map((p) => p.url as string),
    authorizeRepresentative: form.authorize,
    coordinates: coordinatesOf(pin)!,
  };
  if (form.subcategory === OTHER_SUBCATEGORY) body.otherText = form.otherText.trim();
  if (description) body.description = description;
  if (landmark) body.landmark = landmark;
  if (geo) {
    body.geo = { districtCode: geo.districtCode };
    if (geo.scope === 'Urban') {
      if (geo.ulbCode) body.geo.ulbCode = geo.ulbCode;
    } else {
      if (geo.subdistrictCode) body.geo.subdistrictCode = geo.subdistrictCode;
      if (geo.villageCode) body.geo.villageCode = geo.villageCode;
    }
  }
  return body;
}

/**
 * What to show when filing failed (citizen spec section 8): the server's message and any further field
 * messages it gave, else 'Failed to submit complaint. Please log in and try again.'.
 */
export function submitErrorMessages(error: unknown, t: Translate): string[] {
  const messages = [messageFor(error, t('messages:complaint.submitFailed'))];
  for (const message of allFieldMessages(error)) if (!messages.includes(message)) messages.push(message);
  return messages;
}
