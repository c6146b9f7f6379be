import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PdfTemplateView } from '../../pdf-templates.service.js';

/** An admin restores a PDF template's default content (admin spec section 7, DELETE /api/admin/pdf-templates/{key}). */
export class ResetPdfTemplateCommand extends Command<PdfTemplateView> {
  constructor(
    readonly key: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
