import { QueryFailedError, type EntityManager } from 'typeorm';
import { formatMessage, Messages } from '@civic/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import type { CategoriesService } from '../../content/application/categories.service.js';
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

/**
 * The contacts as one JSON array text (ContactRecord[]) in Row ID order: PostgreSQL builds it, so the
 * API's event loop holds one string instead of thousands of row objects. `onlyActive` for the template.
 */
export async function contactsJson(manager: EntityManager, options: { onlyActive: boolean }): Promise<string> {
  const [row] = (await manager.query(
    `SELECT coalesce(json_agg(json_build_object(
       'locationKey', location_key, 'location', location, 'categoryKey', category_key, 'authorityEmail', authority_email,
       'authorityDesignation', authority_designation, 'authorityName', authority_name, 'phone', phone,
       'additionalRecipients', additional_recipients) ORDER BY location_key, coalesce(category_key, '')), '[]')::text AS contacts
     FROM routing_contacts${options.onlyActive ? ' WHERE active' : ''}`,
  )) as { contacts: string }[];
  return row.contacts;
}

/**
 * Upserts checked template rows (a JSON array of ContactImportRecord) in one statement: a new (location,
 * category) is inserted; an existing contact gets the row's email, designation, name, phone and recipients
 * and becomes Active (admin spec section 5), keeping the department of a recipient kept by email
 * (routing_keep_departments). Unchanged contacts are not written. Returns how many were created and changed.
 */
export async function importRecords(manager: EntityManager, json: string): Promise<{ created: number; changed: number }> {
  const rows = (await manager.query(
    `INSERT INTO routing_contacts AS c (level, scope, location_key, location, category_key, district_code, subdistrict_code, village_code, ulb_code,
       authority_email, authority_designation, authority_name, authority_department, phone, active, additional_recipients, search_text)
     SELECT r.level, r.scope, r.location_key, r.location, r.category_key, r.district_code, r.subdistrict_code, r.village_code, r.ulb_code,
       r.authority_email, r.authority_designation, r.authority_name, '', r.phone, true, r.additional_recipients, r.search_text
     FROM jsonb_to_recordset($1::jsonb) AS r(level text, scope text, location_key text, location text, category_key text, district_code int,
       subdistrict_code int, village_code int, ulb_code int, authority_email text, authority_designation text, authority_name text, phone text,
       additional_recipients jsonb, search_text text)
     ON CONFLICT (location_key, (coalesce(category_key, ''))) DO UPDATE SET
       authority_email = EXCLUDED.authority_email,
       authority_designation = EXCLUDED.authority_designation,
       authority_name = EXCLUDED.authority_name,
       phone = EXCLUDED.phone,
       active = true,
       additional_recipients = routing_keep_departments(EXCLUDED.additional_recipients, c.additional_recipients),
       search_text = EXCLUDED.search_text,
       updated_at = now()
     WHERE (c.authority_email, c.authority_designation, c.authority_name, c.phone, c.active, c.additional_recipients)
       IS DISTINCT FROM (EXCLUDED.authority_email, EXCLUDED.authority_designation, EXCLUDED.authority_name, EXCLUDED.phone, true,
         routing_keep_departments(EXCLUDED.additional_recipients, c.additional_recipients))
     RETURNING (xmax = 0) AS created`,
    [json],
  )) as { created: boolean }[];
  const created = rows.filter((r) => r.created).length;
  return { created, changed: rows.length - created };
}
