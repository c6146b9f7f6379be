import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { DEFAULT_PDF_TEMPLATES } from '../../../domain/default-pdf-templates.js';
import { PdfTemplate } from '../../../domain/pdf-template.entity.js';
import { lockPdfTemplate, PdfTemplatesService, type PdfTemplateView } from '../../pdf-templates.service.js';
import { ResetPdfTemplateCommand } from './reset-pdf-template.command.js';

/** Restore default content (PdfTemplateReset); the enabled flag is kept. 404 for an unknown key. */
@CommandHandler(ResetPdfTemplateCommand)
export class ResetPdfTemplateHandler implements ICommandHandler<ResetPdfTemplateCommand> {
  constructor(
    private readonly templates: PdfTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, actor }: ResetPdfTemplateCommand): Promise<PdfTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const template = await lockPdfTemplate(manager, templateKey);
      const events = template.resetContent(DEFAULT_PDF_TEMPLATES[templateKey], actor);
      await manager.save(PdfTemplate, template);
      return { result: this.templates.view(templateKey, template), events };
    });
  }
}
