import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A first-start seed step. `once` steps run a single time ever (recorded in seed_history), so data that
 * admins later edit or delete is not brought back; other steps must be idempotent upserts.
 */
export interface Seeder {
  name: string;
  order: number;
  once: boolean;
  run(manager: EntityManager): Promise<void>;
}

/** Runs the registered seeders in order, each in its own transaction. */
@Injectable()
export class SeedRunner {
  private readonly logger = new Logger('Seed');
  private readonly seeders: Seeder[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(seeder: Seeder): void {
    this.seeders.push(seeder);
  }

  async runAll(): Promise<void> {
    for (const seeder of [...this.seeders].sort((a, b) => a.order - b.order)) {
      await this.dataSource.transaction(async (manager) => {
        if (seeder.once) {
          const claimed: unknown[] = await manager.query('INSERT INTO seed_history (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name', [seeder.name]);
          if (claimed.length === 0) return;
        }
        await seeder.run(manager);
        this.logger.log(`Seeded ${seeder.name}`);
      });
    }
  }
}
