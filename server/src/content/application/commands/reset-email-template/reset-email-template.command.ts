import { Command } from '@nestjs/cqrs';
import { DEFAULT_LOCALE, type Locale } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { EmailTemplateView } from '../../email-templates.service.js';

/** An admin restores an email template's built-in default (admin spec section 7, DELETE /api/admin/email-templates/{key}). */
export class ResetEmailTemplateCommand extends Command<EmailTemplateView> {
  constructor(
    readonly key: string,
    readonly actor: Actor,
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    super();
  }
}
