import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  DEFAULT_LOCALE,
  type Locale,
  Messages,
  PDF_TEMPLATE_KEYS,
  PDF_TEMPLATE_PLACEHOLDERS,
  type PdfTemplateContent,
  type PdfTemplateKey,
} from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { DEFAULT_PDF_TEMPLATES } from '../domain/default-pdf-templates.js';
import { defaultPdfContent, defaultPdfContents } from '../domain/default-pdf-templates.locales.js';
import { parsePdfTemplateContent, PdfTemplate } from '../domain/pdf-template.entity.js';

/** A PDF template as the admin sees it (admin spec section 3) with the placeholders it offers (section 9). */
export interface PdfTemplateView {
  key: PdfTemplateKey;
  name: string;
  description: string;
  enabled: boolean;
  /** The content in effect: the admin's text, or the built-in default content. */
  content: PdfTemplateContent;
  /** True when the built-in default content is in effect. */
  isDefault: boolean;
  /** The language the document is printed in; English unless an admin chose another. */
  locale: Locale;
  /** The built-in content in each language, for the editor's language choice. */
  defaultContents: Record<Locale, PdfTemplateContent>;
  /** When an admin last saved or restored it; null when nobody has. */
  updatedAt: Date | null;
  updatedByEmail: string | null;
  placeholders: string[];
}

/**
 * The read service of PDF templates (admin spec sections 2, 3, 7 and 9), exported by ContentModule: the admin
 * editor's list and get, and `getActive`, which the documents worker uses to render a letter. Saves and resets
 * are commands (SavePdfTemplate, ResetPdfTemplate).
 */
@Injectable()
export class PdfTemplatesService {
  constructor(@InjectRepository(PdfTemplate) private readonly templates: Repository<PdfTemplate>) {}

  /** Whether `key` is a PDF template key (authority_letter, escalation_letter). */
  isKey(key: string): key is PdfTemplateKey {
    return (PDF_TEMPLATE_KEYS as readonly string[]).includes(key);
  }

  /** The key itself when it is a PDF template key; otherwise 404 'Template not found'. */
  requireKey(key: string): PdfTemplateKey {
    if (!this.isKey(key)) throw new NotFoundError(Messages.admin.templates.notFound);
    return key;
  }

  /** Every PDF template key (authority_letter, escalation_letter) with its effective content. */
  async list(): Promise<PdfTemplateView[]> {
    const saved = new Map((await this.templates.find()).map((t) => [t.key, t]));
    return PDF_TEMPLATE_KEYS.map((key) => this.view(key, saved.get(key) ?? null));
  }

  /** One template; 404 'Template not found' for an unknown key. */
  async get(key: string): Promise<PdfTemplateView> {
    const templateKey = this.requireKey(key);
    return this.view(templateKey, await this.templates.findOne({ where: { key: templateKey } }));
  }

  /**
   * The content to render a document with and the language to print it in, or null when an admin disabled the
   * template (then no letter is attached; docs/adr/0030-pdf-templates.md). `officeLocale`, the addressee office's
   * language, is used while the template's language is not set (the built-in content, English chosen): the built-in
   * content in that language. An admin's own content or chosen language wins.
   */
  async getActive(key: PdfTemplateKey, officeLocale?: Locale): Promise<{ content: PdfTemplateContent; locale: Locale } | null> {
    const view = await this.get(key);
    if (!view.enabled) return null;
    const languageSet = !view.isDefault || view.locale !== DEFAULT_LOCALE;
    if (officeLocale && !languageSet) return { content: defaultPdfContent(key, officeLocale), locale: officeLocale };
    return { content: view.content, locale: view.locale };
  }

  /**
   * What a preview renders: the unsaved draft when given (checked like a save, so a preview never shows what could
   * not be saved), else the content in effect, whether or not the template is enabled; in the draft's language
   * when given, else the saved one.
   */
  async contentForPreview(key: string, draft?: unknown, locale?: Locale): Promise<{ content: PdfTemplateContent; locale: Locale }> {
    const view = await this.get(key);
    return { content: draft === undefined || draft === null ? view.content : parsePdfTemplateContent(draft), locale: locale ?? view.locale };
  }

  /** The admin view of a key: the saved row when given, else the built-in default. */
  view(key: PdfTemplateKey, saved: PdfTemplate | null): PdfTemplateView {
    const d = DEFAULT_PDF_TEMPLATES[key];
    const locale = saved?.locale ?? DEFAULT_LOCALE;
    return {
      key,
      name: d.name,
      description: d.description,
      enabled: saved?.enabled ?? true,
      content: saved?.content ?? defaultPdfContent(key, locale),
      isDefault: !saved?.content,
      locale,
      defaultContents: defaultPdfContents(key),
      updatedAt: saved?.updatedAt ?? null,
      updatedByEmail: saved?.updatedByEmail ?? null,
      placeholders: [...PDF_TEMPLATE_PLACEHOLDERS[key]],
    };
  }
}

/** Locks a key's row for a save or reset (the built-in default when none is stored yet). */
export async function lockPdfTemplate(manager: EntityManager, key: PdfTemplateKey): Promise<PdfTemplate> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`pdf_templates:${key}`]);
  return (await manager.findOne(PdfTemplate, { where: { key } })) ?? PdfTemplate.fromDefault(DEFAULT_PDF_TEMPLATES[key]);
}
