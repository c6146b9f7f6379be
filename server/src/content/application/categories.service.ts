import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
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
  /** Days the authority has to act once a complaint is forwarded (issue 15). */
  responseDays: number;
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
  };
}

/**
 * The read service of complaint categories: the public list, the admin list and lookups for the complaints
 * context (admin spec sections 2, 3 and 7). Changes are commands (application/commands/*-category).
 */
@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  /** Enabled categories sorted by order, then name (citizen spec section 3: disabled categories are hidden). */
  async listEnabled(): Promise<CategoryInfo[]> {
    const rows = await this.categories.find({ where: { enabled: true }, order: { order: 'ASC', name: 'ASC' } });
    return rows.map(toCategoryInfo);
  }

  /** Every category, enabled or not, sorted by order (admin spec section 2, Admin Categories). */
  async listAll(): Promise<CategoryInfo[]> {
    const rows = await this.categories.find({ order: { order: 'ASC', name: 'ASC' } });
    return rows.map(toCategoryInfo);
  }

  /** The enabled category with this key, or null when it does not exist or is disabled. */
  async findEnabledByKey(key: string): Promise<CategoryInfo | null> {
    const row = await this.categories.findOne({ where: { key, enabled: true } });
    return row ? toCategoryInfo(row) : null;
  }

  /** Categories by key, enabled or not (to show names of complaints filed under a category since disabled). */
  async findByKeys(keys: readonly string[]): Promise<Map<string, CategoryInfo>> {
    const unique = [...new Set(keys)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const rows = await this.categories.find({ where: { key: In(unique) } });
    return new Map(rows.map((c) => [c.key, toCategoryInfo(c)]));
  }
}
