import { ROUTING_TEMPLATE_ALL_COLUMNS, ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS } from '@civic/contracts';
import type { CatalogLocation } from './location-catalog.js';
import type { Recipient } from './recipients.js';
import type { ContactFields, TemplateContactRow } from './routing-template.rules.js';

/** A location row of the template: its stable Row ID and readable Location. */
export interface TemplateLocation {
  rowId: string;
  label: string;
}

/** A stored contact as the template and the export write it (read from routing_contacts as JSON). */
export interface ContactRecord extends ContactFields {
  locationKey: string;
  location: string;
}

/** A template row ready for routing_contacts (snake_case columns), as the import's SQL reads it with jsonb_to_recordset. */
export interface ContactImportRecord {
  level: string;
  scope: string;
  location_key: string;
  location: string;
  category_key: string | null;
  escalation_level: number;
  /** Null: keep the contact's language (English for a new contact). */
  language: string | null;
  district_code: number;
  subdistrict_code: number | null;
  village_code: number | null;
  ulb_code: number | null;
  authority_email: string;
  authority_designation: string;
  authority_name: string;
  phone: string;
  additional_recipients: Recipient[];
  search_text: string;
}

/** Column widths of the template in characters. */
export const TEMPLATE_COLUMN_WIDTHS: Record<string, number> = {
  'Row ID': 12,
  Location: 44,
  'Category Key': 16,
  'Authority Email': 32,
  Designation: 30,
  Name: 26,
  Phone: 16,
};

/** The columns of the Routing sheet with their widths. */
export function templateColumns(): { header: string; width: number }[] {
  return ROUTING_TEMPLATE_ALL_COLUMNS.map((header) => ({ header, width: TEMPLATE_COLUMN_WIDTHS[header] ?? (header.includes('Email') ? 30 : 24) }));
}

/** The lowercased text the contact list's q searches: the location and every recipient email. */
export function contactSearchText(location: string, authorityEmail: string, additional: readonly Recipient[]): string {
  return [location, authorityEmail, ...additional.map((r) => r.authorityEmail)].join(' ').toLowerCase();
}

/**
 * One template row: the 7 columns of admin spec section 5, 3 × (email, name, designation) of the additional recipients,
 * then the contact's escalation level (blank on an empty row).
 */
export function templateRow(location: TemplateLocation, contact: ContactRecord | null): string[] {
  const row = [
    location.rowId,
    location.label,
    contact?.categoryKey ?? '',
    contact?.authorityEmail ?? '',
    contact?.authorityDesignation ?? '',
    contact?.authorityName ?? '',
    contact?.phone ?? '',
  ];
  for (let i = 0; i < ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS; i += 1) {
    const r = contact?.additionalRecipients?.[i];
    row.push(r?.authorityEmail ?? '', r?.authorityName ?? '', r?.authorityDesignation ?? '');
  }
  row.push(contact ? String(contact.escalationLevel ?? 0) : '');
  row.push(contact?.language ?? '');
  return row;
}

/**
 * The rows of the Routing sheet, in the catalog's location order (each district, its talukas each followed
 * by their villages, then its ULBs). At a location the default contact comes first, then category contacts
 * by key, each category's levels 0, 1, 2 in order.
 *  - template: every location; one row per contact, and an empty default row where the location has no
 *    default contact.
 *  - export: one row per contact only.
 */
export function templateRows(locations: readonly TemplateLocation[], contacts: readonly ContactRecord[], kind: 'template' | 'export'): string[][] {
  const byLocation = new Map<string, ContactRecord[]>();
  for (const c of contacts) {
    const list = byLocation.get(c.locationKey) ?? [];
    list.push(c);
    byLocation.set(c.locationKey, list);
  }
  for (const list of byLocation.values())
    list.sort((a, b) => (a.categoryKey ?? '').localeCompare(b.categoryKey ?? '') || (a.escalationLevel ?? 0) - (b.escalationLevel ?? 0));
  const rows: string[][] = [];
  for (const location of locations) {
    const here = byLocation.get(location.rowId) ?? [];
    byLocation.delete(location.rowId);
    if (kind === 'template' && !here.some((c) => c.categoryKey === null && !c.escalationLevel)) rows.push(templateRow(location, null));
    for (const contact of here) rows.push(templateRow(location, contact));
  }
  // Contacts at a location the catalog no longer lists (never expected; kept so that an export loses nothing).
  for (const here of byLocation.values()) for (const contact of here) rows.push(templateRow({ rowId: contact.locationKey, label: contact.location }, contact));
  return rows;
}

/** The routing_contacts row of a checked template row: its location from the catalog; rows with an email are Active. */
export function importRecord(row: TemplateContactRow, location: CatalogLocation): ContactImportRecord {
  return {
    level: location.level,
    scope: location.scope,
    location_key: location.rowId,
    location: location.label,
    category_key: row.categoryKey,
    escalation_level: row.escalationLevel,
    language: row.language,
    district_code: location.districtCode,
    subdistrict_code: location.subdistrictCode,
    village_code: location.villageCode,
    ulb_code: location.ulbCode,
    authority_email: row.authorityEmail,
    authority_designation: row.authorityDesignation,
    authority_name: row.authorityName,
    phone: row.phone,
    additional_recipients: row.additionalRecipients,
    search_text: contactSearchText(location.label, row.authorityEmail, row.additionalRecipients),
  };
}
