import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_PLACEHOLDERS, Messages, type EmailTemplateKey } from '@civic/contracts';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { DEFAULT_EMAIL_TEMPLATES } from '../domain/default-email-templates.js';
import { sampleValuesFor } from '../domain/email-template-samples.js';
import { EmailTemplate, type EffectiveEmailTemplate } from '../domain/email-template.entity.js';
import { fillPlaceholders, type TemplateValues } from '../domain/placeholders.js';
import { sanitizeTemplateHtml } from '../domain/template-html.js';

/** A rendered email, ready for the mail transport. */
export interface RenderedEmail {
  key: EmailTemplateKey;
  subject: string;
  html: string;
  text: string;
  enabled: boolean;
}

/** A template as the admin sees it: the effective template of its key, and the placeholders it offers. */
export interface EmailTemplateView extends EffectiveEmailTemplate {
  /** True when no admin override exists (the built-in default is in effect). */
  isDefault: boolean;
  /** When an admin last saved it; null for a default. */
  updatedAt: Date | null;
  placeholders: string[];
}

/** An unsaved draft to preview; a missing part is taken from the saved template. */
export interface EmailTemplateDraft {
  subject?: string;
  html?: string;
  text?: string;
}

function renderParts(parts: { subject: string; html: string; text: string }, values: TemplateValues): { subject: string; html: string; text: string } {
  return {
    subject: fillPlaceholders(parts.subject, values, { html: false })
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    // Values are escaped by fillPlaceholders; sanitising the result again also drops a javascript: URL that a
    // value placed in an href could carry (docs/decisions.md, "Email template HTML").
    html: sanitizeTemplateHtml(fillPlaceholders(parts.html, values, { html: true })),
    text: fillPlaceholders(parts.text, values, { html: false }),
  };
}

/**
 * The read service of email templates (admin spec sections 2, 3, 5, 7 and 9): resolves a key to the admin override
 * or the built-in default, renders it for MailService, and serves the admin editor's list and preview. Saves and
 * resets are commands (SaveEmailTemplate, ResetEmailTemplate).
 */
@Injectable()
export class EmailTemplatesService {
  constructor(@InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>) {}

  /** Whether `key` is one of the nine email template keys (admin spec section 9). */
  isKey(key: string): key is EmailTemplateKey {
    return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(key);
  }

  /** The key itself when it is one of the nine template keys; otherwise 404 'Template not found'. */
  requireKey(key: string): EmailTemplateKey {
    if (!this.isKey(key)) throw new NotFoundError(Messages.admin.templates.notFound);
    return key;
  }

  /** The effective template of a key (the saved override or the built-in default) with its placeholders. */
  async get(key: EmailTemplateKey): Promise<EmailTemplateView> {
    return this.view(key, await this.templates.findOne({ where: { key } }));
  }

  /** The nine templates in the order of admin spec section 9, each with its placeholders. */
  async list(): Promise<EmailTemplateView[]> {
    const saved = new Map((await this.templates.find()).map((t) => [t.key, t]));
    return EMAIL_TEMPLATE_KEYS.map((key) => this.view(key, saved.get(key) ?? null));
  }

  /** The effective template of a key with its placeholders; 404 'Template not found' for an unknown key. */
  async getView(key: string): Promise<EmailTemplateView> {
    return this.get(this.requireKey(key));
  }

  /**
   * Renders an unsaved draft, or the saved template for the parts the draft leaves out, with sample data for
   * every placeholder of the key (admin spec section 2, "a preview"). The draft's HTML is sanitised first, as
   * saving would do. Values are HTML-escaped in the HTML part; unknown placeholders render empty.
   */
  async preview(key: string, draft: EmailTemplateDraft): Promise<{ subject: string; html: string; text: string }> {
    const templateKey = this.requireKey(key);
    const saved = await this.get(templateKey);
    const parts = {
      subject: draft.subject ?? saved.subject,
      html: draft.html !== undefined ? sanitizeTemplateHtml(draft.html) : saved.html,
      text: draft.text ?? saved.text,
    };
    return renderParts(parts, sampleValuesFor(templateKey));
  }

  /** Renders a template: placeholders substituted, HTML-escaped in the html part, unknown ones empty. */
  async render(key: EmailTemplateKey, values: TemplateValues): Promise<RenderedEmail> {
    const template = await this.get(key);
    return { key, enabled: template.enabled, ...renderParts(template, values) };
  }

  /** The admin view of a key: the saved override when given, else the built-in default. */
  view(key: EmailTemplateKey, saved: EmailTemplate | null): EmailTemplateView {
    const placeholders = [...EMAIL_TEMPLATE_PLACEHOLDERS[key]];
    if (saved)
      return {
        key,
        name: saved.name,
        subject: saved.subject,
        html: saved.html,
        text: saved.text,
        enabled: saved.enabled,
        isDefault: false,
        updatedAt: saved.updatedAt,
        placeholders,
      };
    const d = DEFAULT_EMAIL_TEMPLATES[key];
    return { key, name: d.name, subject: d.subject, html: d.html, text: d.text, enabled: true, isDefault: true, updatedAt: null, placeholders };
  }
}

/** Locks a key's row for a save or reset: serialises concurrent changes of one key, also when no row exists yet. */
export async function lockEmailTemplate(manager: EntityManager, key: EmailTemplateKey): Promise<EmailTemplate | null> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`email_templates:${key}`]);
  return manager.findOne(EmailTemplate, { where: { key } });
}
