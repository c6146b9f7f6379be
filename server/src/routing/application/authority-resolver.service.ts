import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { EscalationLevel, RoutingLevel } from '@civic/contracts';
import type { Recipient } from '../domain/recipients.js';
import { TableCache, TableNotifications } from '../../kernel/cache/table-notifications.js';
import { RoutingContact } from '../domain/routing-contact.entity.js';
import { GeographyService } from './geography.service.js';

export type { Recipient } from '../domain/recipients.js';

/**
 * A complaint's location and category as the complaints context knows them. Codes are LGD / Census 2011
 * codes as numbers or numeric strings; blank, null or malformed codes are ignored. A ULB code makes the
 * location Urban; otherwise it is Rural.
 */
export interface ResolveAuthorityInput {
  districtCode?: string | number | null;
  subdistrictCode?: string | number | null;
  villageCode?: string | number | null;
  ulbCode?: string | number | null;
  /** A category key ('roads'); null or blank: only default contacts are considered. */
  categoryKey?: string | null;
  /** The rung of the escalation ladder: 0 (default) the forwarding authority, 1 or 2 the appellate levels. */
  escalationLevel?: EscalationLevel;
}

/** The authority a complaint is routed to (admin spec sections 3 and 9). Codes are strings (docs/adr/0036-geography-api-and-codes.md). */
export interface ResolvedAuthority {
  contactId: string;
  /** The level the contact was found at. */
  level: RoutingLevel;
  /** The deepest level the input names (ulb, village, subdistrict or district). */
  expectedLevel: RoutingLevel;
  /** True when the contact was found at the expected level; false when resolution fell back. */
  isDeepest: boolean;
  /** Readable location of the contact ('Calangute, Bardez, North Goa'). */
  location: string;
  /** The contact's category key; null for a location's default contact. */
  categoryKey: string | null;
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  phone: string;
  districtCode: string;
  subdistrictCode: string | null;
  villageCode: string | null;
  ulbCode: string | null;
  /** Primary recipient first, then the additional ones. */
  forwardRecipients: Recipient[];
}

/** What happened at one step of the fallback chain (the Test Routing page shows it). */
export interface ResolutionAttempt {
  level: RoutingLevel;
  location: string;
  /** The category tried at this step; null for the default contact. */
  categoryKey: string | null;
  /** matched: used; inactive / no_email: a contact exists but is skipped; missing: no contact. */
  outcome: 'matched' | 'inactive' | 'no_email' | 'missing';
}

/** A resolution with the steps tried, deepest first. */
export interface ResolutionTrace {
  result: ResolvedAuthority | null;
  expectedLevel: RoutingLevel | null;
  attempts: ResolutionAttempt[];
}

const str = (code: number | null) => (code === null ? null : String(code));

/** The read model of a matched contact (codes as strings, recipients primary first). */
export function toResolvedAuthority(contact: RoutingContact, expectedLevel: RoutingLevel): ResolvedAuthority {
  return {
    contactId: contact.id,
    level: contact.level,
    expectedLevel,
    isDeepest: contact.level === expectedLevel,
    location: contact.location,
    categoryKey: contact.categoryKey,
    authorityEmail: contact.authorityEmail,
    authorityName: contact.authorityName,
    authorityDesignation: contact.authorityDesignation,
    authorityDepartment: contact.authorityDepartment,
    phone: contact.phone,
    districtCode: String(contact.districtCode),
    subdistrictCode: str(contact.subdistrictCode),
    villageCode: str(contact.villageCode),
    ulbCode: str(contact.ulbCode),
    forwardRecipients: contact.forwardRecipients,
  };
}

/**
 * Finds the authority responsible for a location and category: the ONE resolution rule of the product,
 * exported by RoutingModule for the complaints context (filing, forwarding) and used by the public
 * GET /api/geo/resolve-authority and the admin Test Routing page.
 *
 * Rule (admin spec section 9): the deepest level first (Rural: village, then subdistrict, then district;
 * Urban: ulb, then district); at each level an active category-specific contact before the active
 * default one. Inactive contacts and contacts without an email are skipped. Only contacts of the input's
 * escalation level (default 0) are considered, with the same fallback.
 */
@Injectable()
export class AuthorityResolver {
  /** The contacts of a fallback chain, by escalation level and location keys (reference data, TableNotifications). */
  private readonly chains: TableCache<RoutingContact[]>;

  constructor(
    private readonly geography: GeographyService,
    @InjectRepository(RoutingContact) private readonly contacts: Repository<RoutingContact>,
    notifications: TableNotifications,
  ) {
    this.chains = notifications.cacheOf('routing_contacts', { max: 10_000 });
  }

  /** The responsible authority, or null when no usable contact exists along the fallback chain. */
  async resolve(input: ResolveAuthorityInput): Promise<ResolvedAuthority | null> {
    return (await this.explain(input)).result;
  }

  /** Resolves and reports every step tried, in order. */
  async explain(input: ResolveAuthorityInput): Promise<ResolutionTrace> {
    const catalog = await this.geography.catalog();
    const chain = catalog.fallbackChain(input);
    const attempts: ResolutionAttempt[] = [];
    if (chain.steps.length === 0 || chain.expectedLevel === null) return { result: null, expectedLevel: chain.expectedLevel, attempts };
    const categoryKey = typeof input.categoryKey === 'string' && input.categoryKey.trim() !== '' ? input.categoryKey.trim().toLowerCase() : null;
    // The chain's contacts, cached until routing_contacts changes; only read below.
    const locationKeys = chain.steps.map((s) => s.location.rowId);
    const escalationLevel = input.escalationLevel ?? 0;
    const found = await this.chains.get(`${escalationLevel}|${locationKeys.join(',')}`, () =>
      this.contacts.find({ where: { locationKey: In(locationKeys), escalationLevel } }),
    );
    const byKey = new Map(found.map((c) => [`${c.locationKey}|${c.categoryKey ?? ''}`, c]));
    for (const step of chain.steps) {
      for (const category of categoryKey ? [categoryKey, null] : [null]) {
        const contact = byKey.get(`${step.location.rowId}|${category ?? ''}`);
        const outcome: ResolutionAttempt['outcome'] = !contact ? 'missing' : !contact.active ? 'inactive' : contact.usable ? 'matched' : 'no_email';
        attempts.push({ level: step.level, location: step.location.label, categoryKey: category, outcome });
        if (contact && outcome === 'matched')
          return { result: toResolvedAuthority(contact, chain.expectedLevel), expectedLevel: chain.expectedLevel, attempts };
      }
    }
    return { result: null, expectedLevel: chain.expectedLevel, attempts };
  }
}
