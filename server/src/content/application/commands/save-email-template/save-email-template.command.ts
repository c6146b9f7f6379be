import { Command } from '@nestjs/cqrs';
import { DEFAULT_LOCALE, type Locale } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { EmailTemplateFields } from '../../../domain/email-template.entity.js';
import type { EmailTemplateView } from '../../email-templates.service.js';

/** An admin saves a version of an email template (admin spec section 7, PUT /api/admin/email-templates/{key}). */
export class SaveEmailTemplateCommand extends Command<EmailTemplateView> {
  constructor(
    readonly key: string,
    readonly fields: EmailTemplateFields,
    readonly actor: Actor,
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    super();
  }
}
