import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, Messages, type Locale } from '@civic/contracts';
import { PdfTemplateContentDto } from '../../../content/public.js';

/** POST /api/admin/pdf-templates/{key}/preview: unsaved content to preview (admin spec section 2, PDF Templates). */
export class PreviewPdfTemplateRequest {
  @ApiPropertyOptional({
    type: PdfTemplateContentDto,
    description: 'Unsaved content to preview, checked like a save; omitted: the content in effect.',
  })
  @IsOptional()
  content?: unknown;

  @ApiPropertyOptional({
    description: `The language to print the preview in; omitted: the saved language. Anything else: VALIDATION_FAILED '${Messages.auth.localeInvalid}'`,
    enum: LOCALES,
    example: 'mr',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.auth.localeInvalid })
  locale?: Locale;
}
