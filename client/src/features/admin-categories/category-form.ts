import { normaliseCategoryKey, RESPONSE_DAYS_MAX, RESPONSE_DAYS_MIN, splitSubcategories } from '@civic/contracts';
import type { CategoryResponse } from '../../api';
import type { Translate } from '../../i18n/i18n';

/** The create form and the inline edit as typed (admin spec sections 2 and 5). */
export interface CategoryDraft {
  name: string;
  key: string;
  icon: string;
  order: string;
  /** Whole days the authority has to act once a complaint is forwarded; blank keeps it (15 on create). */
  responseDays: string;
  description: string;
  subcategories: string;
  enabled: boolean;
}

export type CategoryField = keyof CategoryDraft;
export type CategoryErrors = Partial<Record<'name' | 'key' | 'order' | 'responseDays', string>>;

/** The fields that can be invalid, in form order: the first invalid one gets the focus. */
export const CHECKED_FIELDS = ['name', 'key', 'order', 'responseDays'] as const;

export const EMPTY_CATEGORY_DRAFT: CategoryDraft = {
  name: '',
  key: '',
  icon: '',
  order: '',
  responseDays: '',
  description: '',
  subcategories: '',
  enabled: true,
};

/**
 * The key field as typed (admin spec section 5): normalised like normaliseCategoryKey, except that one
 * trailing underscore is kept while typing so that a separator can be typed; the field is fully
 * normalised on blur and on submit.
 */
export function typedCategoryKey(input: string): string {
  const key = normaliseCategoryKey(input);
  const endsWithSeparator = /[^a-z0-9]$/i.test(input);
  return endsWithSeparator && key.length > 0 && key.length < 50 ? `${key}_` : key;
}

/** The create and edit rules (admin spec section 5): name and key required; order a whole number when given. */
export function validateCategory(draft: Pick<CategoryDraft, 'name' | 'key' | 'order'> & { responseDays?: string }, t: Translate): CategoryErrors {
  const errors: CategoryErrors = {};
  if (!draft.name.trim()) errors.name = t('messages:admin.categories.nameRequired');
  if (!normaliseCategoryKey(draft.key)) errors.key = t('messages:admin.categories.keyRequired');
  if (draft.order.trim() && !/^-?\d+$/.test(draft.order.trim())) errors.order = t('messages:admin.categories.orderInvalid');
  const days = (draft.responseDays ?? '').trim();
  if (days && !(/^\d+$/.test(days) && Number(days) >= RESPONSE_DAYS_MIN && Number(days) <= RESPONSE_DAYS_MAX)) {
    errors.responseDays = t('messages:admin.categories.responseDaysInvalid', { min: RESPONSE_DAYS_MIN, max: RESPONSE_DAYS_MAX });
  }
  return errors;
}

/** The first invalid field in form order, or null. */
export function firstInvalidField(errors: CategoryErrors): (typeof CHECKED_FIELDS)[number] | null {
  return CHECKED_FIELDS.find((field) => errors[field]) ?? null;
}

/** The request body: trimmed text, the normalised key, split subcategories, and `defaultOrder` when the order is blank. */
export function toCategoryRequest(draft: CategoryDraft, defaultOrder: number) {
  return {
    name: draft.name.trim(),
    key: normaliseCategoryKey(draft.key),
    icon: draft.icon.trim(),
    order: draft.order.trim() ? Number(draft.order.trim()) : defaultOrder,
    responseDays: draft.responseDays.trim() ? Number(draft.responseDays.trim()) : undefined,
    description: draft.description.trim(),
    subcategories: splitSubcategories(draft.subcategories),
    enabled: draft.enabled,
  };
}

/** A saved category as the inline edit starts from it. */
export function draftOfCategory(c: CategoryResponse): CategoryDraft {
  return {
    name: c.name,
    key: c.key,
    icon: c.icon,
    order: String(c.order),
    responseDays: String(c.responseDays),
    description: c.description,
    subcategories: c.subcategories.join(', '),
    enabled: c.enabled,
  };
}
