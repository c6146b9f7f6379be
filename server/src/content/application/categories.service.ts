import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TableCache, TableNotifications } from '../../kernel/cache/table-notifications.js';
import { localisedCategoryTexts, translatedText, translationFor, type CategoryTranslation, type Locale, type Translations } from '@civic/contracts';
import { Category } from '../domain/category.entity.js';

/** What other contexts know of a category (exported by ContentModule). */
export interface CategoryInfo {
  id: string;
  key: string;
  name: string;
  icon: string;
  description: string;
  subcategories: string[];
  enabled: boolean;
  order: number;
  /** Days the authority has to act once a complaint is forwarded (the due date of the escalation ladder). */
  responseDays: number;
  /** Texts in kok, mr and hi (English is the record itself). */
  translations: Translations<CategoryTranslation>;
}

/** The read shape of a category entity. */
export function toCategoryInfo(c: Category): CategoryInfo {
  return {
    id: c.id,
    key: c.key,
    name: c.name,
    icon: c.icon,
    description: c.description,
    subcategories: [...c.subcategories],
    enabled: c.enabled,
    order: c.order,
    responseDays: c.responseDays,
    translations: c.translations ?? {},
  };
}

/** A copy of a cached category, so that a caller cannot change what the next caller reads. */
const copy = (c: CategoryInfo): CategoryInfo => ({ ...c, subcategories: [...c.subcategories] });

/**
 * The read service of complaint categories: the public list, the admin list and lookups for the complaints
 * context (admin spec sections 2, 3 and 7). Changes are commands (application/commands/*-category). Every read
 * comes from one cached list of all categories (reference data: a few dozen rows), dropped when the table changes
 * (TableNotifications), so a filing or a page of complaints costs no category query.
 */
@Injectable()
export class CategoriesService {
  private readonly cache: TableCache<CategoryInfo[]>;

  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    notifications: TableNotifications,
  ) {
    this.cache = notifications.cacheOf('categories', { max: 1 });
  }

  /** Every category sorted by order, then name (cached until the table changes). */
  private all(): Promise<CategoryInfo[]> {
    return this.cache.get('all', async () => (await this.categories.find({ order: { order: 'ASC', name: 'ASC' } })).map(toCategoryInfo));
  }

  /** Enabled categories sorted by order, then name (citizen spec section 3: disabled categories are hidden). */
  async listEnabled(): Promise<CategoryInfo[]> {
    return (await this.all()).filter((c) => c.enabled).map(copy);
  }

  /** Every category, enabled or not, sorted by order (admin spec section 2, Admin Categories). */
  async listAll(): Promise<CategoryInfo[]> {
    return (await this.all()).map(copy);
  }

  /** The enabled category with this key, or null when it does not exist or is disabled. */
  async findEnabledByKey(key: string): Promise<CategoryInfo | null> {
    const row = (await this.all()).find((c) => c.key === key && c.enabled);
    return row ? copy(row) : null;
  }

  /** Categories by key, enabled or not (to show names of complaints filed under a category since disabled). */
  async findByKeys(keys: readonly string[]): Promise<Map<string, CategoryInfo>> {
    const unique = new Set(keys.filter(Boolean));
    if (unique.size === 0) return new Map();
    return new Map((await this.all()).filter((c) => unique.has(c.key)).map((c) => [c.key, copy(c)]));
  }

  /**
   * The name of the category with this key in `locale` (English where the category has no name in that language), or
   * `fallback` for a key no category has any more: what a reporter's email calls the category of their complaint.
   */
  async nameIn(key: string, locale: Locale, fallback: string): Promise<string> {
    const category = (await this.all()).find((c) => c.key === key);
    return category ? translatedText(category.name, translationFor(category.translations, locale)?.name) : fallback;
  }

  /**
   * A complaint's category and subcategory as a reader of `locale` reads them (localisedCategoryTexts): the category's
   * name in that language, and the label at the position of the English subcategory the complaint stores. English
   * where the category has no text in that language; `fallback` (the complaint's own copy) for a key no category has
   * any more, or a subcategory no longer in the category's list.
   */
  async textsIn(key: string, locale: Locale, fallback: { name: string; subcategory: string }): Promise<{ name: string; subcategory: string }> {
    const category = (await this.all()).find((c) => c.key === key);
    if (!category) return { ...fallback };
    const texts = localisedCategoryTexts(category, locale);
    const position = category.subcategories.indexOf(fallback.subcategory);
    return { name: texts.name, subcategory: position >= 0 ? texts.subcategoryLabels[position] : fallback.subcategory };
  }
}
