import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  cleanPlanTranslations,
  DEFAULT_CURRENCY,
  DEFAULT_GST_RATE,
  FREE_PHOTO_LIMIT,
  PREMIUM_PHOTO_LIMIT,
  type PlanTranslation,
  type Translations,
} from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { BillingEvent, planEvent } from './events/billing.events.js';

/** The editable fields of a plan (admin spec sections 3 and 5), already converted: amount in paise, gstRate a fraction. */
export interface PlanFields {
  name: string;
  description: string;
  amount: number;
  currency: string;
  gstRate: number;
  color: string;
  popular: boolean;
  enabled: boolean;
  order: number;
  allowOneTime: boolean;
  allowRecurring: boolean;
  features: string[];
  limitations: string[];
  complaintLimit: number | null;
  photoLimit: number;
  /** Name, description, features and limitations in kok, mr and hi; English is the record itself. */
  translations: Translations<PlanTranslation>;
}

const EDITABLE: readonly (keyof PlanFields)[] = [
  'name',
  'description',
  'amount',
  'currency',
  'gstRate',
  'color',
  'popular',
  'enabled',
  'order',
  'allowOneTime',
  'allowRecurring',
  'features',
  'limitations',
  'complaintLimit',
  'photoLimit',
  'translations',
];

/** Features and limitations: trimmed, empty lines dropped (admin spec section 5). */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((l) => l.trim()).filter(Boolean);
}

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** A pricing plan (admin spec section 3). Amounts in paise; gstRate a fraction (0.18 = 18 %). */
@Entity('plans')
@Check('plans_amount_check', '"amount" >= 0')
@Check('plans_complaint_limit_check', '"complaint_limit" IS NULL OR "complaint_limit" >= 0')
@Index('plans_order_idx', ['order'])
export class Plan {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('plans_name_uq', { unique: true }) @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  /** Price before GST in paise (1 rupee = 100 paise). */
  @Column({ type: 'int', default: 0 }) amount: number;
  @Column({ type: 'text', default: 'INR' }) currency: string;
  @Column({ name: 'gst_rate', type: 'numeric', precision: 5, scale: 4, default: () => '0.18', transformer: numeric }) gstRate: number;
  @Column({ type: 'text', default: 'blue' }) color: string;
  @Column({ type: 'boolean', default: false }) popular: boolean;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
  @Column({ name: 'allow_one_time', type: 'boolean', default: true }) allowOneTime: boolean;
  @Column({ name: 'allow_recurring', type: 'boolean', default: true }) allowRecurring: boolean;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) features: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) limitations: string[];
  /** Complaints per calendar month; null = unlimited. */
  @Column({ name: 'complaint_limit', type: 'int', nullable: true }) complaintLimit: number | null;
  /** Photos per complaint. */
  @Column({ name: 'photo_limit', type: 'int', default: 1 }) photoLimit: number;
  /** The plan's texts in kok, mr and hi; the English `name` stays the plan's identity (accounts and checkout name it). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) translations: Translations<PlanTranslation>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** Whether a payment is needed (a paid plan makes its holder premium). */
  get isPaid(): boolean {
    return this.amount > 0;
  }

  /**
   * A new plan with admin spec section 5's defaults: 18 % GST, colour blue, enabled, both billing modes, INR, photos
   * 1 for a free plan and 5 for a paid one; `order` is given by the caller (last order plus 10). PlanCreated.
   */
  static create(fields: Partial<PlanFields> & { name: string }, order: number, actor: Actor): { plan: Plan; events: DomainEvent[] } {
    const amount = fields.amount ?? 0;
    const plan = Object.assign(new Plan(), {
      id: randomUUID(),
      name: fields.name.trim(),
      description: fields.description?.trim() ?? '',
      amount,
      currency: fields.currency ?? DEFAULT_CURRENCY,
      gstRate: fields.gstRate ?? DEFAULT_GST_RATE,
      color: fields.color ?? 'blue',
      popular: fields.popular ?? false,
      enabled: fields.enabled ?? true,
      order: fields.order ?? order,
      allowOneTime: fields.allowOneTime ?? true,
      allowRecurring: fields.allowRecurring ?? true,
      features: cleanLines(fields.features ?? []),
      limitations: cleanLines(fields.limitations ?? []),
      complaintLimit: fields.complaintLimit === undefined ? null : fields.complaintLimit,
      photoLimit: fields.photoLimit ?? (amount > 0 ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT),
      translations: cleanPlanTranslations(fields.translations),
    });
    return { plan, events: [planEvent(BillingEvent.PlanCreated, actor, plan.id, { name: plan.name })] };
  }

  /** Applies a partial edit; PlanUpdated with the changed fields (none when nothing changed). */
  update(fields: Partial<PlanFields>, actor: Actor): DomainEvent[] {
    const changes: string[] = [];
    const next: Partial<PlanFields> = { ...fields };
    if (next.name !== undefined) next.name = next.name.trim();
    if (next.description !== undefined) next.description = next.description.trim();
    if (next.features) next.features = cleanLines(next.features);
    if (next.limitations) next.limitations = cleanLines(next.limitations);
    if (next.translations) next.translations = cleanPlanTranslations(next.translations);
    for (const key of EDITABLE) {
      const value = next[key];
      if (value === undefined) continue;
      if (JSON.stringify(value) === JSON.stringify(this[key])) continue;
      (this as unknown as Record<string, unknown>)[key] = value;
      changes.push(key);
    }
    return changes.length ? [planEvent(BillingEvent.PlanUpdated, actor, this.id, { name: this.name, changes })] : [];
  }

  /** PlanDeleted. Users on the plan keep its name; their limits fall back to the built-in plan of that name. */
  deleted(actor: Actor): DomainEvent[] {
    return [planEvent(BillingEvent.PlanDeleted, actor, this.id, { name: this.name })];
  }
}
