import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ROUTING_TEMPLATE_ALL_COLUMNS, ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS, ROUTING_TEMPLATE_SHEETS } from '@civic/contracts';
import { CategoriesService } from '../../content/application/categories.service.js';
import type { CatalogLocation } from '../domain/location-catalog.js';
import type { RoutingContact } from '../domain/routing-contact.entity.js';
import type { RowIssues, TemplateCatalog } from '../domain/routing-template.rules.js';
import { RoutingXlsx } from '../infrastructure/xlsx/routing-xlsx.js';
import type { SheetSpec, WorkbookSpec } from '../infrastructure/xlsx/xlsx-protocol.js';
import { GeographyService } from './geography.service.js';
import { loadContacts } from './routing-contact.persistence.js';

/** The result of POST /api/admin/geo-routing/validate (admin spec section 7): ok, issues per row. */
export interface TemplateValidation {
  ok: boolean;
  issues: RowIssues[];
}

const WIDTHS: Record<string, number> = { 'Row ID': 12, Location: 44, 'Category Key': 16, 'Authority Email': 32, Designation: 30, Name: 26, Phone: 16 };
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One template row: the 7 columns of admin spec section 5, then 3 × (email, name, designation) of the additional recipients. */
function templateRow(location: { rowId: string; label: string }, contact: RoutingContact | null): string[] {
  const row = [location.rowId, location.label, contact?.categoryKey ?? '', contact?.authorityEmail ?? '', contact?.authorityDesignation ?? '', contact?.authorityName ?? '', contact?.phone ?? ''];
  for (let i = 0; i < ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS; i += 1) {
    const r = contact?.additionalRecipients?.[i];
    row.push(r?.authorityEmail ?? '', r?.authorityName ?? '', r?.authorityDesignation ?? '');
  }
  return row;
}

/**
 * The routing template (admin spec sections 2, 5 and 7): the downloadable template with every location
 * and the active contacts pre-filled, the export of every contact in the same layout, and the check of an
 * uploaded file. Workbooks are read and written in worker threads (RoutingXlsx).
 */
@Injectable()
export class RoutingTemplateService {
  constructor(
    private readonly geography: GeographyService,
    private readonly categories: CategoriesService,
    private readonly xlsx: RoutingXlsx,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** What a file is checked against: every Row ID with its Location, and every category key (content owns them). */
  async catalog(): Promise<TemplateCatalog> {
    const [catalog, categories] = await Promise.all([this.geography.catalog(), this.categories.listAll()]);
    return { locations: Object.fromEntries(catalog.locations.map((l) => [l.rowId, l.label])), categoryKeys: categories.map((c) => c.key) };
  }

  /** Checks an uploaded file; ok is true when no row has an issue. 400 when the file is not an .xlsx workbook. */
  async validate(file: Uint8Array): Promise<TemplateValidation> {
    const check = await this.xlsx.check(file, await this.catalog());
    return { ok: check.issues.length === 0, issues: check.issues };
  }

  /**
   * template.xlsx: one row per location (districts, talukas with their villages, ULBs) in that order. A
   * location's active contacts are pre-filled, its default contact (or an empty default row) first, then
   * one row per category contact. Inactive contacts are left out, so importing the template never
   * re-activates them.
   */
  async buildTemplate(): Promise<Buffer> {
    const [catalog, contacts] = await Promise.all([this.geography.catalog(), loadContacts(this.dataSource.manager, { onlyActive: true })]);
    const rows: string[][] = [];
    const byLocation = groupByLocation(contacts);
    for (const [index, location] of catalog.locations.entries()) {
      if (index % 500 === 499) await yieldToLoop();
      const here = byLocation.get(location.rowId) ?? [];
      if (!here.some((c) => c.categoryKey === null)) rows.push(templateRow(location, null));
      for (const contact of here) rows.push(templateRow(location, contact));
    }
    return this.xlsx.write(await this.workbook(rows));
  }

  /** export.xlsx: every contact, active or not, in the template's layout and location order. */
  async buildExport(): Promise<Buffer> {
    const [catalog, contacts] = await Promise.all([this.geography.catalog(), loadContacts(this.dataSource.manager)]);
    const rows: string[][] = [];
    const byLocation = groupByLocation(contacts);
    const listed = new Set<string>();
    const emit = (location: Pick<CatalogLocation, 'rowId' | 'label'>, here: RoutingContact[]) => {
      for (const contact of here) rows.push(templateRow(location, contact));
      listed.add(location.rowId);
    };
    for (const location of catalog.locations) emit(location, byLocation.get(location.rowId) ?? []);
    for (const [rowId, here] of byLocation) if (!listed.has(rowId)) emit({ rowId, label: here[0].location }, here);
    return this.xlsx.write(await this.workbook(rows));
  }

  private async workbook(rows: string[][]): Promise<WorkbookSpec> {
    const categories = await this.categories.listEnabled();
    const routing: SheetSpec = {
      name: ROUTING_TEMPLATE_SHEETS.rows,
      columns: ROUTING_TEMPLATE_ALL_COLUMNS.map((header) => ({ header, width: WIDTHS[header] ?? (header.includes('Email') ? 30 : 24) })),
      rows,
    };
    const reference: SheetSpec = {
      name: ROUTING_TEMPLATE_SHEETS.categories,
      columns: [
        { header: 'Key', width: 18 },
        { header: 'Name', width: 28 },
        { header: 'Subcategories', width: 90 },
      ],
      rows: categories.map((c) => [c.key, c.name, c.subcategories.join(', ')]),
    };
    return { sheets: [routing, reference] };
  }
}

/** Contacts by Row ID, the default contact first, then by category key. */
function groupByLocation(contacts: RoutingContact[]): Map<string, RoutingContact[]> {
  const map = new Map<string, RoutingContact[]>();
  for (const c of contacts) {
    const list = map.get(c.locationKey) ?? [];
    list.push(c);
    map.set(c.locationKey, list);
  }
  for (const list of map.values()) list.sort((a, b) => (a.categoryKey ?? '').localeCompare(b.categoryKey ?? ''));
  return map;
}
