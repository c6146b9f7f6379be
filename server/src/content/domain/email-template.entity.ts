import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_LOCALE, EMAIL_TEMPLATE_MAX_LENGTH, formatMessage, Messages, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { TemplateEvent, emailTemplateEvent } from './events/template.events.js';
import { escapeHtml } from './placeholders.js';
import { htmlToPlainText, sanitizeTemplateHtml } from './template-html.js';

const M = Messages.admin.templates;

/** What an admin sends to save a template (admin spec section 7, PUT /api/admin/email-templates/{key}). */
export interface EmailTemplateFields {
  name?: string;
  subject?: string;
  html?: string;
  text?: string;
  enabled?: boolean;
}

/** The template in effect for a key and language: the admin's override, the built-in translation, or English. */
export interface EffectiveEmailTemplate {
  key: EmailTemplateKey;
  /** The language asked for. */
  locale: Locale;
  name: string;
  subject: string;
  html: string;
  text: string;
  enabled: boolean;
}

/** Plain text to simple HTML: paragraphs on blank lines, line breaks kept, every character escaped. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function checkLength(field: keyof typeof EMAIL_TEMPLATE_MAX_LENGTH, value: string): string {
  const max = EMAIL_TEMPLATE_MAX_LENGTH[field];
  if (value.length > max) throw ValidationError.field(field, formatMessage(M.textTooLong, { n: max }));
  return value;
}

/**
 * An admin's override of a built-in email template in one language (admin spec section 3). Deleting it
 * restores the default. `enabled` of the English row switches the key off in every language.
 */
@Entity('email_templates')
@Check('email_templates_locale_check', "locale IN ('en', 'kok', 'mr', 'hi')")
export class EmailTemplate {
  @PrimaryColumn({ type: 'text' }) key: string;
  @PrimaryColumn({ type: 'text', default: DEFAULT_LOCALE }) locale: Locale;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ name: 'updated_by_email', type: 'text', nullable: true }) updatedByEmail: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;

  /**
   * The override an admin saves over `current` (docs/adr/0029-email-and-pdf-template-rules.md): the subject
   * is required ('Subject is required') and kept on one line; the HTML is sanitised with the allow-list of
   * template-html.ts; a blank name or `enabled` keeps the current one; an empty text part is derived from the
   * HTML and an empty HTML part from the text; both empty gives 'Write the email body (HTML or text)'.
   * Returns the row to store and EmailTemplateUpdated naming the changed fields.
   */
  static edit(current: EffectiveEmailTemplate, fields: EmailTemplateFields, actor: Actor): { template: EmailTemplate; events: DomainEvent[] } {
    const subject = checkLength('subject', (fields.subject ?? '').replace(/[\r\n]+/g, ' ').trim());
    if (!subject) throw ValidationError.field('subject', M.subjectRequired);
    const name = checkLength('name', (fields.name ?? '').trim()) || current.name;
    let html = sanitizeTemplateHtml(checkLength('html', (fields.html ?? '').trim())).trim();
    let text = checkLength('text', (fields.text ?? '').replace(/\r\n/g, '\n').trim());
    if (!html && !text) throw new ValidationError({ html: [M.bodyRequired], text: [M.bodyRequired] }, M.bodyRequired);
    if (!text) text = htmlToPlainText(html);
    if (!html) html = textToHtml(text);

    const template = new EmailTemplate();
    template.key = current.key;
    template.locale = current.locale;
    template.name = name;
    template.subject = subject;
    template.html = html;
    template.text = text;
    template.enabled = fields.enabled ?? current.enabled;
    template.updatedByEmail = actor.email;
    template.updatedAt = new Date();
    const changes = (['name', 'subject', 'html', 'text', 'enabled'] as const).filter((f) => template[f] !== current[f]);
    return {
      template,
      events: [
        emailTemplateEvent(TemplateEvent.EmailTemplateUpdated, actor, current.key, {
          key: current.key,
          enabled: template.enabled,
          changes,
          locale: current.locale,
        }),
      ],
    };
  }

  /** Restore Default (admin spec section 2): the stored override goes; EmailTemplateReset. The caller deletes the row. */
  static restoreDefault(key: string, locale: Locale, actor: Actor): DomainEvent[] {
    return [emailTemplateEvent(TemplateEvent.EmailTemplateReset, actor, key, { key, enabled: true, locale })];
  }
}
