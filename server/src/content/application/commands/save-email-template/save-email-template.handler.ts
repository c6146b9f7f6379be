import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LOCALE } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { EmailTemplate } from '../../../domain/email-template.entity.js';
import { EmailTemplatesService, lockEmailTemplate, type EmailTemplateView } from '../../email-templates.service.js';
import { SaveEmailTemplateCommand } from './save-email-template.command.js';

/**
 * Saves an admin's version of a template in one language with EmailTemplateUpdated; see EmailTemplate.edit for the rules. 404 for
 * an unknown key, VALIDATION_FAILED for a missing subject or body.
 */
@CommandHandler(SaveEmailTemplateCommand)
export class SaveEmailTemplateHandler implements ICommandHandler<SaveEmailTemplateCommand> {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly outbox: OutboxService,
  ) {}

  execute({ key, fields, actor, locale }: SaveEmailTemplateCommand): Promise<EmailTemplateView> {
    const templateKey = this.templates.requireKey(key);
    return this.outbox.transaction(async (manager) => {
      const { saved, savedEnglish } = await lockEmailTemplate(manager, templateKey, locale);
      const current = this.templates.view(templateKey, locale, saved, savedEnglish);
      // `enabled` belongs to the English version: a translation's save leaves it as it is.
      const { template, events } = EmailTemplate.edit(current, locale === DEFAULT_LOCALE ? fields : { ...fields, enabled: undefined }, actor);
      await manager.upsert(EmailTemplate, template, ['key', 'locale']);
      return { result: this.templates.view(templateKey, locale, template, locale === DEFAULT_LOCALE ? template : savedEnglish), events };
    });
  }
}
