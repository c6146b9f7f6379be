import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Category } from '../../../domain/category.entity.js';
import { lockCategoryOrFail } from '../../categories.writer.js';
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
      const category = await lockCategoryOrFail(manager, id);
      const events = category.delete(actor);
      await manager.delete(Category, { id: category.id });
      return { result: undefined, events };
    });
  }
}
