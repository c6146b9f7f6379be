import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IsNull } from 'typeorm';
import { CategoriesService } from '../../../../content/public.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { checkPrimaryAuthority, normaliseAdditionalRecipients, normaliseEmail } from '../../../domain/recipients.js';
import { RoutingContact } from '../../../domain/routing-contact.entity.js';
import { GeographyService } from '../../geography.service.js';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { assertCategoryKnown, contactExists, toContactCategoryKey } from '../../routing-contacts.writer.js';
import { toRoutingContactView, type RoutingContactView } from '../../routing-contact.view.js';
import { CreateRoutingContactCommand } from './create-routing-contact.command.js';

/**
 * Checks the authority (email and designation required, email shapes), the location against the geography
 * (down to at least a district; a village must belong to the given taluka and district), the category, and
 * that the location has no contact for this category and escalation level yet (409); then inserts the contact and appends
 * RoutingContactCreated in the same transaction.
 */
@CommandHandler(CreateRoutingContactCommand)
export class CreateRoutingContactHandler implements ICommandHandler<CreateRoutingContactCommand> {
  constructor(
    private readonly geography: GeographyService,
    private readonly categories: CategoriesService,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ input, actor }: CreateRoutingContactCommand): Promise<RoutingContactView> {
    const authorityEmail = normaliseEmail(input.authorityEmail);
    const authorityDesignation = (input.authorityDesignation ?? '').trim();
    const problem = checkPrimaryAuthority(authorityEmail, authorityDesignation);
    if (problem) throw ValidationError.field(problem.field, problem.message);
    const additional = normaliseAdditionalRecipients(input.additionalRecipients, authorityEmail);
    if (!additional.ok) throw ValidationError.field('additionalRecipients', additional.message);
    const located = (await this.geography.catalog()).locate(input.scope, input);
    if (!located.ok) throw ValidationError.field(located.field, located.message);
    const categoryKey = toContactCategoryKey(input.categoryKey);
    await assertCategoryKnown(this.categories, categoryKey);

    try {
      return await this.outbox.transaction(async (manager) => {
        const escalationLevel = input.escalationLevel ?? 0;
        const existing = await manager.findOne(RoutingContact, {
          where: { locationKey: located.location.rowId, categoryKey: categoryKey ?? IsNull(), escalationLevel },
        });
        if (existing) throw contactExists();
        const { contact, events } = RoutingContact.create(
          {
            scope: input.scope,
            location: located.location,
            categoryKey,
            authorityEmail,
            authorityDesignation,
            authorityName: (input.authorityName ?? '').trim(),
            authorityDepartment: (input.authorityDepartment ?? '').trim(),
            phone: (input.phone ?? '').trim(),
            active: input.active ?? true,
            additionalRecipients: additional.recipients,
            escalationLevel,
            language: input.language ?? null,
          },
          actor,
        );
        await manager.insert(RoutingContact, contact);
        const saved = await manager.findOneByOrFail(RoutingContact, { id: contact.id });
        return { result: toRoutingContactView(saved), events };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw contactExists();
      throw error;
    }
  }
}
