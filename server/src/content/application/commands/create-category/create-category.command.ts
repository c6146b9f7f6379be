import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { CategoryFields } from '../../../domain/category.entity.js';
import type { CategoryInfo } from '../../categories.service.js';

/** An admin creates a category (admin spec sections 5 and 7, POST /api/admin/categories). */
export class CreateCategoryCommand extends Command<CategoryInfo> {
  constructor(
    readonly fields: CategoryFields,
    readonly actor: Actor,
  ) {
    super();
  }
}
