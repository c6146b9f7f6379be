import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { nextOrder } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Category } from '../../../domain/category.entity.js';
import { toCategoryInfo, type CategoryInfo } from '../../categories.service.js';
import { assertCategoryKeyFree, writeCategory } from '../../categories.writer.js';
import { CreateCategoryCommand } from './create-category.command.js';

/**
 * Creates a category (admin spec section 5) with CategoryCreated. Order defaults to the last order plus 10. A key
 * already in use gives 409 CONFLICT.
 */
@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ fields, actor }: CreateCategoryCommand): Promise<CategoryInfo> {
    return writeCategory(this.outbox, async (manager) => {
      // Serialises concurrent creations so that two of them do not both take "last order plus 10".
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('categories:create', 0))");
      const orders = await manager.find(Category, { select: { order: true } });
      const { category, events } = Category.create(fields, nextOrder(orders), actor);
      await assertCategoryKeyFree(manager, category.key, null);
      await manager.insert(Category, category);
      return { result: toCategoryInfo(category), events };
    });
  }
}
