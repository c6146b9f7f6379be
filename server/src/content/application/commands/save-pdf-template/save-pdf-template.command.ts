import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PdfTemplateFields } from '../../../domain/pdf-template.entity.js';
import type { PdfTemplateView } from '../../pdf-templates.service.js';

/** An admin saves a PDF template's content and/or enabled flag (admin spec section 7, PUT /api/admin/pdf-templates/{key}). */
export class SavePdfTemplateCommand extends Command<PdfTemplateView> {
  constructor(
    readonly key: string,
    readonly fields: PdfTemplateFields,
    readonly actor: Actor,
  ) {
    super();
  }
}
