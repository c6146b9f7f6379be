import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { AuthorityLetterRenderer } from './application/authority-letter.renderer.js';
import { PdfTemplatePreviewController } from './http/pdf-template-preview.controller.js';

/**
 * The documents worker (DESIGN.md): renders PDFs with pdfmake. Today the authority letter, with the PDF
 * template from the content context, and its admin preview. It exports AuthorityLetterRenderer for the
 * documents queue's reaction to a forwarded complaint.
 */
@Module({
  imports: [ContentModule],
  controllers: [PdfTemplatePreviewController],
  providers: [AuthorityLetterRenderer],
  exports: [AuthorityLetterRenderer],
})
export class DocumentsModule {}
