import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Category } from '../../../domain/category.entity.js';
import { DeleteCategoryCommand } from './delete-category.command.js';

/**
 * Deletes a category (CategoryDeleted). Complaints filed under it keep its key (they are not deleted); see
 * docs/adr/0024-categories-and-their-complaints.md.
 */
@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ id, actor }: DeleteCategoryCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const category = await findLockedByIdOrFail(manager, Category, id, Messages.admin.categories.notFound);
      const events = category.delete(actor);
      await manager.delete(Category, { id: category.id });
      return { result: undefined, events };
    });
  }
}
