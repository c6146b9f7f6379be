import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { EmailTemplate } from '../../../domain/email-template.entity.js';
import { EmailTemplatesService, lockEmailTemplate, type EmailTemplateView } from '../../email-templates.service.js';
import { SaveEmailTemplateCommand } from './save-email-template.command.js';

/**
 * Saves an admin's version of a template with EmailTemplateUpdated; see EmailTemplate.edit for the rules. 404 for
 * an unknown key, VALIDATION_FAILED for a missing subject or body.
 */
@CommandHandler(SaveEmailTemplateCommand)
export class SaveEmailTemplateHandler implements ICommandHandler<SaveEmailTemplateCommand> {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, fields, actor }: SaveEmailTemplateCommand): Promise<EmailTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const current = this.templates.view(templateKey, await lockEmailTemplate(manager, templateKey));
      const { template, events } = EmailTemplate.edit(current, fields, actor);
      await manager.upsert(EmailTemplate, template, ['key']);
      return { result: this.templates.view(templateKey, template), events };
    });
  }
}
