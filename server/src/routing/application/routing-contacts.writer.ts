import type { EntityManager } from 'typeorm';
import { formatMessage, Messages } from '@civic/contracts';
import { ConflictError, ValidationError } from '../../kernel/errors/domain-error.js';
import type { CategoriesService } from '../../content/public.js';

/** 409 CONFLICT: a contact already exists for this location and category. */
export function contactExists(): ConflictError {
  return new ConflictError(Messages.admin.routing.contactExists, { fields: { categoryKey: [Messages.admin.routing.contactExists] } });
}

/**
 * The category key of a routing contact as typed: trimmed and lowercased, kept otherwise as given so that an
 * unknown key is refused by name (`assertCategoryKnown`); blank or null is the default contact (null). Not the
 * admin category form's key normalisation (`normaliseCategoryKey` in contracts), which makes a new key.
 */
export function toContactCategoryKey(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/** 400 'Unknown category key: {value}' unless the category exists (enabled or not; content owns categories). */
export async function assertCategoryKnown(categories: CategoriesService, key: string | null): Promise<void> {
  if (key === null) return;
  const found = await categories.findByKeys([key]);
  if (!found.has(key)) throw ValidationError.field('categoryKey', formatMessage(Messages.admin.routing.unknownCategory, { value: key }));
}

/**
 * The contacts in Row ID order (default contact first), as JSON array texts of ContactRecord of at most
 * `pageSize` contacts each. PostgreSQL builds the JSON and pages follow the unique index (keyset), so the
 * API's event loop never holds more than one page of text and no row objects. `onlyActive` for the template.
 */
export async function* contactPages(manager: EntityManager, options: { onlyActive: boolean; pageSize?: number }): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? 2000;
  let after: [string, string, number] = ['', '', -1];
  for (;;) {
    const [page] = (await manager.query(
      `WITH page AS (
         SELECT location_key, coalesce(category_key, '') AS ck, escalation_level AS lv, json_build_object(
           'locationKey', location_key, 'location', location, 'categoryKey', category_key, 'escalationLevel', escalation_level,
           'language', language, 'authorityEmail', authority_email,
           'authorityDesignation', authority_designation, 'authorityName', authority_name, 'phone', phone,
           'additionalRecipients', additional_recipients) AS contact
         FROM routing_contacts
         WHERE (location_key, coalesce(category_key, ''), escalation_level) > ($1, $2, $3)${options.onlyActive ? ' AND active' : ''}
         ORDER BY location_key, coalesce(category_key, ''), escalation_level LIMIT $4)
       SELECT coalesce(json_agg(contact ORDER BY location_key, ck, lv), '[]')::text AS contacts, count(*)::int AS n,
         (array_agg(location_key ORDER BY location_key DESC, ck DESC, lv DESC))[1] AS last_key,
         (array_agg(ck ORDER BY location_key DESC, ck DESC, lv DESC))[1] AS last_ck,
         (array_agg(lv ORDER BY location_key DESC, ck DESC, lv DESC))[1] AS last_lv
       FROM page`,
      [after[0], after[1], after[2], pageSize],
    )) as { contacts: string; n: number; last_key: string | null; last_ck: string | null; last_lv: number | null }[];
    if (page.n > 0) yield page.contacts;
    if (page.n < pageSize) return;
    after = [page.last_key ?? '', page.last_ck ?? '', page.last_lv ?? -1];
  }
}

/**
 * Upserts checked template rows (a JSON array of ContactImportRecord) in one statement: a new (location,
 * category) is inserted; an existing contact gets the row's email, designation, name, phone and recipients
 * and becomes Active (admin spec section 5), keeping the department of a recipient kept by email
 * (routing_keep_departments). Unchanged contacts are not written. Returns how many were created and changed.
 */
export async function importRecords(manager: EntityManager, json: string): Promise<{ created: number; changed: number }> {
  const rows = (await manager.query(
    `INSERT INTO routing_contacts AS c (level, scope, location_key, location, category_key, escalation_level, district_code, subdistrict_code, village_code, ulb_code,
       authority_email, authority_designation, authority_name, authority_department, phone, active, additional_recipients, search_text, language)
     SELECT r.level, r.scope, r.location_key, r.location, r.category_key, r.escalation_level, r.district_code, r.subdistrict_code, r.village_code, r.ulb_code,
       r.authority_email, r.authority_designation, r.authority_name, '', r.phone, true, r.additional_recipients, r.search_text, r.language
     FROM jsonb_to_recordset($1::jsonb) AS r(level text, scope text, location_key text, location text, category_key text, escalation_level smallint,
       district_code int,
       subdistrict_code int, village_code int, ulb_code int, authority_email text, authority_designation text, authority_name text, phone text,
       additional_recipients jsonb, search_text text, language text)
     ON CONFLICT (location_key, (coalesce(category_key, '')), escalation_level) DO UPDATE SET
       authority_email = EXCLUDED.authority_email,
       authority_designation = EXCLUDED.authority_designation,
       authority_name = EXCLUDED.authority_name,
       phone = EXCLUDED.phone,
       active = true,
       additional_recipients = routing_keep_departments(EXCLUDED.additional_recipients, c.additional_recipients),
       search_text = EXCLUDED.search_text,
       language = coalesce(EXCLUDED.language, c.language),
       updated_at = now()
     WHERE (c.authority_email, c.authority_designation, c.authority_name, c.phone, c.active, c.additional_recipients, c.language)
       IS DISTINCT FROM (EXCLUDED.authority_email, EXCLUDED.authority_designation, EXCLUDED.authority_name, EXCLUDED.phone, true,
         routing_keep_departments(EXCLUDED.additional_recipients, c.additional_recipients), coalesce(EXCLUDED.language, c.language))
     RETURNING (xmax = 0) AS created`,
    [json],
  )) as { created: boolean }[];
  const created = rows.filter((r) => r.created).length;
  return { created, changed: rows.length - created };
}
