import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { checkPrimaryAuthority, normaliseAdditionalRecipients, normaliseEmail } from '../../../domain/recipients.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { contactExists } from '../../routing-contacts.writer.js';
import { toRoutingContactView, type RoutingContactView } from '../../routing-contact.view.js';
import { UpdateRoutingContactCommand } from './update-routing-contact.command.js';

/**
 * Applies an edit (admin spec section 5, Routing contact edit): the resulting contact must keep an email
 * and a designation; additional recipients are checked, lowercased and de-duplicated. Appends
 * RoutingContactUpdated with the changed fields, or nothing when nothing changed. 404 for an unknown id.
 */
@CommandHandler(UpdateRoutingContactCommand)
export class UpdateRoutingContactHandler implements ICommandHandler<UpdateRoutingContactCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, input, actor }: UpdateRoutingContactCommand): Promise<RoutingContactView> {
    try {
      return await this.write(id, input, actor);
    } catch (error) {
      // Another contact of the location and category holds the escalation level asked for.
      if (isUniqueViolation(error)) throw contactExists();
      throw error;
    }
  }

  private write(id: string, input: UpdateRoutingContactCommand['input'], actor: UpdateRoutingContactCommand['actor']): Promise<RoutingContactView> {
    return this.outbox.transaction(async (manager) => {
      const contact = await findLockedByIdOrFail(manager, RoutingContact, id, Messages.admin.routing.contactNotFound);
      const authorityEmail = input.authorityEmail === undefined ? contact.authorityEmail : normaliseEmail(input.authorityEmail);
      const authorityDesignation = input.authorityDesignation === undefined ? contact.authorityDesignation : input.authorityDesignation.trim();
      const problem = checkPrimaryAuthority(authorityEmail, authorityDesignation);
      if (problem) throw ValidationError.field(problem.field, problem.message);
      const additional = normaliseAdditionalRecipients(input.additionalRecipients ?? contact.additionalRecipients, authorityEmail);
      if (!additional.ok) throw ValidationError.field('additionalRecipients', additional.message);
      const events = contact.update(
        {
          authorityEmail,
          authorityDesignation,
          authorityName: input.authorityName?.trim(),
          authorityDepartment: input.authorityDepartment?.trim(),
          phone: input.phone?.trim(),
          active: input.active,
          additionalRecipients: additional.recipients,
          escalationLevel: input.escalationLevel,
          language: input.language,
        },
        actor,
      );
      if (events.length > 0) await manager.save(RoutingContact, contact);
      return { result: toRoutingContactView(contact), events };
    });
  }
}
