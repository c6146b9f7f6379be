import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { Messages, nextOrder } from '@civic/contracts';
import { ConflictError, NotFoundError } from '../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { Category, type CategoryFields } from '../domain/category.entity.js';
import type { CategoryActor } from '../domain/events/category-events.js';

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
}

function toInfo(c: Category): CategoryInfo {
  return {
    id: c.id,
    key: c.key,
    name: c.name,
    icon: c.icon,
    description: c.description,
    subcategories: [...c.subcategories],
    enabled: c.enabled,
    order: c.order,
  };
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;
}

/**
 * Complaint categories: the public list, lookups for the complaints context, and the admin CRUD
 * (admin spec sections 2, 3, 5 and 7). Every admin change appends its event to the outbox in the same
 * transaction, so the audit log records it.
 */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly outbox: OutboxService,
  ) {}

  /** Enabled categories sorted by order, then name (citizen spec section 3: disabled categories are hidden). */
  async listEnabled(): Promise<CategoryInfo[]> {
    const rows = await this.categories.find({ where: { enabled: true }, order: { order: 'ASC', name: 'ASC' } });
    return rows.map(toInfo);
  }

  /** Every category, enabled or not, sorted by order (admin spec section 2, Admin Categories). */
  async listAll(): Promise<CategoryInfo[]> {
    const rows = await this.categories.find({ order: { order: 'ASC', name: 'ASC' } });
    return rows.map(toInfo);
  }

  /** The enabled category with this key, or null when it does not exist or is disabled. */
  async findEnabledByKey(key: string): Promise<CategoryInfo | null> {
    const row = await this.categories.findOne({ where: { key, enabled: true } });
    return row ? toInfo(row) : null;
  }

  /** Categories by key, enabled or not (to show names of complaints filed under a category since disabled). */
  async findByKeys(keys: readonly string[]): Promise<Map<string, CategoryInfo>> {
    const unique = [...new Set(keys)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const rows = await this.categories.find({ where: { key: In(unique) } });
    return new Map(rows.map((c) => [c.key, toInfo(c)]));
  }

  /**
   * Creates a category (admin spec section 5). Order defaults to the last order plus 10. A key already in
   * use gives 409 CONFLICT.
   */
  async create(fields: CategoryFields, actor: CategoryActor): Promise<CategoryInfo> {
    return this.write(async (manager) => {
      // Serialises concurrent creations so that two of them do not both take "last order plus 10".
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('categories:create', 0))");
      const orders = await manager.find(Category, { select: { order: true } });
      const { category, events } = Category.create(fields, nextOrder(orders), actor);
      await this.assertKeyFree(manager, category.key, null);
      await manager.insert(Category, category);
      return { result: toInfo(category), events };
    });
  }

  /** Applies a partial edit; 404 when the category does not exist, 409 when the new key is taken. */
  async update(id: string, fields: CategoryFields, actor: CategoryActor): Promise<CategoryInfo> {
    return this.write(async (manager) => {
      const category = await this.lockOrFail(manager, id);
      const events = category.update(fields, actor);
      if (events.length) {
        await this.assertKeyFree(manager, category.key, category.id);
        await manager.save(Category, category);
      }
      return { result: toInfo(category), events };
    });
  }

  /**
   * Deletes a category. Complaints filed under it keep its key (they are not deleted); see
   * docs/decisions.md "Deleting a category".
   */
  async remove(id: string, actor: CategoryActor): Promise<void> {
    await this.write(async (manager) => {
      const category = await this.lockOrFail(manager, id);
      const events = category.delete(actor);
      await manager.delete(Category, { id: category.id });
      return { result: undefined, events };
    });
  }

  private async lockOrFail(manager: EntityManager, id: string): Promise<Category> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const category = isUuid ? await manager.findOne(Category, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!category) throw new NotFoundError(Messages.admin.categories.notFound);
    return category;
  }

  private async assertKeyFree(manager: EntityManager, key: string, exceptId: string | null): Promise<void> {
    const other = await manager.findOne(Category, { where: { key }, select: { id: true } });
    if (other && other.id !== exceptId) throw new ConflictError(Messages.admin.categories.keyTaken, { fields: { key: [Messages.admin.categories.keyTaken] } });
  }

  /** Runs a write in an outbox transaction; a unique-key race that slips past the check is still a 409. */
  private async write<T>(work: (manager: EntityManager) => Promise<{ result: T; events: readonly DomainEvent[] }>): Promise<T> {
    try {
      return await this.outbox.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(Messages.admin.categories.keyTaken, { fields: { key: [Messages.admin.categories.keyTaken] } });
      throw error;
    }
  }
}
