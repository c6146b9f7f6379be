import type { EmailTemplateKey, Locale } from '@civic/contracts';
import { DEFAULT_EMAIL_TEMPLATES_HI } from './default-email-templates.hi.js';
import { DEFAULT_EMAIL_TEMPLATES_KOK } from './default-email-templates.kok.js';
import { DEFAULT_EMAIL_TEMPLATES_MR } from './default-email-templates.mr.js';

/** A built-in translation of an email template: the English default's {{placeholders}} in another language. */
export interface EmailTemplateTranslation {
  subject: string;
  html: string;
  text: string;
}

/**
 * The built-in translations of the email templates by language. English is DEFAULT_EMAIL_TEMPLATES;
 * a language or key missing here falls back to English (EmailTemplatesService.view). A new language's file
 * (default-email-templates.<locale>.ts) is imported and listed here.
 */
export const DEFAULT_EMAIL_TRANSLATIONS: Partial<Record<Exclude<Locale, 'en'>, Partial<Record<EmailTemplateKey, EmailTemplateTranslation>>>> = {
  kok: DEFAULT_EMAIL_TEMPLATES_KOK,
  mr: DEFAULT_EMAIL_TEMPLATES_MR,
  hi: DEFAULT_EMAIL_TEMPLATES_HI,
};
