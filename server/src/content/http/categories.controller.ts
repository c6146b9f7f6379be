import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { CategoriesService } from '../application/categories.service.js';
import { CategoryListResponse, CategoryResponse } from './dto/category.response.dto.js';

@ApiController('content', 'categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** The enabled categories sorted by order (citizen spec sections 3 and 7: GET /api/categories). */
  @Get()
  @Public()
  @RevalidatedPublicList()
  @ApiOperation({
    summary: 'List the enabled complaint categories',
    description: 'Enabled categories only, sorted by order. Used by the complaint wizard, the home page grid and the routing pages.',
  })
  @Answers({ ok: CategoryListResponse })
  async listCategories(): Promise<CategoryListResponse> {
    return { items: (await this.categories.listEnabled()).map(CategoryResponse.of) };
  }
}
