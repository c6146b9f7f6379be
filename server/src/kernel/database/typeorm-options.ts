import type { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from '../../../../migrations/index.js';

/** Options shared by the application and the TypeORM CLI: migrations only, never `synchronize`. */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    extra: { max: 10, application_name: 'goa-civic-portal' },
  };
}
