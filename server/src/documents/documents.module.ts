import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/public.js';
import { ComplaintsModule } from '../complaints/public.js';
import { ContentModule } from '../content/public.js';
import { AuthorityLetterRenderer } from './application/authority-letter.renderer.js';
import { ComplaintDocument } from './domain/complaint-document.entity.js';
import { ComplaintDocumentsService } from './application/complaint-documents.service.js';
import { ComplaintLetterReactions } from './reactions/complaint-letter-reactions.js';
import { RenderAuthorityLetter } from './reactions/render-authority-letter.js';
import { RenderEscalationLetter } from './reactions/render-escalation-letter.js';
import { RenderTaxInvoice } from './reactions/render-tax-invoice.js';
import { RtiApplicationController } from './http/rti-application.controller.js';
import { PdfTemplatePreviewController } from './http/pdf-template-preview.controller.js';

/**
 * The documents worker (DESIGN.md): renders PDFs with pdfmake: the authority and escalation letters, with the PDF
 * templates from the content context, and their admin preview; the RTI application; the tax invoice. It exports AuthorityLetterRenderer for the
 * documents queue's reaction to a forwarded complaint.
 */
@Module({
  imports: [ContentModule, ComplaintsModule, BillingModule, TypeOrmModule.forFeature([ComplaintDocument])],
  controllers: [PdfTemplatePreviewController, RtiApplicationController],
  // RenderAuthorityLetter: the documents queue's reaction to ComplaintForwarded (stores the letter in complaint_documents).
  // RenderEscalationLetter: its reaction to a level 1 or 2 ComplaintEscalationStepTaken (the escalation letter).
  // RenderTaxInvoice: the documents queue's reaction to PaymentCaptured (the GST invoice PDF, stored by billing).
  // ComplaintLetterReactions: the flow the two letter reactions share (read, render, store, announce).
  providers: [AuthorityLetterRenderer, ComplaintLetterReactions, RenderAuthorityLetter, RenderEscalationLetter, RenderTaxInvoice, ComplaintDocumentsService],
  exports: [AuthorityLetterRenderer, ComplaintDocumentsService],
})
export class DocumentsModule {}
