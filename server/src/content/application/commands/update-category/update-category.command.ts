import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { CategoryFields } from '../../../domain/category.entity.js';
import type { CategoryInfo } from '../../categories.service.js';

/** An admin edits some fields of a category (admin spec section 7, PATCH /api/admin/categories/{id}). */
export class UpdateCategoryCommand extends Command<CategoryInfo> {
  constructor(
    readonly id: string,
    readonly fields: CategoryFields,
    readonly actor: Actor,
  ) {
    super();
  }
}
