import { randomUUID } from 'node:crypto';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EscalationLevel, Locale, RoutingLevel, RoutingScope } from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import type { CatalogLocation } from './location-catalog.js';
import type { Recipient } from './recipients.js';
import { contactSearchText } from './routing-template.layout.js';
import { routingContactCreated, routingContactDeleted, routingContactUpdated } from './events/routing-contact.events.js';

/** The editable fields of a routing contact (admin spec section 7, PATCH /api/admin/geo-routing/contacts/{id}). */
export interface RoutingContactDetails {
  authorityEmail: string;
  authorityDesignation: string;
  authorityName: string;
  authorityDepartment: string;
  phone: string;
  active: boolean;
  additionalRecipients: Recipient[];
  /**
   * The rung of the escalation ladder this contact serves: 0 the authority complaints are forwarded to,
   * 1 the first appellate or supervising officer, 2 the second appellate authority or district collector.
   */
  escalationLevel: EscalationLevel;
  /**
   * The language the office is written to in (en, kok, mr, hi): its emails, the letter (unless the PDF template's
   * language is set), the response page and the acknowledgement of its replies.
   */
  language: Locale | null;
}

/** JSON with object keys sorted (jsonb reorders keys, so plain JSON.stringify would see changes that are not). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A new contact: its location from the catalog, its category (null = default) and its details. */
export type NewRoutingContact = { scope: RoutingScope; location: CatalogLocation; categoryKey: string | null } & RoutingContactDetails;

const EDITABLE: readonly (keyof RoutingContactDetails)[] = [
  'authorityEmail',
  'authorityDesignation',
  'authorityName',
  'authorityDepartment',
  'phone',
  'active',
  'additionalRecipients',
  'escalationLevel',
  'language',
];

/**
 * The authority that receives complaints of one location and category (admin spec section 3). A null
 * `categoryKey` is the location's default contact. `locationKey` is the template Row ID ('V-626635'); at
 * most one contact exists per (locationKey, categoryKey, escalationLevel) (unique index, NULL folded into '').
 * Level 0 contacts receive forwards; levels 1 and 2 receive the escalations.
 */
@Entity('routing_contacts')
@Index('routing_contacts_location_category_uq', { synchronize: false })
@Index('routing_contacts_search_trgm_idx', { synchronize: false })
@Check('routing_contacts_level_check', "level IN ('district', 'subdistrict', 'village', 'ulb')")
@Check('routing_contacts_escalation_level_check', 'escalation_level BETWEEN 0 AND 2')
@Check('routing_contacts_scope_check', "scope IN ('Rural', 'Urban')")
@Check('routing_contacts_language_check', "language IN ('en', 'kok', 'mr', 'hi')")
@Index('routing_contacts_location_idx', ['location', 'categoryKey'])
export class RoutingContact {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index('routing_contacts_level_idx') @Column({ type: 'text' }) level: RoutingLevel;
  @Index('routing_contacts_scope_idx') @Column({ type: 'text' }) scope: RoutingScope;
  @Column({ name: 'location_key', type: 'text' }) locationKey: string;
  /** Readable label built from the names: 'Calangute, Bardez, North Goa'. */
  @Column({ type: 'text' }) location: string;
  @Column({ name: 'category_key', type: 'text', nullable: true }) categoryKey: string | null;
  @ForeignKey('District', { name: 'routing_contacts_district_code_fkey' })
  @Column({ name: 'district_code', type: 'int' })
  districtCode: number;
  @ForeignKey('Subdistrict', { name: 'routing_contacts_subdistrict_code_fkey' })
  @Column({ name: 'subdistrict_code', type: 'int', nullable: true })
  subdistrictCode: number | null;
  @ForeignKey('Village', { name: 'routing_contacts_village_code_fkey' })
  @Column({ name: 'village_code', type: 'int', nullable: true })
  villageCode: number | null;
  @ForeignKey('Ulb', { name: 'routing_contacts_ulb_code_fkey' })
  @Column({ name: 'ulb_code', type: 'int', nullable: true })
  ulbCode: number | null;
  @Column({ name: 'authority_email', type: 'text' }) authorityEmail: string;
  @Column({ name: 'authority_designation', type: 'text', default: '' }) authorityDesignation: string;
  @Column({ name: 'authority_name', type: 'text', default: '' }) authorityName: string;
  @Column({ name: 'authority_department', type: 'text', default: '' }) authorityDepartment: string;
  @Column({ type: 'text', default: '' }) phone: string;
  @Index('routing_contacts_active_idx') @Column({ type: 'boolean', default: true }) active: boolean;
  @Column({ name: 'additional_recipients', type: 'jsonb', default: () => "'[]'" }) additionalRecipients: Recipient[];
  /** 0: forwards go here; 1 and 2: the escalation ladder's first and second appellate level. */
  @Column({ name: 'escalation_level', type: 'smallint', default: 0 }) escalationLevel: EscalationLevel;
  /**
   * The office's language (migration 1763804240000): its emails, letter and response page. Null (never chosen, or an
   * import without it) is English; read it through `officeLanguage`.
   */
  @Column({ type: 'text', nullable: true }) language: Locale | null;

  /** The language the office is written to in: English until one is chosen. */
  get officeLanguage(): Locale {
    return this.language ?? 'en';
  }
  /** Lowercased location and every recipient email, searched by the list's q (pg_trgm index). */
  @Column({ name: 'search_text', type: 'text', default: '' }) searchText: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** A new contact at a catalog location; returns it with its RoutingContactCreated event. */
  static create(props: NewRoutingContact, actor: Actor): { contact: RoutingContact; events: DomainEvent[] } {
    const contact = new RoutingContact();
    contact.id = randomUUID();
    contact.level = props.location.level;
    // A district contact serves both scopes; the scope records how it was chosen. Talukas and villages are Rural, ULBs Urban.
    contact.scope = props.location.level === 'district' ? props.scope : props.location.scope;
    contact.locationKey = props.location.rowId;
    contact.location = props.location.label;
    contact.categoryKey = props.categoryKey;
    contact.districtCode = props.location.districtCode;
    contact.subdistrictCode = props.location.subdistrictCode;
    contact.villageCode = props.location.villageCode;
    contact.ulbCode = props.location.ulbCode;
    for (const key of EDITABLE) (contact as unknown as Record<string, unknown>)[key] = props[key];
    contact.refreshSearchText();
    return { contact, events: [routingContactCreated(contact, actor)] };
  }

  /** Primary recipient first, then the additional ones (admin spec section 3, forwardRecipients). */
  get forwardRecipients(): Recipient[] {
    const primary: Recipient = {
      authorityEmail: this.authorityEmail,
      authorityName: this.authorityName,
      authorityDesignation: this.authorityDesignation,
      authorityDepartment: this.authorityDepartment,
      // English goes without saying: a recipient without a language is written to in English.
      ...(this.officeLanguage !== 'en' ? { language: this.officeLanguage } : {}),
    };
    return [primary, ...(this.additionalRecipients ?? [])];
  }

  /**
   * Applies edited fields; returns the RoutingContactUpdated event listing each changed field with its
   * old and new value, or no event when nothing changed.
   */
  update(changes: Partial<RoutingContactDetails>, actor: Actor): DomainEvent[] {
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of EDITABLE) {
      if (changes[key] === undefined) continue;
      const before = this[key];
      const after = changes[key];
      if (canonical(before) === canonical(after)) continue;
      changed[key] = { from: before, to: after };
      (this as unknown as Record<string, unknown>)[key] = after;
    }
    if (Object.keys(changed).length === 0) return [];
    this.refreshSearchText();
    return [routingContactUpdated(this, actor, changed)];
  }

  /** Marks the deletion: returns the RoutingContactDeleted event (the handler removes the row). */
  delete(actor: Actor): DomainEvent[] {
    return [routingContactDeleted(this, actor)];
  }

  /** True when resolution may use this contact (admin spec section 9): active and with an email. */
  get usable(): boolean {
    return this.active && this.authorityEmail.trim() !== '';
  }

  private refreshSearchText(): void {
    this.searchText = contactSearchText(this.location, this.authorityEmail, this.additionalRecipients ?? []);
  }
}
