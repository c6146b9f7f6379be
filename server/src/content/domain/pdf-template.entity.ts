import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  DEFAULT_LOCALE,
  formatMessage,
  type Locale,
  Messages,
  PDF_CONTENT_FIELD_LABELS,
  PDF_CONTENT_FIELDS,
  PDF_CONTENT_MAX_LENGTH,
  PDF_OPTIONAL_CONTENT_FIELDS,
  type PdfContentField,
  type PdfTemplateContent,
} from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import type { PdfTemplateDefault } from './default-pdf-templates.js';
import { TemplateEvent, pdfTemplateEvent } from './events/template.events.js';

const M = Messages.admin.templates;

// Control characters other than line feed and tab cannot be printed in a PDF; they are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Checks and cleans a PDF template's content (admin spec sections 3 and 5; docs/adr/0029-email-and-pdf-template-rules.md): an object of the
 * thirteen text fields, each trimmed, at most PDF_CONTENT_MAX_LENGTH characters; every field but
 * authorizationExtra is required. Unknown fields are rejected. All failures are reported together in
 * `details.fields` under `content.<field>`.
 */
export function parsePdfTemplateContent(raw: unknown): PdfTemplateContent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw ValidationError.field('content', M.contentInvalid);
  const input = raw as Record<string, unknown>;
  const fields: Record<string, string[]> = {};
  const known = new Set<string>(PDF_CONTENT_FIELDS);
  for (const name of Object.keys(input)) {
    if (!known.has(name)) fields[`content.${name}`] = [formatMessage(M.unknownField, { field: name })];
  }
  const out: Partial<Record<PdfContentField, string>> = {};
  for (const name of PDF_CONTENT_FIELDS) {
    const label = PDF_CONTENT_FIELD_LABELS[name];
    const optional = PDF_OPTIONAL_CONTENT_FIELDS.includes(name);
    const value = input[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fields[`content.${name}`] = [formatMessage(M.fieldNotText, { label })];
      continue;
    }
    const text = (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim();
    if (!text && !optional) fields[`content.${name}`] = [formatMessage(M.fieldRequired, { label })];
    else if (text.length > PDF_CONTENT_MAX_LENGTH[name]) fields[`content.${name}`] = [formatMessage(M.textTooLong, { n: PDF_CONTENT_MAX_LENGTH[name] })];
    else out[name] = text;
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return out as PdfTemplateContent;
}

/** What an admin sends to save a PDF template (admin spec section 7, PUT /api/admin/pdf-templates/{key}). */
export interface PdfTemplateFields {
  /** Unchecked input; parsed with parsePdfTemplateContent. Omitted: the content is left as it is. */
  content?: unknown;
  enabled?: boolean;
  /**
   * The language the document is printed in (the authority letter is English unless an admin chooses
   * another language here). Changing it without new content puts that language's built-in content in effect, since
   * the saved text is in the old language. Omitted: unchanged.
   */
  locale?: Locale;
}

/**
 * A PDF template's saved state (admin spec section 3). `content` null means the built-in default content is in
 * effect; a key without a row is the default, enabled. A disabled template is not attached to forwards
 * (docs/adr/0030-pdf-templates.md).
 */
@Entity('pdf_templates')
@Check('pdf_templates_content_check', "content IS NULL OR jsonb_typeof(content) = 'object'")
@Check('pdf_templates_locale_check', "locale IN ('en', 'kok', 'mr', 'hi')")
export class PdfTemplate {
  @PrimaryColumn({ type: 'text' }) key: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'jsonb', nullable: true }) content: PdfTemplateContent | null;
  /** The language the document is printed in: its fixed wording, dates and, while `content` is null, its built-in text. */
  @Column({ type: 'text', default: DEFAULT_LOCALE }) locale: Locale;
  @Column({ name: 'updated_by_email', type: 'text', nullable: true }) updatedByEmail: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /** The row for a key nobody has edited yet: default content, enabled. */
  static fromDefault(d: PdfTemplateDefault): PdfTemplate {
    const t = new PdfTemplate();
    t.key = d.key;
    t.name = d.name;
    t.description = d.description;
    t.enabled = true;
    t.content = null;
    t.locale = DEFAULT_LOCALE;
    t.updatedByEmail = null;
    return t;
  }

  /**
   * Applies an admin's save: new content (validated), enabled and/or the language. Returns PdfTemplateUpdated with
   * the changes. `defaultContent` gives the built-in content of a language.
   */
  edit(
    fields: PdfTemplateFields,
    defaults: PdfTemplateDefault,
    actor: Actor,
    defaultContent: (locale: Locale) => PdfTemplateContent = () => defaults.content,
  ): DomainEvent[] {
    const changes: string[] = [];
    if (fields.locale !== undefined && fields.locale !== this.locale) {
      changes.push('locale');
      if (fields.content === undefined && this.content) {
        this.content = null;
        changes.push('content');
      }
      this.locale = fields.locale;
    }
    if (fields.content !== undefined) {
      const next = parsePdfTemplateContent(fields.content);
      const before = this.content ?? defaultContent(this.locale);
      for (const name of PDF_CONTENT_FIELDS) if ((before[name] ?? '') !== (next[name] ?? '')) changes.push(name);
      this.content = next;
    }
    if (fields.enabled !== undefined && fields.enabled !== this.enabled) {
      changes.push('enabled');
      this.enabled = fields.enabled;
    }
    this.name = defaults.name;
    this.description = defaults.description;
    this.updatedByEmail = actor.email;
    this.updatedAt = new Date();
    return [pdfTemplateEvent(TemplateEvent.PdfTemplateUpdated, actor, this.key, { key: this.key, enabled: this.enabled, locale: this.locale, changes })];
  }

  /** Restore default content: the built-in content is used again; `enabled` is kept. Returns PdfTemplateReset. */
  resetContent(defaults: PdfTemplateDefault, actor: Actor): DomainEvent[] {
    this.content = null;
    this.name = defaults.name;
    this.description = defaults.description;
    this.updatedByEmail = actor.email;
    this.updatedAt = new Date();
    return [pdfTemplateEvent(TemplateEvent.PdfTemplateReset, actor, this.key, { key: this.key, enabled: this.enabled })];
  }
}
