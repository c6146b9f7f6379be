import { Injectable } from '@nestjs/common';
import type { Locale, PdfTemplateContent } from '@civic/contracts';
import { PdfTemplatesService } from '../../content/public.js';
import { authorityLetterFilename, buildAuthorityLetterDocument, type AuthorityLetterInput, type AuthorityLetterOptions } from '../domain/authority-letter.js';
import { buildEscalationLetterDocument, escalationLetterFilename, type EscalationLetterInput } from '../domain/escalation-letter.js';
import { SAMPLE_AUTHORITY_LETTER_INPUT, SAMPLE_ESCALATION_LETTER_INPUT } from '../domain/sample-authority-letter.js';
import { renderPdf } from '../infrastructure/pdf-renderer.js';

export type { AuthorityLetterInput, AuthorityLetterOptions } from '../domain/authority-letter.js';
export { authorityLetterFilename } from '../domain/authority-letter.js';
export type { EscalationLetterInput } from '../domain/escalation-letter.js';

/** A rendered letter, shaped as a MailSender attachment. */
export interface AuthorityLetterFile {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

/**
 * Renders the authority letter (admin spec sections 3 and 9) for one complaint with the given template content,
 * as the bytes of a PDF (A4, bundled Roboto, no network or file access). Placeholders are filled as plain text.
 * When `input.reporter` is null the letter shows no name, email or phone, only the anonymity notice.
 */
export async function renderAuthorityLetter(input: AuthorityLetterInput, content: PdfTemplateContent, options: AuthorityLetterOptions = {}): Promise<Buffer> {
  return renderPdf(buildAuthorityLetterDocument(input, content, options));
}

/** Renders the escalation letter with the given template content, as the bytes of a PDF. */
export async function renderEscalationLetter(input: EscalationLetterInput, content: PdfTemplateContent, options: AuthorityLetterOptions = {}): Promise<Buffer> {
  return renderPdf(buildEscalationLetterDocument(input, content, options));
}

/**
 * The complaint letters' renderer, exported by DocumentsModule: for the documents queue's reactions to a forwarded
 * complaint (`renderForForward`) and to a level 1 or 2 escalation (`renderForEscalation`), and for the PDF template
 * preview of either template (`renderPreview`).
 */
@Injectable()
export class AuthorityLetterRenderer {
  constructor(private readonly pdfTemplates: PdfTemplatesService) {}

  /** Renders with explicit content (see renderAuthorityLetter). */
  render(input: AuthorityLetterInput, content: PdfTemplateContent, options: AuthorityLetterOptions = {}): Promise<Buffer> {
    return renderAuthorityLetter(input, content, options);
  }

  /**
   * The letter to attach when a complaint is forwarded, with the authority_letter template in effect, in the
   * language chosen on the PDF Templates page (or, while none is set, the addressee office's `officeLocale`), named "authority-letter-<complaint id>.pdf"; null when an admin
   * disabled the template (then nothing is attached).
   */
  async renderForForward(input: AuthorityLetterInput, options: AuthorityLetterOptions = {}, officeLocale?: Locale): Promise<AuthorityLetterFile | null> {
    const active = await this.pdfTemplates.getActive('authority_letter', officeLocale);
    if (!active) return null;
    return {
      filename: authorityLetterFilename(input.complaintId),
      contentType: 'application/pdf',
      content: await renderAuthorityLetter(input, active.content, { locale: active.locale, ...options }),
    };
  }

  /**
   * The letter to attach to a level 1 or 2 escalation email, with the escalation_letter template in effect, in its
   * language, named "escalation-letter-<complaint id>-level-<n>.pdf"; null when an admin disabled the template.
   */
  async renderForEscalation(input: EscalationLetterInput, options: AuthorityLetterOptions = {}): Promise<AuthorityLetterFile | null> {
    const active = await this.pdfTemplates.getActive('escalation_letter');
    if (!active) return null;
    return {
      filename: escalationLetterFilename(input.complaintId, input.level),
      contentType: 'application/pdf',
      content: await renderEscalationLetter(input, active.content, { locale: active.locale, ...options }),
    };
  }

  /**
   * The PDF template preview: the sample complaint (for escalation_letter, the sample level-1 escalation) rendered with the unsaved `draft` content (checked like a
   * save) or the content in effect, in the draft's language (`locale`) or the saved one. 404 for an unknown key;
   * VALIDATION_FAILED for a bad draft.
   */
  async renderPreview(key: string, draft: unknown, authorName?: string, locale?: Locale): Promise<Buffer> {
    const preview = await this.pdfTemplates.contentForPreview(key, draft, locale);
    if (key === 'escalation_letter') {
      const sample = { ...SAMPLE_ESCALATION_LETTER_INPUT, authorName: authorName?.trim() || SAMPLE_ESCALATION_LETTER_INPUT.authorName };
      return renderEscalationLetter(sample, preview.content, { locale: preview.locale });
    }
    const input = { ...SAMPLE_AUTHORITY_LETTER_INPUT, authorName: authorName?.trim() || SAMPLE_AUTHORITY_LETTER_INPUT.authorName };
    return renderAuthorityLetter(input, preview.content, { locale: preview.locale });
  }
}
