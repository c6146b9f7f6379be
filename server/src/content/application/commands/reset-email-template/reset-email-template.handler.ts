import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LOCALE } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { EmailTemplate } from '../../../domain/email-template.entity.js';
import { EmailTemplatesService, lockEmailTemplate, type EmailTemplateView } from '../../email-templates.service.js';
import { ResetEmailTemplateCommand } from './reset-email-template.command.js';

/** Restores the built-in default of one language (EmailTemplateReset) and returns it; 404 for an unknown key. */
@CommandHandler(ResetEmailTemplateCommand)
export class ResetEmailTemplateHandler implements ICommandHandler<ResetEmailTemplateCommand> {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, actor, locale }: ResetEmailTemplateCommand): Promise<EmailTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const { savedEnglish } = await lockEmailTemplate(manager, templateKey, locale);
      await manager.delete(EmailTemplate, { key: templateKey, locale });
      const english = locale === DEFAULT_LOCALE ? null : savedEnglish;
      return { result: this.templates.view(templateKey, locale, null, english), events: EmailTemplate.restoreDefault(templateKey, locale, actor) };
    });
  }
}
