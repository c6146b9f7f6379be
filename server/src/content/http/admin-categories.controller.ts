import { Body, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { CategoriesService } from '../application/categories.service.js';
import { CreateCategoryCommand } from '../application/commands/create-category/create-category.command.js';
import { DeleteCategoryCommand } from '../application/commands/delete-category/delete-category.command.js';
import { UpdateCategoryCommand } from '../application/commands/update-category/update-category.command.js';
import { CreateCategoryRequest, UpdateCategoryRequest } from './dto/category.request.dto.js';
import { AdminCategoryListResponse, AdminCategoryResponse } from './dto/category.response.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const ID_PARAM = { name: 'id', description: 'Category id (uuid, the `_id` of the list)' };

/** Admin Categories (admin spec sections 2, 5 and 7): admins holding the `categories` module, or superadmins. */
@ApiController('content', 'admin/categories')
export class AdminCategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly commands: CommandBus,
  ) {}

  /** Every category, enabled or not, sorted by order. */
  @Get()
  @AdminOnly('categories')
  @ApiOperation({ summary: 'List all categories for the admin', description: 'Enabled and disabled categories, sorted by order.' })
  @Answers({ ok: AdminCategoryListResponse })
  async listAdminCategories(): Promise<AdminCategoryListResponse> {
    return { items: (await this.categories.listAll()).map(AdminCategoryResponse.ofAdmin) };
  }

  /** Creates a category (admin spec section 5). */
  @Post()
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('categories')
  @ApiOperation({
    summary: 'Create a category',
    description:
      "Name is required ('Name is required'). The key is normalised (lowercase, non-alphanumeric runs to one underscore, trimmed, " +
      "at most 50 characters) and derived from the name when absent ('Key is required' when nothing is left). Subcategories may be " +
      'an array or a comma separated string. Order defaults to the last order plus 10. Records CategoryCreated in the audit log.',
  })
  @Answers({ created: AdminCategoryResponse, conflict: 'CONFLICT: a category with this key already exists' })
  async createCategory(@Body() body: CreateCategoryRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    return AdminCategoryResponse.ofAdmin(await this.commands.execute(new CreateCategoryCommand(body, { id: user.id, email: user.email })));
  }

  /** Edits some fields of a category with the creation rules. */
  @Patch(':id')
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('categories')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Update a category',
    description: 'Any subset of the creation fields; the same rules apply. Records CategoryUpdated (with the changed fields) in the audit log.',
  })
  @Answers({ ok: AdminCategoryResponse, notFound: "NOT_FOUND: 'Category not found'", conflict: 'CONFLICT: a category with this key already exists' })
  async updateCategory(@Param('id') id: string, @Body() body: UpdateCategoryRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    return AdminCategoryResponse.ofAdmin(await this.commands.execute(new UpdateCategoryCommand(id, body, { id: user.id, email: user.email })));
  }

  /** Deletes a category; complaints filed under it keep its key. */
  @Delete(':id')
  @HttpCode(204)
  @AdminOnly('categories')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Delete a category', description: 'Complaints filed under it are kept. Records CategoryDeleted in the audit log.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @Answers({ notFound: "NOT_FOUND: 'Category not found'" })
  async deleteCategory(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commands.execute(new DeleteCategoryCommand(id, { id: user.id, email: user.email }));
  }
}
