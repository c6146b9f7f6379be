import { normaliseCategoryKey, RESPONSE_DAYS_MAX, RESPONSE_DAYS_MIN, splitSubcategories, TRANSLATED_LOCALES } from '@civic/contracts';
import type { AdminCategoryResponse } from '../../api/admin';
import { emptyTranslationDrafts, type TranslationDrafts } from '../../components/forms/translations-fieldset';
import type { Translate } from '../../i18n/i18n';

/** The texts a category has in each other language, as typed: subcategory labels comma separated in English's order. */
export const CATEGORY_TRANSLATED_FIELDS = ['name', 'description', 'subcategories'] as const;
export type CategoryTranslationDrafts = TranslationDrafts<(typeof CATEGORY_TRANSLATED_FIELDS)[number]>;

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
  /** Konkani, Marathi and Hindi texts; blank shows English. */
  translations: CategoryTranslationDrafts;
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
  translations: emptyTranslationDrafts(CATEGORY_TRANSLATED_FIELDS),
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
    // Only the languages with some text; an empty object clears every translation.
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.flatMap((locale) => {
        const texts = draft.translations[locale];
        // Labels keep their positions (a blank label is English for that subcategory), so empties are not dropped.
        const labels = texts.subcategories.trim() ? texts.subcategories.split(',').map((label) => label.trim()) : [];
        const entry = { name: texts.name.trim(), description: texts.description.trim(), subcategories: labels };
        return entry.name || entry.description || labels.some(Boolean) ? [[locale, entry]] : [];
      }),
    ),
  };
}

/** A saved category as the inline edit starts from it. */
export function draftOfCategory(c: AdminCategoryResponse): CategoryDraft {
  const translations = emptyTranslationDrafts(CATEGORY_TRANSLATED_FIELDS);
  for (const locale of TRANSLATED_LOCALES) {
    const given = c.translations?.[locale];
    translations[locale] = { name: given?.name ?? '', description: given?.description ?? '', subcategories: (given?.subcategories ?? []).join(', ') };
  }
  return {
    name: c.name,
    key: c.key,
    icon: c.icon,
    order: String(c.order),
    responseDays: String(c.responseDays),
    description: c.description,
    subcategories: c.subcategories.join(', '),
    enabled: c.enabled,
    translations,
  };
}
