import { type CategoryDefault, DEFAULT_CATEGORIES, type Locale, localisedCategoryTexts, subcategoryChoices } from '@civic/contracts';

/** A category as the wizard offers it, its texts in the reader's language. */
export interface FilingCategory {
  key: string;
  name: string;
  icon: string;
  description: string;
  /** The language name and description are written in (for the lang attribute). */
  language: Locale;
  /** Specific issues without Other/Others, which is offered separately (citizen spec section 5): English, what is filed. */
  choices: string[];
  /** What each choice reads as in the reader's language (the English choice where it has no label). */
  labels: Record<string, string>;
}

type CategoryLike = Pick<CategoryDefault, 'key' | 'name' | 'icon' | 'description' | 'subcategories' | 'order'> & {
  enabled?: boolean;
  subcategoryLabels?: string[];
  language?: Locale;
  translations?: CategoryDefault['translations'];
};

/**
 * The categories to file under (citizen spec section 3): the enabled ones from GET /api/categories in
 * their order (already in the reader's language), or the eight defaults in `language` when the call failed or
 * returned none.
 */
export function filingCategories(items: readonly CategoryLike[] | undefined, failed: boolean, language: Locale = 'en'): FilingCategory[] {
  const enabled = failed ? [] : (items ?? []).filter((c) => c.enabled !== false);
  const source: readonly CategoryLike[] = enabled.length > 0 ? enabled : DEFAULT_CATEGORIES.map((c) => ({ ...c, ...localisedCategoryTexts(c, language) }));
  return [...source]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((c) => {
      const subcategories = c.subcategories ?? [];
      const labels = Object.fromEntries(subcategories.map((sub, i) => [sub, c.subcategoryLabels?.[i] || sub]));
      return {
        key: c.key,
        name: c.name,
        icon: c.icon || '📍',
        description: c.description ?? '',
        language: c.language ?? 'en',
        choices: subcategoryChoices(subcategories),
        labels,
      };
    });
}
