import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AnswersInRequestLanguage, RequestLocale } from '../../kernel/http/request-locale.decorator.js';
import type { Locale } from '@civic/contracts';
import { CategoriesService } from '../application/categories.service.js';
import { CategoryListResponse, CategoryResponse } from './dto/category.response.dto.js';

@ApiController('content', 'categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** The enabled categories sorted by order (citizen spec sections 3 and 7: GET /api/categories). */
  @Get()
  @Public()
  @RevalidatedPublicList()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'List the enabled complaint categories',
    description:
      'Enabled categories only, sorted by order. Used by the complaint wizard, the home page grid and the routing pages. Names, descriptions and subcategory labels are in the language of Accept-Language; `key` and `subcategories` are the same in every language.',
  })
  @Answers({ ok: CategoryListResponse })
  async listCategories(@RequestLocale() locale: Locale): Promise<CategoryListResponse> {
    return { items: (await this.categories.listEnabled()).map((c) => CategoryResponse.of(c, locale)) };
  }
}
