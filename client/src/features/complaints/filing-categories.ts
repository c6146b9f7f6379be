import { type CategoryDefault, DEFAULT_CATEGORIES, subcategoryChoices } from '@civic/contracts';

/** A category as the wizard offers it. */
export interface FilingCategory {
  key: string;
  name: string;
  icon: string;
  description: string;
  /** Specific issues without Other/Others, which is offered separately (citizen spec section 5). */
  choices: string[];
}

type CategoryLike = Pick<CategoryDefault, 'key' | 'name' | 'icon' | 'description' | 'subcategories' | 'order'> & { enabled?: boolean };

/**
 * The categories to file under (citizen spec section 3): the enabled ones from GET /api/categories in
 * their order, or the eight defaults when the call failed or returned none.
 */
export function filingCategories(items: readonly CategoryLike[] | undefined, failed: boolean): FilingCategory[] {
  const enabled = failed ? [] : (items ?? []).filter((c) => c.enabled !== false);
  const source: readonly CategoryLike[] = enabled.length > 0 ? enabled : DEFAULT_CATEGORIES;
  return [...source]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((c) => ({ key: c.key, name: c.name, icon: c.icon || '📍', description: c.description ?? '', choices: subcategoryChoices(c.subcategories ?? []) }));
}
