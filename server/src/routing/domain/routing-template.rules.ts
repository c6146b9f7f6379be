import {
  formatMessage,
  Messages,
  ROUTING_TEMPLATE_COLUMNS,
  ROUTING_TEMPLATE_LEVEL_COLUMN,
  ROUTING_TEMPLATE_LANGUAGE_COLUMN,
  LOCALES,
  type Locale,
  ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS,
  ROUTING_TEMPLATE_MAX_ROWS,
  routingTemplateRecipientColumns,
  type EscalationLevel,
} from '@civic/contracts';
import { isEmail, normaliseAdditionalRecipients, normaliseEmail, type Recipient } from './recipients.js';

/** The issues of one spreadsheet row (1-based, the header is row 1), in the spec's words (admin spec section 5). */
export interface RowIssues {
  row: number;
  issues: string[];
}

/** A worksheet as plain text: the header cells and each data row's cells (0-based columns). */
export interface SheetText {
  header: string[];
  rows: { row: number; cells: string[] }[];
  /** Data rows seen, including any beyond the row limit that were not read. */
  totalRows: number;
}

/** What a template is checked against: the label of every Row ID and the known category keys. */
export interface TemplateCatalog {
  locations: Record<string, string>;
  categoryKeys: string[];
}

/** A contact's own fields, as a template row and a stored contact both carry them (null categoryKey: every category). */
export interface ContactFields {
  categoryKey: string | null;
  /** 0 (blank or no column: an old file), 1 or 2. */
  escalationLevel: EscalationLevel;
  /** en, kok, mr or hi; null (a blank cell, no column, or a contact never given one) keeps the contact's, English when new. */
  language: Locale | null;
  authorityEmail: string;
  authorityDesignation: string;
  authorityName: string;
  phone: string;
  additionalRecipients: Recipient[];
}

/** A row that carries a contact (it has an email): imported and made Active (admin spec section 5). */
export interface TemplateContactRow extends ContactFields {
  row: number;
  rowId: string;
}

/** The outcome of checking a template: issues per row, and the rows that carry a contact. */
export interface TemplateCheck {
  issues: RowIssues[];
  contacts: TemplateContactRow[];
}

type ColumnKey = 'rowId' | 'location' | 'categoryKey' | 'email' | 'designation' | 'name' | 'phone';
const BASE_KEYS: readonly ColumnKey[] = ['rowId', 'location', 'categoryKey', 'email', 'designation', 'name', 'phone'];
/** Columns that must be present; Category Key, Name, Phone and the recipient columns may be left out. */
const REQUIRED: readonly ColumnKey[] = ['rowId', 'location', 'email', 'designation'];

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const headerKey = (s: string) => squash(s).toLowerCase();

/**
 * Checks a routing template sheet (admin spec section 5): Row ID known and its Location unchanged,
 * Category Key known (blank = the default contact), email and designation given together, email format
 * (primary and up to three additional recipients), no duplicate Row ID + Category Key among filled rows.
 * Columns are found by their header, so their order does not matter. Blank rows are skipped; a row with
 * neither email nor designation changes nothing.
 */
export function checkTemplate(sheet: SheetText, catalog: TemplateCatalog): TemplateCheck {
  const issues: RowIssues[] = [];
  const contacts: TemplateContactRow[] = [];
  const headerIndex = new Map<string, number>();
  sheet.header.forEach((h, i) => {
    const key = headerKey(h ?? '');
    if (key && !headerIndex.has(key)) headerIndex.set(key, i);
  });
  const col = new Map<ColumnKey, number>();
  BASE_KEYS.forEach((key, i) => {
    const index = headerIndex.get(headerKey(ROUTING_TEMPLATE_COLUMNS[i]));
    if (index !== undefined) col.set(key, index);
  });
  const missing = REQUIRED.filter((k) => !col.has(k)).map((k) =>
    formatMessage(Messages.admin.routing.templateMissingColumn, { column: ROUTING_TEMPLATE_COLUMNS[BASE_KEYS.indexOf(k)] }),
  );
  if (missing.length > 0) return { issues: [{ row: 1, issues: missing }], contacts };
  if (sheet.totalRows > ROUTING_TEMPLATE_MAX_ROWS) {
    return { issues: [{ row: 1, issues: [formatMessage(Messages.admin.routing.templateTooManyRows, { n: ROUTING_TEMPLATE_MAX_ROWS })] }], contacts };
  }
  const recipientCols = Array.from({ length: ROUTING_TEMPLATE_MAX_EXTRA_RECIPIENTS }, (_, i) =>
    routingTemplateRecipientColumns(i + 1).map((name) => headerIndex.get(headerKey(name))),
  );
  const levelCol = headerIndex.get(headerKey(ROUTING_TEMPLATE_LEVEL_COLUMN));
  const languageCol = headerIndex.get(headerKey(ROUTING_TEMPLATE_LANGUAGE_COLUMN));
  const knownCategories = new Set(catalog.categoryKeys);
  const firstRowOf = new Map<string, number>();

  for (const { row, cells } of sheet.rows) {
    const cell = (index: number | undefined) => (index === undefined ? '' : squash(cells[index] ?? ''));
    const get = (key: ColumnKey) => cell(col.get(key));
    if (cells.every((c) => squash(c ?? '') === '')) continue;
    const rowIssues: string[] = [];
    const rowId = get('rowId').toUpperCase();
    const location = get('location');
    const rawCategory = get('categoryKey');
    const categoryKey = rawCategory === '' ? null : rawCategory.toLowerCase();
    const rawEmail = get('email');
    const authorityEmail = normaliseEmail(rawEmail);
    const authorityDesignation = get('designation');

    const expected = rowId ? catalog.locations[rowId] : undefined;
    if (!rowId) rowIssues.push(Messages.admin.routing.templateRowIdRequired);
    else if (expected === undefined) rowIssues.push(formatMessage(Messages.admin.routing.templateUnknownRowId, { value: get('rowId') }));
    else if (headerKey(location) !== headerKey(expected)) rowIssues.push(formatMessage(Messages.admin.routing.templateLocationChanged, { rowId, expected }));
    if (categoryKey !== null && !knownCategories.has(categoryKey))
      rowIssues.push(formatMessage(Messages.admin.routing.unknownCategory, { value: rawCategory }));
    const rawLevel = cell(levelCol);
    const escalationLevel = (rawLevel === '' ? 0 : /^[012](\.0+)?$/.test(rawLevel) ? Number(rawLevel) : null) as EscalationLevel | null;
    if (escalationLevel === null) rowIssues.push(Messages.admin.routing.templateLevelInvalid);
    const rawLanguage = cell(languageCol).toLowerCase();
    const language = rawLanguage === '' ? null : (LOCALES as readonly string[]).includes(rawLanguage) ? (rawLanguage as Locale) : undefined;
    if (language === undefined) rowIssues.push(Messages.admin.routing.templateLanguageInvalid);

    const additionalInput = recipientCols.map(([email, name, designation]) => ({
      authorityEmail: cell(email),
      authorityName: cell(name),
      authorityDesignation: cell(designation),
    }));
    const hasAdditional = additionalInput.some((r) => r.authorityEmail !== '');
    if (authorityEmail && !isEmail(authorityEmail)) rowIssues.push(formatMessage(Messages.admin.routing.invalidEmail, { value: rawEmail }));
    if (authorityEmail && !authorityDesignation) rowIssues.push(Messages.admin.routing.designationRequired);
    if (!authorityEmail && (authorityDesignation || hasAdditional)) rowIssues.push(Messages.admin.routing.emailRequired);
    const additional = normaliseAdditionalRecipients(additionalInput, authorityEmail);
    if (!additional.ok) rowIssues.push(additional.message);

    const filled = authorityEmail !== '' || authorityDesignation !== '';
    if (filled && expected !== undefined) {
      const key = `${rowId}|${categoryKey ?? ''}|${escalationLevel ?? rawLevel}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) rowIssues.push(formatMessage(Messages.admin.routing.templateDuplicate, { row: first }));
      else firstRowOf.set(key, row);
    }

    if (rowIssues.length > 0) issues.push({ row, issues: rowIssues });
    else if (authorityEmail && additional.ok) {
      contacts.push({
        row,
        rowId,
        categoryKey,
        escalationLevel: escalationLevel ?? 0,
        language: language ?? null,
        authorityEmail,
        authorityDesignation,
        authorityName: get('name'),
        phone: get('phone'),
        additionalRecipients: additional.recipients,
      });
    }
  }
  return { issues, contacts };
}
