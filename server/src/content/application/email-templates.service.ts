import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { DEFAULT_LOCALE, EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_PLACEHOLDERS, Messages, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { TableCache, TableNotifications } from '../../kernel/cache/table-notifications.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { DEFAULT_EMAIL_TEMPLATES } from '../domain/default-email-templates.js';
import { DEFAULT_EMAIL_TRANSLATIONS } from '../domain/default-email-templates.locales.js';
import { sampleValuesFor } from '../domain/email-template-samples.js';
import { EmailTemplate, type EffectiveEmailTemplate } from '../domain/email-template.entity.js';
import { fillPlaceholders, type TemplateValues } from '../domain/placeholders.js';
import { htmlToPlainText, sanitizeTemplateHtml } from '../domain/template-html.js';

/** A rendered email, ready for the mail transport. */
export interface RenderedEmail {
  key: EmailTemplateKey;
  /** The language asked for; the text is English when `usesEnglish`. */
  locale: Locale;
  usesEnglish: boolean;
  subject: string;
  html: string;
  text: string;
  enabled: boolean;
}

/** A template as the admin sees it: the effective template of its key, and the placeholders it offers. */
export interface EmailTemplateView extends EffectiveEmailTemplate {
  /** True when no admin override of this language exists (the built-in default is in effect). */
  isDefault: boolean;
  /**
   * True when this language has neither an admin override nor a built-in translation, so the English template is in
   * effect ("a missing translation falls back to English"). Always false for English.
   */
  usesEnglish: boolean;
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
    // value placed in an href could carry (docs/adr/0028-email-template-html.md).
    html: sanitizeTemplateHtml(fillPlaceholders(parts.html, values, { html: true })),
    text: fillPlaceholders(parts.text, values, { html: false }),
  };
}

/**
 * The read service of email templates (admin spec sections 2, 3, 5, 7 and 9, and the languages of emails): resolves a key and a
 * language to the admin override of that language, else its built-in translation, else the English template
 * (override or default); renders it for MailSender, and serves the admin editor's list and preview. The English
 * version's `enabled` switches the key in every language. Saves and resets are commands (SaveEmailTemplate,
 * ResetEmailTemplate).
 */
@Injectable()
export class EmailTemplatesService {
  private readonly cache: TableCache<EmailTemplate[]>;

  constructor(
    @InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>,
    notifications: TableNotifications,
  ) {
    this.cache = notifications.cacheOf('email_templates', { max: 1 });
  }

  /**
   * Every saved template row (a few dozen at most: nine keys in four languages), cached until the table changes
   * (TableNotifications): every email rendered reads them.
   */
  private saved(): Promise<EmailTemplate[]> {
    return this.cache.get('all', () => this.templates.find());
  }

  /** Whether `key` is one of the nine email template keys (admin spec section 9). */
  isKey(key: string): key is EmailTemplateKey {
    return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(key);
  }

  /** The key itself when it is one of the nine template keys; otherwise 404 'Template not found'. */
  requireKey(key: string): EmailTemplateKey {
    if (!this.isKey(key)) throw new NotFoundError(Messages.admin.templates.notFound);
    return key;
  }

  /** The effective template of a key in a language (see the class) with its placeholders (from the cached rows). */
  async get(key: EmailTemplateKey, locale: Locale = DEFAULT_LOCALE): Promise<EmailTemplateView> {
    const rows = (await this.saved()).filter((r) => r.key === key);
    return this.view(key, locale, rows.find((r) => r.locale === locale) ?? null, rows.find((r) => r.locale === DEFAULT_LOCALE) ?? null);
  }

  /** The nine templates of a language in the order of admin spec section 9, each with its placeholders. */
  async list(locale: Locale = DEFAULT_LOCALE): Promise<EmailTemplateView[]> {
    const rows = (await this.saved()).filter((t) => t.locale === locale || t.locale === DEFAULT_LOCALE);
    const saved = new Map(rows.map((t) => [`${t.key}:${t.locale}`, t]));
    return EMAIL_TEMPLATE_KEYS.map((key) => this.view(key, locale, saved.get(`${key}:${locale}`) ?? null, saved.get(`${key}:${DEFAULT_LOCALE}`) ?? null));
  }

  /** The effective template of a key with its placeholders; 404 'Template not found' for an unknown key. */
  async getView(key: string, locale: Locale = DEFAULT_LOCALE): Promise<EmailTemplateView> {
    return this.get(this.requireKey(key), locale);
  }

  /**
   * Renders an unsaved draft, or the saved template for the parts the draft leaves out, with sample data for
   * every placeholder of the key (admin spec section 2, "a preview"), its words, dates and amounts in `locale`. The draft's HTML is sanitised first, as
   * saving would do, and an empty text part is derived from it. Values are HTML-escaped in the HTML part; unknown
   * placeholders render empty.
   */
  async preview(key: string, draft: EmailTemplateDraft, locale: Locale = DEFAULT_LOCALE): Promise<{ subject: string; html: string; text: string }> {
    const templateKey = this.requireKey(key);
    const saved = await this.get(templateKey, locale);
    const html = draft.html !== undefined ? sanitizeTemplateHtml(draft.html) : saved.html;
    // An empty text part is derived from the HTML, as saving does: the editor's automatic plain text is the server's.
    const text = draft.text === undefined ? saved.text : draft.text.trim() || htmlToPlainText(html);
    const parts = { subject: draft.subject ?? saved.subject, html, text };
    return renderParts(parts, sampleValuesFor(templateKey, locale));
  }

  /**
   * Renders a template in the recipient's language (English when it has no translation): placeholders
   * substituted, HTML-escaped in the html part, unknown ones empty.
   */
  async render(key: EmailTemplateKey, values: TemplateValues, locale: Locale = DEFAULT_LOCALE): Promise<RenderedEmail> {
    const template = await this.get(key, locale);
    return { key, locale, usesEnglish: template.usesEnglish, enabled: template.enabled, ...renderParts(template, values) };
  }

  /**
   * The admin view of a key in a language: `saved` is that language's override, `savedEnglish` the English one
   * (the same row for English). Order: the override, the built-in translation, the English template.
   */
  view(key: EmailTemplateKey, locale: Locale, saved: EmailTemplate | null, savedEnglish: EmailTemplate | null): EmailTemplateView {
    const placeholders = [...EMAIL_TEMPLATE_PLACEHOLDERS[key]];
    const english = DEFAULT_EMAIL_TEMPLATES[key];
    const enabled = savedEnglish?.enabled ?? true;
    if (saved)
      return {
        key,
        locale,
        name: saved.name,
        subject: saved.subject,
        html: saved.html,
        text: saved.text,
        enabled,
        isDefault: false,
        usesEnglish: false,
        updatedAt: saved.updatedAt,
        placeholders,
      };
    const translation = locale === DEFAULT_LOCALE ? english : DEFAULT_EMAIL_TRANSLATIONS[locale]?.[key];
    if (translation)
      return { key, locale, name: english.name, ...pick(translation), enabled, isDefault: true, usesEnglish: false, updatedAt: null, placeholders };
    const fallback = savedEnglish ?? english;
    return { key, locale, name: fallback.name, ...pick(fallback), enabled, isDefault: true, usesEnglish: true, updatedAt: null, placeholders };
  }
}

function pick(t: { subject: string; html: string; text: string }): { subject: string; html: string; text: string } {
  return { subject: t.subject, html: t.html, text: t.text };
}

/**
 * Locks a key's rows for a save or reset: serialises concurrent changes of one key (every language), also when no
 * row exists yet. Returns the override of `locale` and the English one.
 */
export async function lockEmailTemplate(
  manager: EntityManager,
  key: EmailTemplateKey,
  locale: Locale,
): Promise<{ saved: EmailTemplate | null; savedEnglish: EmailTemplate | null }> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`email_templates:${key}`]);
  const rows = await manager.find(EmailTemplate, {
    where: [
      { key, locale },
      { key, locale: DEFAULT_LOCALE },
    ],
  });
  return { saved: rows.find((r) => r.locale === locale) ?? null, savedEnglish: rows.find((r) => r.locale === DEFAULT_LOCALE) ?? null };
}
