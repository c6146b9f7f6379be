import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { DEFAULT_PDF_TEMPLATES } from '../../../domain/default-pdf-templates.js';
import { defaultPdfContent } from '../../../domain/default-pdf-templates.locales.js';
import { PdfTemplate } from '../../../domain/pdf-template.entity.js';
import { lockPdfTemplate, PdfTemplatesService, type PdfTemplateView } from '../../pdf-templates.service.js';
import { SavePdfTemplateCommand } from './save-pdf-template.command.js';

/**
 * Saves an admin's content, enabled flag and/or language with PdfTemplateUpdated. Content is checked by
 * parsePdfTemplateContent (required fields, lengths, no unknown fields); 404 for an unknown key.
 */
@CommandHandler(SavePdfTemplateCommand)
export class SavePdfTemplateHandler implements ICommandHandler<SavePdfTemplateCommand> {
  constructor(
    private readonly templates: PdfTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, fields, actor }: SavePdfTemplateCommand): Promise<PdfTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const template = await lockPdfTemplate(manager, templateKey);
      const events = template.edit(fields, DEFAULT_PDF_TEMPLATES[templateKey], actor, (locale) => defaultPdfContent(templateKey, locale));
      await manager.save(PdfTemplate, template);
      return { result: this.templates.view(templateKey, template), events };
    });
  }
}
