import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DEFAULT_CATEGORIES } from '@civic/contracts';
import { SeedRunner } from '../../kernel/seed/seed-runner.service.js';
import { Category } from '../domain/category.entity.js';

/** Seeds the eight default categories once (citizen spec section 3); admin edits are never overwritten. */
@Injectable()
export class DefaultCategoriesSeeder implements OnModuleInit {
  constructor(private readonly seeds: SeedRunner) {}

  onModuleInit(): void {
    this.seeds.register({
      name: 'default-categories',
      order: 20,
      once: true,
      run: async (manager) => {
        await manager
          .createQueryBuilder()
          .insert()
          .into(Category)
          .values(DEFAULT_CATEGORIES.map((c) => ({ ...c, subcategories: [...c.subcategories] })))
          .orIgnore()
          .execute();
      },
    });
  }
}
