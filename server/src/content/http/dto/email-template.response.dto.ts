import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_KEYS, LOCALES, type Locale } from '@civic/contracts';
import type { EmailTemplateView } from '../../application/email-templates.service.js';

/** An email template as the admin editor shows it (admin spec section 3, Email template). */
export class EmailTemplateResponse {
  @ApiProperty({ description: 'Template key (admin spec section 9)', enum: EMAIL_TEMPLATE_KEYS, example: 'complaint_ack' }) key: string;
  @ApiProperty({ description: 'Language of this version', enum: LOCALES, example: 'en' }) locale: Locale;
  @ApiProperty({ example: 'Complaint received' }) name: string;
  @ApiProperty({ description: 'Subject with {{placeholders}}', example: 'Complaint {{complaintId}} received: {{title}}' }) subject: string;
  @ApiProperty({ description: 'Sanitised HTML body with {{placeholders}}', example: '<p>Hello {{userName}},</p>' }) html: string;
  @ApiProperty({ description: 'Plain-text body with {{placeholders}}', example: 'Hello {{userName}},' }) text: string;
  @ApiProperty({ description: 'A disabled template is not sent', example: true }) enabled: boolean;
  @ApiProperty({
    description: 'When an admin last saved it (ISO 8601); null while the built-in default is in effect',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  updatedAt: Date | null;
  @ApiProperty({ description: 'True while the built-in default is in effect (no admin override of this language)', example: true }) isDefault: boolean;
  @ApiProperty({
    description: 'True when this language has no translation (no override, no built-in one): recipients who chose it get the English template shown here',
    example: false,
  })
  usesEnglish: boolean;
  @ApiProperty({ description: 'The placeholders this template offers, without braces', type: [String], example: ['userName', 'complaintId', 'title'] })
  placeholders: string[];

  static of(t: EmailTemplateView): EmailTemplateResponse {
    return {
      key: t.key,
      locale: t.locale,
      name: t.name,
      subject: t.subject,
      html: t.html,
      text: t.text,
      enabled: t.enabled,
      updatedAt: t.updatedAt,
      isDefault: t.isDefault,
      usesEnglish: t.usesEnglish,
      placeholders: t.placeholders,
    };
  }
}

export class EmailTemplateListResponse {
  @ApiProperty({ type: [EmailTemplateResponse], description: 'The nine templates, in the order of admin spec section 9' }) items: EmailTemplateResponse[];
}

/** A template rendered with sample data for every placeholder of its key. */
export class EmailTemplatePreviewResponse {
  @ApiProperty({ description: 'Rendered subject (plain text, one line)', example: 'Complaint GCP-2026-000123 received: Deep pothole near Panaji market' })
  subject: string;
  @ApiProperty({ description: 'Rendered, sanitised HTML; placeholder values are HTML-escaped', example: '<p>Hello Asha Naik,</p>' }) html: string;
  @ApiProperty({ description: 'Rendered plain text', example: 'Hello Asha Naik,' }) text: string;
}
