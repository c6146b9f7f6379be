import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Messages, PDF_PLACEHOLDERS, PDF_TEMPLATE_KEYS, type PdfTemplateContent, type PdfTemplateKey } from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { DEFAULT_PDF_TEMPLATES } from '../domain/default-pdf-templates.js';
import type { TemplateActor } from '../domain/events/template-events.js';
import { parsePdfTemplateContent, PdfTemplate, type PdfTemplateFields } from '../domain/pdf-template.entity.js';

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
  /** When an admin last saved or restored it; null when nobody has. */
  updatedAt: Date | null;
  updatedByEmail: string | null;
  placeholders: string[];
}

/**
 * PDF templates (admin spec sections 2, 3, 7 and 9), exported by ContentModule: the admin editor (list, get,
 * save, restore default content) and `getActive`, which the documents worker uses to render a letter. Saves
 * and resets append PdfTemplateUpdated / PdfTemplateReset to the outbox in the same transaction.
 */
@Injectable()
export class PdfTemplatesService {
  constructor(
    @InjectRepository(PdfTemplate) private readonly templates: Repository<PdfTemplate>,
    private readonly outbox: OutboxService,
  ) {}

  /** Whether `key` is a PDF template key (today only authority_letter). */
  isKey(key: string): key is PdfTemplateKey {
    return (PDF_TEMPLATE_KEYS as readonly string[]).includes(key);
  }

  /** The key itself when it is a PDF template key; otherwise 404 'Template not found'. */
  requireKey(key: string): PdfTemplateKey {
    if (!this.isKey(key)) throw new NotFoundError(Messages.admin.templates.notFound);
    return key;
  }

  /** Every PDF template key (today only authority_letter) with its effective content. */
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
   * Saves an admin's content and/or enabled flag (PUT /api/admin/pdf-templates/{key}). Content is checked by
   * parsePdfTemplateContent (required fields, lengths, no unknown fields).
   */
  async save(key: string, fields: PdfTemplateFields, actor: TemplateActor): Promise<PdfTemplateView> {
    const templateKey = this.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const template = await this.lock(manager, templateKey);
      const events = template.edit(fields, DEFAULT_PDF_TEMPLATES[templateKey], actor);
      await manager.save(PdfTemplate, template);
      return { result: this.view(templateKey, template), events };
    });
  }

  /** Restore default content (DELETE /api/admin/pdf-templates/{key}); the enabled flag is kept. */
  async reset(key: string, actor: TemplateActor): Promise<PdfTemplateView> {
    const templateKey = this.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const template = await this.lock(manager, templateKey);
      const events = template.resetContent(DEFAULT_PDF_TEMPLATES[templateKey], actor);
      await manager.save(PdfTemplate, template);
      return { result: this.view(templateKey, template), events };
    });
  }

  /**
   * The content to render a document with, or null when an admin disabled the template (then no letter is
   * attached; docs/decisions.md, "PDF templates").
   */
  async getActive(key: PdfTemplateKey): Promise<PdfTemplateContent | null> {
    const view = await this.get(key);
    return view.enabled ? view.content : null;
  }

  /**
   * The content a preview renders: the unsaved draft when given (checked like a save, so a preview never shows
   * what could not be saved), else the content in effect, whether or not the template is enabled.
   */
  async contentForPreview(key: string, draft?: unknown): Promise<PdfTemplateContent> {
    const view = await this.get(key);
    return draft === undefined || draft === null ? view.content : parsePdfTemplateContent(draft);
  }

  private async lock(manager: EntityManager, key: PdfTemplateKey): Promise<PdfTemplate> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`pdf_templates:${key}`]);
    return (await manager.findOne(PdfTemplate, { where: { key } })) ?? PdfTemplate.fromDefault(DEFAULT_PDF_TEMPLATES[key]);
  }

  private view(key: PdfTemplateKey, saved: PdfTemplate | null): PdfTemplateView {
    const d = DEFAULT_PDF_TEMPLATES[key];
    return {
      key,
      name: d.name,
      description: d.description,
      enabled: saved?.enabled ?? true,
      content: saved?.content ?? d.content,
      isDefault: !saved?.content,
      updatedAt: saved?.updatedAt ?? null,
      updatedByEmail: saved?.updatedByEmail ?? null,
      placeholders: [...PDF_PLACEHOLDERS],
    };
  }
}
