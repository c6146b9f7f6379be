import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { LOCALES, Messages, PDF_CONTENT_MAX_LENGTH, PDF_TEMPLATE_KEYS, type Locale, type PdfTemplateContent } from '@civic/contracts';
import type { PdfTemplateView } from '../../application/pdf-templates.service.js';
import { DEFAULT_PDF_TEMPLATES } from '../../domain/default-pdf-templates.js';

const d = DEFAULT_PDF_TEMPLATES.authority_letter.content;
const field = (description: string, name: keyof typeof PDF_CONTENT_MAX_LENGTH) => ({
  description: `${description} Plain text with {{placeholders}}; trimmed; at most ${PDF_CONTENT_MAX_LENGTH[name]} characters.`,
  maxLength: PDF_CONTENT_MAX_LENGTH[name],
  example: d[name],
});

/**
 * The text fields of a PDF template (admin spec section 3). Plain text only: no markup is interpreted, and
 * placeholder values are printed as typed. Every field but authorizationExtra is required; unknown fields are
 * rejected. Checked by the server (parsePdfTemplateContent), not by class-validator.
 */
export class PdfTemplateContentDto implements PdfTemplateContent {
  @ApiProperty(field('Title printed at the top of the letter.', 'headerTitle')) headerTitle: string;
  @ApiProperty(field('Opening paragraph after the address and subject.', 'introParagraph')) introParagraph: string;
  @ApiProperty(field('Heading of the complaint summary table.', 'summaryHeading')) summaryHeading: string;
  @ApiProperty(field('Heading of the photo evidence section.', 'evidenceHeading')) evidenceHeading: string;
  @ApiProperty(field('Text above the list of photo links.', 'evidenceDescription')) evidenceDescription: string;
  @ApiProperty(field("Heading of the complainant's details (or the anonymity notice).", 'complainantHeading')) complainantHeading: string;
  @ApiProperty(field('Heading of the authorisation section.', 'authorizationHeading')) authorizationHeading: string;
  @ApiProperty(field('The authorisation the complainant gave.', 'authorizationStatement')) authorizationStatement: string;
  @ApiPropertyOptional(field('Optional extra paragraph after the authorisation statement.', 'authorizationExtra')) authorizationExtra?: string;
  @ApiProperty(field("Heading of the request section (followed by the admin's note unless a field uses {{message}}).", 'requestHeading'))
  requestHeading: string;
  @ApiProperty(field('Closing paragraph.', 'closingParagraph')) closingParagraph: string;
  @ApiProperty(field('Complimentary close before the signature.', 'regardsText')) regardsText: string;
  @ApiProperty(field('Line under the signer name ({{authorName}} is printed above it).', 'signatureTitle')) signatureTitle: string;
}

/** Body of PUT /api/admin/pdf-templates/{key} (admin spec section 7). */
export class SavePdfTemplateRequest {
  @ApiPropertyOptional({
    type: PdfTemplateContentDto,
    description: 'The complete content; omitted: the content is left as it is. Errors are reported per field under `content.<field>`.',
  })
  @IsOptional()
  content?: unknown;

  @ApiPropertyOptional({ description: 'A disabled template is not attached to forwards. Omitted: unchanged.', example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    description:
      'The language the document is printed in (the authority letter is English unless chosen here). Changing it without `content` puts ' +
      `that language's built-in content in effect. Omitted: unchanged. Anything else than en, kok, mr, hi: VALIDATION_FAILED '${Messages.auth.localeInvalid}'`,
    enum: LOCALES,
    example: 'mr',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.auth.localeInvalid })
  locale?: Locale;
}

/** A PDF template (admin spec section 3) with the placeholders it offers (section 9). */
export class PdfTemplateResponse {
  @ApiProperty({ enum: PDF_TEMPLATE_KEYS, example: 'authority_letter' }) key: string;
  @ApiProperty({ example: 'Authority letter' }) name: string;
  @ApiProperty({ example: DEFAULT_PDF_TEMPLATES.authority_letter.description }) description: string;
  @ApiProperty({ description: 'A disabled template is not attached to forwards', example: true }) enabled: boolean;
  @ApiProperty({ type: PdfTemplateContentDto, description: "The content in effect: the admin's text or the built-in default" }) content: PdfTemplateContentDto;
  @ApiProperty({ description: 'True while the built-in default content is in effect', example: true }) isDefault: boolean;
  @ApiProperty({ description: 'The language the document is printed in; en unless an admin chose another', enum: LOCALES, example: 'en' })
  locale: Locale;
  @ApiProperty({
    description: 'The built-in content in each language (en, kok, mr, hi), for the editor: choosing a language shows its built-in text',
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/PdfTemplateContentDto' },
  })
  defaultContents: Record<Locale, PdfTemplateContentDto>;
  @ApiProperty({ description: 'When an admin last saved or restored it (ISO 8601); null if nobody has', type: String, format: 'date-time', nullable: true })
  updatedAt: Date | null;
  @ApiProperty({ description: 'Email of the admin who last saved or restored it', type: String, nullable: true, example: 'admin@example.in' })
  updatedByEmail: string | null;
  @ApiProperty({
    description: 'The placeholders the text fields may use, without braces (they differ per key)',
    type: [String],
    example: ['complaintId', 'title', 'authorName'],
  })
  placeholders: string[];

  static of(t: PdfTemplateView): PdfTemplateResponse {
    return {
      key: t.key,
      name: t.name,
      description: t.description,
      enabled: t.enabled,
      content: t.content,
      isDefault: t.isDefault,
      locale: t.locale,
      defaultContents: t.defaultContents,
      updatedAt: t.updatedAt,
      updatedByEmail: t.updatedByEmail,
      placeholders: t.placeholders,
    };
  }
}

export class PdfTemplateListResponse {
  @ApiProperty({ type: [PdfTemplateResponse] }) items: PdfTemplateResponse[];
}
