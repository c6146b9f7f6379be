import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@civic/contracts';
import { DEFAULT_EMAIL_TEMPLATES } from '../domain/default-email-templates.js';
import { EmailTemplate } from '../domain/email-template.entity.js';
import { renderTemplate, type TemplateValues } from '../domain/render-template.js';

/** A rendered email, ready for the mail transport. */
export interface RenderedEmail {
  key: EmailTemplateKey;
  subject: string;
  html: string;
  text: string;
  enabled: boolean;
}

/** Resolves email templates (admin override, else built-in default) and renders them by key. */
@Injectable()
export class EmailTemplatesService {
  constructor(@InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>) {}

  isKey(key: string): key is EmailTemplateKey {
    return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(key);
  }

  /** The effective template of a key: the saved override or the built-in default. */
  async get(key: EmailTemplateKey): Promise<{
    key: EmailTemplateKey;
    name: string;
    subject: string;
    html: string;
    text: string;
    enabled: boolean;
    isDefault: boolean;
    updatedAt: Date | null;
  }> {
    const saved = await this.templates.findOne({ where: { key } });
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
      };
    return { ...DEFAULT_EMAIL_TEMPLATES[key], enabled: true, isDefault: true, updatedAt: null };
  }

  /** Renders a template: placeholders substituted, HTML-escaped in the html part, unknown ones empty. */
  async render(key: EmailTemplateKey, values: TemplateValues): Promise<RenderedEmail> {
    const template = await this.get(key);
    return {
      key,
      enabled: template.enabled,
      subject: renderTemplate(template.subject, values, { html: false })
        .replace(/[\r\n]+/g, ' ')
        .trim(),
      html: renderTemplate(template.html, values, { html: true }),
      text: renderTemplate(template.text, values, { html: false }),
    };
  }
}
