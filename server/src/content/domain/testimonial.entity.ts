import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { TestimonialEvent, testimonialEvent } from './events/testimonial.events.js';

/** The editable fields of a testimonial, already trimmed by the HTTP layer. */
export interface TestimonialFields {
  quote?: string;
  name?: string;
  place?: string;
  /** true records the person's consent (now, if not recorded yet); false withdraws it. */
  consent?: boolean;
  enabled?: boolean;
  order?: number;
}

function required(value: string | undefined, field: 'quote' | 'name', message: string): string {
  const text = (value ?? '').trim();
  if (!text) throw ValidationError.field(field, message);
  return text;
}

/**
 * A quote shown on the home page (citizen spec section 1: testimonials), content an admin manages
 * (docs/adr/0045-testimonials.md): the words, the name as the person agreed to be named, a place, when their
 * consent was recorded, enabled and order. The public list shows only enabled ones with consent, by order.
 */
@Entity('testimonials')
@Index('testimonials_order_idx', ['order'])
@Check('testimonials_quote_chk', 'length(btrim(quote)) > 0')
@Check('testimonials_name_chk', 'length(btrim(name)) > 0')
export class Testimonial {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'text' }) quote: string;
  /** The name as the person agreed to be named ('Anita D.'). */
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) place: string;
  /** When the person's consent to be quoted was recorded; null: no consent, never shown. */
  @Column({ name: 'consent_recorded_at', type: 'timestamptz', nullable: true }) consentRecordedAt: Date | null;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  private payload(changes?: string[]) {
    return { name: this.name, consent: this.consentRecordedAt !== null, ...(changes ? { changes } : {}) };
  }

  /** A new testimonial ('Quote is required', 'Name is required'); order defaults to `defaultOrder` (last plus 10). */
  static create(fields: TestimonialFields, defaultOrder: number, actor: Actor, now = new Date()): { testimonial: Testimonial; events: DomainEvent[] } {
    const t = Object.assign(new Testimonial(), {
      id: randomUUID(),
      quote: required(fields.quote, 'quote', Messages.admin.testimonials.quoteRequired),
      name: required(fields.name, 'name', Messages.admin.testimonials.nameRequired),
      place: (fields.place ?? '').trim(),
      consentRecordedAt: fields.consent ? now : null,
      enabled: fields.enabled ?? true,
      order: fields.order ?? defaultOrder,
    } satisfies Partial<Testimonial>);
    return { testimonial: t, events: [testimonialEvent(TestimonialEvent.Created, actor, t.id, t.payload())] };
  }

  /** A partial edit with the creation rules; consent true keeps the first recorded date. Nothing changed: no event. */
  update(fields: TestimonialFields, actor: Actor, now = new Date()): DomainEvent[] {
    const changes: string[] = [];
    const set = <K extends 'quote' | 'name' | 'place' | 'enabled' | 'order'>(key: K, value: Testimonial[K]) => {
      const fieldsOfThis = this as Testimonial;
      if (fieldsOfThis[key] !== value) {
        fieldsOfThis[key] = value;
        changes.push(key);
      }
    };
    if (fields.quote !== undefined) set('quote', required(fields.quote, 'quote', Messages.admin.testimonials.quoteRequired));
    if (fields.name !== undefined) set('name', required(fields.name, 'name', Messages.admin.testimonials.nameRequired));
    if (fields.place !== undefined) set('place', fields.place.trim());
    if (fields.enabled !== undefined) set('enabled', fields.enabled);
    if (fields.order !== undefined) set('order', fields.order);
    if (fields.consent !== undefined && fields.consent !== (this.consentRecordedAt !== null)) {
      this.consentRecordedAt = fields.consent ? now : null;
      changes.push('consent');
    }
    return changes.length ? [testimonialEvent(TestimonialEvent.Updated, actor, this.id, this.payload(changes))] : [];
  }

  delete(actor: Actor): DomainEvent[] {
    return [testimonialEvent(TestimonialEvent.Deleted, actor, this.id, this.payload())];
  }

  /** Shown on the home page: enabled and consent recorded. */
  get isPublic(): boolean {
    return this.enabled && this.consentRecordedAt !== null;
  }
}
