import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Category } from '../../../domain/category.entity.js';
import { toCategoryInfo, type CategoryInfo } from '../../categories.service.js';
import { assertCategoryKeyFree, writeCategory } from '../../categories.writer.js';
import { UpdateCategoryCommand } from './update-category.command.js';

/** Applies a partial edit (CategoryUpdated when something changed); 404 when the category does not exist, 409 when the new key is taken. */
@CommandHandler(UpdateCategoryCommand)
export class UpdateCategoryHandler implements ICommandHandler<UpdateCategoryCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ id, fields, actor }: UpdateCategoryCommand): Promise<CategoryInfo> {
    return writeCategory(this.outbox, async (manager) => {
      const category = await findLockedByIdOrFail(manager, Category, id, Messages.admin.categories.notFound);
      const events = category.update(fields, actor);
      if (events.length) {
        await assertCategoryKeyFree(manager, category.key, category.id);
        await manager.save(Category, category);
      }
      return { result: toCategoryInfo(category), events };
    });
  }
}
