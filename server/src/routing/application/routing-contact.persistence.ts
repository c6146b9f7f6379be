import { QueryFailedError, type EntityManager } from 'typeorm';
import { formatMessage, Messages } from '@civic/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import type { CategoriesService } from '../../content/application/categories.service.js';
import type { Recipient } from '../domain/recipients.js';
import { RoutingContact } from '../domain/routing-contact.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for PostgreSQL's unique violation (23505): the (location, category) index refused a second contact. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}

/** 409 CONFLICT: a contact already exists for this location and category. */
export function contactExists(): ConflictError {
  return new ConflictError(Messages.admin.routing.contactExists, { fields: { categoryKey: [Messages.admin.routing.contactExists] } });
}

/** Loads a contact for a write, locking its row; 404 'Routing contact not found' for an unknown or malformed id. */
export async function lockContactOrFail(manager: EntityManager, id: string): Promise<RoutingContact> {
  const contact = UUID.test(id) ? await manager.findOne(RoutingContact, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!contact) throw new NotFoundError(Messages.admin.routing.contactNotFound);
  return contact;
}

/** A category key as typed: trimmed and lowercased; blank or null is the default contact (null). */
export function normaliseCategoryKey(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/** 400 'Unknown category key: {value}' unless the category exists (enabled or not; content owns categories). */
export async function assertCategoryKnown(categories: CategoriesService, key: string | null): Promise<void> {
  if (key === null) return;
  const found = await categories.findByKeys([key]);
  if (!found.has(key)) throw ValidationError.field('categoryKey', formatMessage(Messages.admin.routing.unknownCategory, { value: key }));
}

interface ContactRow {
  id: string;
  level: RoutingContact['level'];
  scope: RoutingContact['scope'];
  location_key: string;
  location: string;
  category_key: string | null;
  district_code: number;
  subdistrict_code: number | null;
  village_code: number | null;
  ulb_code: number | null;
  authority_email: string;
  authority_designation: string;
  authority_name: string;
  authority_department: string;
  phone: string;
  active: boolean;
  additional_recipients: Recipient[];
  search_text: string;
  created_at: Date;
  updated_at: Date;
}

function fromRow(r: ContactRow): RoutingContact {
  return Object.assign(new RoutingContact(), {
    id: r.id,
    level: r.level,
    scope: r.scope,
    locationKey: r.location_key,
    location: r.location,
    categoryKey: r.category_key,
    districtCode: r.district_code,
    subdistrictCode: r.subdistrict_code,
    villageCode: r.village_code,
    ulbCode: r.ulb_code,
    authorityEmail: r.authority_email,
    authorityDesignation: r.authority_designation,
    authorityName: r.authority_name,
    authorityDepartment: r.authority_department,
    phone: r.phone,
    active: r.active,
    additionalRecipients: r.additional_recipients ?? [],
    searchText: r.search_text,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

/**
 * Loads many contacts with a plain query (no ORM hydration, which would hold the event loop for thousands
 * of rows): all of them, or those at the given Row IDs, optionally locked for an import.
 */
export async function loadContacts(manager: EntityManager, options: { locationKeys?: string[]; onlyActive?: boolean; forUpdate?: boolean } = {}): Promise<RoutingContact[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.locationKeys) {
    params.push(options.locationKeys);
    where.push(`location_key = ANY($${params.length})`);
  }
  if (options.onlyActive) where.push('active');
  const sql = `SELECT * FROM routing_contacts${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY location_key, category_key NULLS FIRST${options.forUpdate ? ' FOR UPDATE' : ''}`;
  const rows = (await manager.query(sql, params)) as ContactRow[];
  return rows.map(fromRow);
}

const UPSERT_COLUMNS = [
  'id',
  'level',
  'scope',
  'location_key',
  'location',
  'category_key',
  'district_code',
  'subdistrict_code',
  'village_code',
  'ulb_code',
  'authority_email',
  'authority_designation',
  'authority_name',
  'authority_department',
  'phone',
  'active',
  'additional_recipients',
  'search_text',
] as const;
const UPDATED_ON_CONFLICT = UPSERT_COLUMNS.slice(10);

/**
 * Writes contacts in batches of 500: new ones are inserted, existing ones (same location and category)
 * updated in place (the unique index (location_key, coalesce(category_key, '')) decides).
 */
export async function upsertContacts(manager: EntityManager, contacts: readonly RoutingContact[]): Promise<void> {
  for (let i = 0; i < contacts.length; i += 500) {
    const chunk = contacts.slice(i, i + 500);
    const params: unknown[] = [];
    const tuples = chunk.map((c) => {
      const values = [
        c.id,
        c.level,
        c.scope,
        c.locationKey,
        c.location,
        c.categoryKey,
        c.districtCode,
        c.subdistrictCode,
        c.villageCode,
        c.ulbCode,
        c.authorityEmail,
        c.authorityDesignation,
        c.authorityName,
        c.authorityDepartment,
        c.phone,
        c.active,
        JSON.stringify(c.additionalRecipients ?? []),
        c.searchText,
      ];
      const start = params.length;
      params.push(...values);
      return `(${values.map((_, j) => `$${start + j + 1}${UPSERT_COLUMNS[j] === 'additional_recipients' ? '::jsonb' : ''}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO routing_contacts (${UPSERT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (location_key, (coalesce(category_key, ''))) DO UPDATE SET ${UPDATED_ON_CONFLICT.map((col) => `${col} = EXCLUDED.${col}`).join(', ')}, updated_at = now()`,
      params,
    );
  }
}
