import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  DEFAULT_RESPONSE_DAYS,
  formatMessage,
  Messages,
  normaliseCategoryKey,
  RESPONSE_DAYS_MAX,
  RESPONSE_DAYS_MIN,
  subcategoryChoices,
  cleanCategoryTranslations,
  type CategoryTranslation,
  type Translations,
} from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { CategoryEvent, categoryEvent } from './events/category.events.js';

/** The editable fields of a category (admin spec section 3), already parsed by the HTTP layer. */
export interface CategoryFields {
  key?: string;
  name?: string;
  description?: string;
  icon?: string;
  /** Already split, trimmed and without empties (admin spec section 5). */
  subcategories?: string[];
  enabled?: boolean;
  order?: number;
  /** Whole days the authority has to act once a complaint is forwarded. */
  responseDays?: number;
  /** Texts in Konkani, Marathi and Hindi; subcategory labels follow the English subcategories by position. */
  translations?: Translations<CategoryTranslation>;
}

/** Response days: a whole number from RESPONSE_DAYS_MIN to RESPONSE_DAYS_MAX, else a field error. */
function checkedResponseDays(days: number): number {
  if (!Number.isInteger(days) || days < RESPONSE_DAYS_MIN || days > RESPONSE_DAYS_MAX) {
    throw ValidationError.field(
      'responseDays',
      formatMessage(Messages.admin.categories.responseDaysInvalid, { min: RESPONSE_DAYS_MIN, max: RESPONSE_DAYS_MAX }),
    );
  }
  return days;
}

/** Trims and drops empty and duplicate (case-insensitive) subcategories, keeping the first spelling. */
function cleanSubcategories(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const s = raw.trim();
    if (!s || seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
  }
  return out;
}

/** A required name: trimmed, 'Name is required' when empty (admin spec section 5). */
function requiredName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw ValidationError.field('name', Messages.admin.categories.nameRequired);
  return trimmed;
}

/** A key normalised as typed; 'Key is required' when nothing is left (admin spec section 5). */
function requiredKey(key: string): string {
  const normalised = normaliseCategoryKey(key);
  if (!normalised) throw ValidationError.field('key', Messages.admin.categories.keyRequired);
  return normalised;
}

/** A complaint category (admin spec section 3). Disabled categories are hidden from citizens. */
@Entity('categories')
@Index('categories_order_idx', ['order'])
@Check('categories_response_days_check', 'response_days BETWEEN 1 AND 90')
export class Category {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Lowercase letters, digits, underscores; at most 50 characters (admin spec section 5). */
  @Index('categories_key_uq', { unique: true }) @Column({ type: 'text' }) key: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) icon: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) subcategories: string[];
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
  /** Days the authority has to act once a complaint of this category is forwarded: its due date. */
  @Column({ name: 'response_days', type: 'int', default: DEFAULT_RESPONSE_DAYS }) responseDays: number;
  /** Name, description and subcategory labels in kok, mr and hi; English is the record itself. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) translations: Translations<CategoryTranslation>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /**
   * A new category (admin spec section 5): the name is required; the key is normalised as typed, or derived
   * from the name when absent or blank; `defaultOrder` (last order plus 10) is used when no order is given.
   * Returns the category and its CategoryCreated event.
   */
  static create(fields: CategoryFields, defaultOrder: number, actor: Actor): { category: Category; events: DomainEvent[] } {
    const name = requiredName(fields.name);
    const givenKey = fields.key?.trim();
    const category = new Category();
    category.id = randomUUID();
    category.name = name;
    category.key = requiredKey(givenKey ? givenKey : name);
    category.description = (fields.description ?? '').trim();
    category.icon = (fields.icon ?? '').trim();
    category.subcategories = cleanSubcategories(fields.subcategories ?? []);
    category.enabled = fields.enabled ?? true;
    category.order = fields.order ?? defaultOrder;
    category.responseDays = checkedResponseDays(fields.responseDays ?? DEFAULT_RESPONSE_DAYS);
    category.translations = cleanCategoryTranslations(fields.translations, category.subcategories);
    return { category, events: [categoryEvent(CategoryEvent.Created, actor, category.id, { key: category.key, name: category.name })] };
  }

  /**
   * Applies a partial edit (admin spec section 7, PATCH /api/admin/categories/{id}) with the rules of
   * creation. Returns CategoryUpdated naming the changed fields, or no event when nothing changed.
   */
  update(fields: CategoryFields, actor: Actor): DomainEvent[] {
    const next: Partial<Record<keyof CategoryFields, unknown>> = {};
    if (fields.name !== undefined) next.name = requiredName(fields.name);
    if (fields.key !== undefined) next.key = requiredKey(fields.key);
    if (fields.description !== undefined) next.description = fields.description.trim();
    if (fields.icon !== undefined) next.icon = fields.icon.trim();
    if (fields.subcategories !== undefined) next.subcategories = cleanSubcategories(fields.subcategories);
    if (fields.enabled !== undefined) next.enabled = fields.enabled;
    if (fields.order !== undefined) next.order = fields.order;
    if (fields.responseDays !== undefined) next.responseDays = checkedResponseDays(fields.responseDays);
    // Labels follow the English subcategories by position: a new English list re-cuts the stored labels too.
    if (fields.translations !== undefined || next.subcategories !== undefined) {
      next.translations = cleanCategoryTranslations(
        fields.translations ?? this.translations,
        (next.subcategories as string[] | undefined) ?? this.subcategories,
      );
    }
    const changes: string[] = [];
    for (const [field, value] of Object.entries(next) as [keyof CategoryFields, unknown][]) {
      if (JSON.stringify(this[field]) !== JSON.stringify(value)) {
        changes.push(field);
        (this as unknown as Record<string, unknown>)[field] = value;
      }
    }
    return changes.length ? [categoryEvent(CategoryEvent.Updated, actor, this.id, { key: this.key, name: this.name, changes })] : [];
  }

  /** The event recorded when an admin deletes this category. */
  delete(actor: Actor): DomainEvent[] {
    return [categoryEvent(CategoryEvent.Deleted, actor, this.id, { key: this.key, name: this.name })];
  }

  /** The issues offered to citizens, without Other/Others (citizen spec section 5). */
  get choices(): string[] {
    return subcategoryChoices(this.subcategories);
  }
}
