import { Injectable } from '@nestjs/common';
import { categoryNameIn, complaintStatusIn, historyLineIn, subcategoryLabelIn, type CategoryWordsSource, type Locale } from '@civic/contracts';
import { CategoriesService } from '../../content/public.js';
import type { ComplaintView } from './complaint.view.js';
import type { PublicHistoryItem } from './public-complaint.view.js';
import type { RespondPageView } from './respond-page.view.js';

/**
 * The words of a complaint as one reader reads them, for answers built in English (the read models and the commands
 * answer English, so that their caches and events stay one per complaint): the category's name and the subcategory
 * from the category's translations (as GET /api/categories gives them), the status in words, and the history lines the
 * server wrote (libs/contracts complaint-words). Codes and stored identities (category key, English subcategory,
 * status code) are kept as they are; what a person typed stays as typed. Categories come from memory (CategoriesService).
 */
@Injectable()
export class ComplaintWords {
  constructor(private readonly categories: CategoriesService) {}

  /** `views` in `locale`, in the same order. */
  async views<T extends ComplaintView>(views: readonly T[], locale: Locale): Promise<T[]> {
    if (views.length === 0) return [];
    const categories = await this.categories.findByKeys(views.map((v) => v.category));
    return views.map((v) => complaintViewIn(v, categories.get(v.category), locale));
  }

  /** One view in `locale`. */
  async view<T extends ComplaintView>(view: T, locale: Locale): Promise<T> {
    const [one] = await this.views([view], locale);
    return one;
  }

  /** The response page in `locale`: its complaint's words and the statuses of its inbox. */
  async respondPage(page: RespondPageView, locale: Locale): Promise<RespondPageView> {
    const c = page.complaint;
    const categories = await this.categories.findByKeys([c.categoryKey, ...page.inbox.map((i) => i.categoryKey)]);
    const category = categories.get(c.categoryKey);
    return {
      ...page,
      complaint: {
        ...c,
        category: categoryNameIn(category, c.categoryKey, locale),
        subcategoryLabel: subcategoryLabelIn(category, c.subcategory, locale),
        statusLabel: complaintStatusIn(c.status, locale),
        updates: c.updates.map((u) => ({ ...u, message: historyLineIn(u.message, locale), statusLabel: complaintStatusIn(u.status, locale) })),
      },
      inbox: page.inbox.map((i) => ({
        ...i,
        categoryName: categoryNameIn(categories.get(i.categoryKey), i.categoryKey, locale),
        statusLabel: complaintStatusIn(i.status, locale),
      })),
    };
  }

  /**
   * A list's complaints in `locale` (the followed ones, the wizard's nearby duplicates): each with its category's name,
   * subcategory label and status in words, the categories read once.
   */
  async listItems<T extends { categoryKey: string; subcategory: string; status: string }>(
    items: readonly T[],
    locale: Locale,
  ): Promise<(T & { categoryName: string; subcategoryLabel: string; statusLabel: string })[]> {
    const categories = await this.categories.findByKeys(items.map((i) => i.categoryKey));
    return items.map((i) => ({
      ...i,
      categoryName: categoryNameIn(categories.get(i.categoryKey), i.categoryKey, locale),
      subcategoryLabel: subcategoryLabelIn(categories.get(i.categoryKey), i.subcategory, locale),
      statusLabel: complaintStatusIn(i.status, locale),
    }));
  }

  /** The words of a public complaint in `locale`: category name, subcategory label, status and each history entry's status. */
  async publicWords(
    c: { categoryKey: string; subcategory: string; status: string; history: readonly PublicHistoryItem[] },
    locale: Locale,
  ): Promise<{ categoryName: string; subcategoryLabel: string; statusLabel: string; history: (PublicHistoryItem & { statusLabel: string })[] }> {
    const category = (await this.categories.findByKeys([c.categoryKey])).get(c.categoryKey);
    return {
      categoryName: categoryNameIn(category, c.categoryKey, locale),
      subcategoryLabel: subcategoryLabelIn(category, c.subcategory, locale),
      statusLabel: complaintStatusIn(c.status, locale),
      history: c.history.map((h) => ({ ...h, statusLabel: complaintStatusIn(h.status, locale) })),
    };
  }
}

/** A complaint view's words in `locale` (`category`: its category record, none once deleted). */
export function complaintViewIn<T extends ComplaintView>(view: T, category: CategoryWordsSource | undefined, locale: Locale): T {
  return {
    ...view,
    // A deleted category keeps the name the view was built with (its key).
    categoryName: category ? categoryNameIn(category, view.category, locale) : view.categoryName,
    subcategoryLabel: subcategoryLabelIn(category, view.subcategory, locale),
    statusLabel: complaintStatusIn(view.status, locale),
    updates: view.updates.map((u) => ({ ...u, message: historyLineIn(u.message, locale), statusLabel: complaintStatusIn(u.status, locale) })),
  };
}
