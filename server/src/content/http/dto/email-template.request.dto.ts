import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_LOCALE, EMAIL_TEMPLATE_MAX_LENGTH, formatMessage, LOCALES, Messages, type Locale } from '@civic/contracts';

const M = Messages.admin.templates;
const tooLong = (n: number) => ({ message: formatMessage(M.textTooLong, { n }) });

/** Body of PUT /api/admin/email-templates/{key} (admin spec section 7). */
export class SaveEmailTemplateRequest {
  @ApiPropertyOptional({
    description: `Display name of the template tab; blank keeps the current name. At most ${EMAIL_TEMPLATE_MAX_LENGTH.name} characters.`,
    example: 'Complaint received',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.name, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.name))
  name?: string;

  /** Required; checked after trimming so that a blank subject gives the same message. */
  @ApiPropertyOptional({
    description: `Subject line with {{placeholders}} (required: '${M.subjectRequired}'); line breaks become spaces. At most ${EMAIL_TEMPLATE_MAX_LENGTH.subject} characters.`,
    example: 'Complaint {{complaintId}} received: {{title}}',
  })
  @IsOptional()
  @IsString({ message: M.subjectRequired })
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.subject, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.subject))
  subject?: string;

  @ApiPropertyOptional({
    description:
      'HTML body with {{placeholders}}, sanitised on save: formatting tags, lists, tables and links (http, https, mailto or a {{placeholder}}) are kept; ' +
      'scripts, styles, iframes, images, event handlers and javascript: URLs are dropped (docs/adr/0028-email-template-html.md). Empty: built from the text part. ' +
      `At most ${EMAIL_TEMPLATE_MAX_LENGTH.html} characters.`,
    example: '<p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> has been received.</p>',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.html, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.html))
  html?: string;

  @ApiPropertyOptional({
    description: `Plain-text body with {{placeholders}}. Empty: derived from the HTML (links keep their address). HTML and text both empty: '${M.bodyRequired}'. At most ${EMAIL_TEMPLATE_MAX_LENGTH.text} characters.`,
    example: 'Hello {{userName}},\n\nYour complaint {{complaintId}} has been received.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.text, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.text))
  text?: string;

  @ApiPropertyOptional({
    description:
      'A disabled template is not sent, in any language. Omitted: unchanged (true for a default). Read from the English version; ignored when saving a translation.',
    example: true,
  })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** Body of POST /api/admin/email-templates/{key}/preview: an unsaved draft; omitted parts come from the saved template. */
export class PreviewEmailTemplateRequest {
  @ApiPropertyOptional({ description: 'Draft subject; omitted: the saved subject.', example: 'Complaint {{complaintId}} received: {{title}}' })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.subject, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.subject))
  subject?: string;

  @ApiPropertyOptional({ description: 'Draft HTML, sanitised as a save would; omitted: the saved HTML.', example: '<p>Hello {{userName}}</p>' })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.html, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.html))
  html?: string;

  @ApiPropertyOptional({
    description: 'Draft plain text; omitted: the saved text; empty: derived from the HTML part, as saving does.',
    example: 'Hello {{userName}}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_TEMPLATE_MAX_LENGTH.text, tooLong(EMAIL_TEMPLATE_MAX_LENGTH.text))
  text?: string;
}

/** Query of every /api/admin/email-templates route: the language version to read, save, reset or preview. */
export class EmailTemplateLocaleQuery {
  @ApiPropertyOptional({
    description: `Language of the version; omitted: English. Anything else: VALIDATION_FAILED '${Messages.auth.localeInvalid}'`,
    enum: LOCALES,
    default: DEFAULT_LOCALE,
    example: 'mr',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.auth.localeInvalid })
  locale?: Locale;
}
