import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SeedRunner } from '../../kernel/seed/seed-runner.service.js';
import { District, Subdistrict, Ulb, Village } from '../domain/geography.entities.js';
import { loadGoaGeography } from './goa-geography.js';

/** Upserts the Goa geography from data/goa on every start: new rows are added, names and points refreshed. */
@Injectable()
export class GoaGeographySeeder implements OnModuleInit {
  constructor(private readonly seeds: SeedRunner) {}

  onModuleInit(): void {
    this.seeds.register({
      name: 'goa-geography',
      order: 10,
      once: false,
      run: async (manager) => {
        const geo = await loadGoaGeography();
        const upsert = async <T extends object>(entity: new () => T, rows: T[]) => {
          for (let i = 0; i < rows.length; i += 500) {
            await manager
              .createQueryBuilder()
              .insert()
              .into(entity)
              .values(rows.slice(i, i + 500))
              .orUpdate(
                Object.keys(rows[0])
                  .filter((k) => k !== 'code')
                  .map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
                ['code'],
              )
              .execute();
          }
        };
        await upsert(District, geo.districts as District[]);
        await upsert(Subdistrict, geo.subdistricts as Subdistrict[]);
        await upsert(Village, geo.villages as Village[]);
        await upsert(Ulb, geo.ulbs as Ulb[]);
      },
    });
  }
}
