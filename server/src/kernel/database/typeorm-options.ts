import type { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from '../../../../migrations/index.js';

/**
 * Options shared by the application and the TypeORM CLI: migrations only, never `synchronize`. `poolSize` is
 * DB_POOL_SIZE (connections of this process).
 */
export function typeormOptions(databaseUrl: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    extra: { max: poolSize, application_name: 'goa-civic-portal' },
  };
}
