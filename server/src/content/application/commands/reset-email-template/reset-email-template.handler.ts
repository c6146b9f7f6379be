import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { EmailTemplate } from '../../../domain/email-template.entity.js';
import { EmailTemplatesService, lockEmailTemplate, type EmailTemplateView } from '../../email-templates.service.js';
import { ResetEmailTemplateCommand } from './reset-email-template.command.js';

/** Restores the built-in default (EmailTemplateReset) and returns it; 404 for an unknown key. */
@CommandHandler(ResetEmailTemplateCommand)
export class ResetEmailTemplateHandler implements ICommandHandler<ResetEmailTemplateCommand> {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, actor }: ResetEmailTemplateCommand): Promise<EmailTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      await lockEmailTemplate(manager, templateKey);
      await manager.delete(EmailTemplate, { key: templateKey });
      return { result: this.templates.view(templateKey, null), events: EmailTemplate.restoreDefault(templateKey, actor) };
    });
  }
}
