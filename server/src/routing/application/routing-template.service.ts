import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CategoriesService } from '../../content/public.js';
import type { RowIssues, TemplateCatalog } from '../domain/routing-template.rules.js';
import { RoutingXlsx } from '../infrastructure/xlsx/routing-xlsx.js';
import type { XlsxInput } from '../infrastructure/xlsx/xlsx-protocol.js';
import { GeographyService } from './geography.service.js';
import { contactPages } from './routing-contacts.writer.js';

/** The result of POST /api/admin/geo-routing/validate (admin spec section 7): ok, issues per row. */
export interface TemplateValidation {
  ok: boolean;
  issues: RowIssues[];
}

/**
 * The routing template (admin spec sections 2, 5 and 7): the downloadable template with every location
 * and the active contacts pre-filled, the export of every contact in the same layout, and the check of an
 * uploaded file. Workbooks are read and written in worker threads (RoutingXlsx); the contacts travel as
 * pages of JSON text built by PostgreSQL, so the event loop never holds thousands of row objects.
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
  async validate(file: XlsxInput): Promise<TemplateValidation> {
    const check = await this.xlsx.check(file, await this.catalog());
    return { ok: check.issues.length === 0, issues: check.issues };
  }

  /**
   * template.xlsx: one row per location (each district, its talukas each followed by their villages, its
   * ULBs). A location's active contacts are pre-filled, its default contact (or an empty default row)
   * first, then one row per category contact. Inactive contacts are left out, so importing the template
   * never re-activates them. A second sheet lists the enabled categories.
   */
  async buildTemplate(): Promise<Buffer> {
    return this.write('template', contactPages(this.dataSource.manager, { onlyActive: true }));
  }

  /** export.xlsx: every contact, active or not, in the template's layout and location order. */
  async buildExport(): Promise<Buffer> {
    return this.write('export', contactPages(this.dataSource.manager, { onlyActive: false }));
  }

  private async write(kind: 'template' | 'export', contacts: AsyncIterable<string>): Promise<Buffer> {
    const [catalog, categories] = await Promise.all([this.geography.catalog(), this.categories.listEnabled()]);
    return this.xlsx.write({
      kind,
      locations: catalog.locations.map((l) => ({ rowId: l.rowId, label: l.label })),
      contacts,
      categories: categories.map((c) => ({ key: c.key, name: c.name, subcategories: c.subcategories })),
    });
  }
}
