import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PdfTemplateContentDto } from '../../../content/public.js';

/** POST /api/admin/pdf-templates/{key}/preview: unsaved content to preview (admin spec section 2, PDF Templates). */
export class PreviewPdfTemplateRequest {
  @ApiPropertyOptional({
    type: PdfTemplateContentDto,
    description: 'Unsaved content to preview, checked like a save; omitted: the content in effect.',
  })
  @IsOptional()
  content?: unknown;
}
