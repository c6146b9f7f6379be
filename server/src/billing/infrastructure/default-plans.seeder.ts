import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DEFAULT_PLANS } from '@civic/contracts';
import { SeedRunner } from '../../kernel/seed/seed-runner.service.js';
import { Plan } from '../domain/plan.entity.js';

/** Seeds the three default plans once (citizen spec section 9). */
@Injectable()
export class DefaultPlansSeeder implements OnModuleInit {
  constructor(private readonly seeds: SeedRunner) {}

  onModuleInit(): void {
    this.seeds.register({
      name: 'default-plans',
      order: 30,
      once: true,
      run: async (manager) => {
        const rows = DEFAULT_PLANS.map(({ key: _key, ...plan }) => ({ ...plan, features: [...plan.features], limitations: [...plan.limitations] }));
        await manager.createQueryBuilder().insert().into(Plan).values(rows).orIgnore().execute();
      },
    });
  }
}
